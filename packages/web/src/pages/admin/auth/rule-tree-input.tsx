import { Empty, Spin, Tree, Typography, theme } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceBase, ruleResource } from '@vessel/contract';
import type { FieldInputProps } from '../../../components/resource/field-input';
import { idsOfValue, useRemoteOptions } from '../../../components/resource/remote-options';
import { buildSelectTree, checkedLeaves, heldIds, type SelectTreeNode } from '../../../components/resource/select-tree';
import { useAdminMenus } from '../../../stores/admin-menus';
import { menuIndex, ruleNameOf, ruleTitle, sortRuleTree } from './rule-titles';

type RuleNode = SelectTreeNode & { name?: string };

/**
 * A role's rights as a checkable tree of the rule tree (`GET /admin/auth.Rule/index?select=true`).
 * Checking a button checks nothing above it, but a half-checked menu and directory are held as well:
 * a button's right is of no use without its page.
 */
export function RuleTreeInput({ value, onChange, id }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const { token } = theme.useToken();
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

  if (loading) return <Spin size="small" />;
  if (!tree.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('auth.group.rulesEmpty')} />;
  return (
    <div>
      <div
        id={id}
        style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, padding: 8, maxHeight: 360, overflow: 'auto' }}
      >
        <Tree<RuleNode>
          checkable
          selectable={false}
          defaultExpandAll
          treeData={tree}
          checkedKeys={checkedLeaves(tree, chosen)}
          onCheck={(checked, info) => {
            const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
            onChange?.(heldIds(tree, keys, (info.halfCheckedKeys ?? []).map(String)));
          }}
          titleRender={(node) => (
            <span data-rule={node.name} title={node.name}>
              {node.title}
            </span>
          )}
        />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('auth.group.rulesHint')}
      </Typography.Text>
    </div>
  );
}
