import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { userRuleResource } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { RULE_VISIBLE_WHEN, parentRuleInput } from '../auth/rule-form';
import { memberRuleTitle } from './member-rule-titles';

/**
 * The member centre's rules: its menu (groups and pages) and the rights under it. Seeded titles read in
 * the reader's language.
 */
export default function MemberRulePage() {
  const { t } = useTranslation('backend');
  const options = useMemo<ResourcePageOptions>(
    () => ({
      // As on the administrators' rule page.
      visibleWhen: RULE_VISIBLE_WHEN,
      cells: { title: (row) => memberRuleTitle({ name: String(row.name ?? ''), title: String(row.title ?? '') }, t) },
      inputs: { pid: parentRuleInput((item) => memberRuleTitle({ title: item.label }, t), t('resourceKit.topLevel')) },
    }),
    [t],
  );
  return <ResourcePage def={userRuleResource} options={options} />;
}
