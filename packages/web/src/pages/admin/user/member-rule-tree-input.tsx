import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceBase, userRuleResource } from '@vessel/contract';
import type { FieldInputProps } from '../../../components/resource/field-input';
import { idsOfValue, useRemoteOptions } from '../../../components/resource/remote-options';
import { buildSelectTree } from '../../../components/resource/select-tree';
import { RightsTree } from '../auth/rights-tree';
import { memberRuleTitle, sortMemberRuleTree } from './member-rule-titles';

/**
 * A member group's rights as a checkable tree of the member centre's rules
 * (`GET /admin/user.Rule/index?select=true`), held as a role's are (RightsTree).
 */
export function MemberRuleTreeInput({ value, onChange, id }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const chosen = idsOfValue(value);
  const { items, loading } = useRemoteOptions(resourceBase(userRuleResource), '', chosen);
  const tree = useMemo(() => sortMemberRuleTree(buildSelectTree(items, { title: (item) => memberRuleTitle({ title: item.label }, t) })), [items, t]);

  return <RightsTree id={id} tree={tree} chosen={chosen} loading={loading} onChange={onChange} empty={t('user.group.rulesEmpty')} hint={t('user.group.rulesHint')} />;
}
