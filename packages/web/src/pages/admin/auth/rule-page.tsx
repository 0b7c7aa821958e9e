import { ruleResource } from '@vessel/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { SelectItem } from '../../../components/resource/select-tree';
import { useAdminMenus } from '../../../stores/admin-menus';
import { RULE_VISIBLE_WHEN, parentRuleInput } from './rule-form';
import { menuIndex, ruleTitle } from './rule-titles';

/**
 * Menu rules: the tree of menus and rights. Titles read as the menu shows them; the form shows a rule's
 * fields by its kind (RULE_VISIBLE_WHEN).
 */
export default function RulePage() {
  const { t } = useTranslation('backend');
  const menus = useAdminMenus((state) => state.menus);
  const options = useMemo<ResourcePageOptions>(() => {
    const index = menuIndex(menus);
    const titleOf = (item: SelectItem) => ruleTitle(item, index, t);
    return {
      cells: {
        title: (row) => titleOf({ id: row.id, label: String(row.title ?? ''), pid: (row.pid as string | null) ?? null }),
      },
      inputs: {
        pid: parentRuleInput(titleOf, t('resourceKit.topLevel')),
      },
      visibleWhen: RULE_VISIBLE_WHEN,
    };
  }, [menus, t]);
  return <ResourcePage def={ruleResource} options={options} />;
}
