import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceBase, ruleResource } from '@vessel/contract';
import type { FieldInputProps } from '../../../components/resource/field-input';
import { idsOfValue, useRemoteOptions } from '../../../components/resource/remote-options';
import { buildSelectTree, type SelectTreeNode } from '../../../components/resource/select-tree';
import { useAdminMenus } from '../../../stores/admin-menus';
import { RightsTree } from './rights-tree';
import { menuIndex, ruleNameOf, ruleTitle, sortRuleTree } from './rule-titles';

type RuleNode = SelectTreeNode & { name?: string };

/**
 * A role's rights as a checkable tree of the rule tree (`GET /admin/auth.Rule/index?select=true`), each
 * rule carrying its name (shown on hover, and `data-rule` for whatever looks a rule up by name).
 */
export function RuleTreeInput({ value, onChange, id }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const menus = useAdminMenus((state) => state.menus);
  const chosen = idsOfValue(value);
  const { items, loading } = useRemoteOptions(resourceBase(ruleResource), '', chosen);
  const index = useMemo(() => menuIndex(menus), [menus]);
  const tree = useMemo(() => {
    const names = new Map(items.map((item) => [item.id, ruleNameOf(item, index)]));
    const built = buildSelectTree(items, { title: (item) => ruleTitle(item, index, t) });
    const named = (nodes: SelectTreeNode[]): RuleNode[] =>
      nodes.map((node) => ({ ...node, name: names.get(node.key), ...(node.children ? { children: named(node.children) } : {}) }));
    return named(sortRuleTree(built, index));
  }, [items, index, t]);

  return (
    <RightsTree<RuleNode>
      id={id}
      tree={tree}
      chosen={chosen}
      loading={loading}
      onChange={onChange}
      empty={t('auth.group.rulesEmpty')}
      hint={t('auth.group.rulesHint')}
      titleRender={(node) => (
        <span data-rule={node.name} title={node.name}>
          {node.title}
        </span>
      )}
    />
  );
}
