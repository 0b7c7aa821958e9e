import { Empty, Spin, Tree, Typography, theme, type TreeProps } from 'antd';
import type { ReactNode } from 'react';
import { checkedLeaves, heldIds, type SelectTreeNode } from '../../../components/resource/select-tree';

interface RightsTreeProps<N extends SelectTreeNode> {
  /** The field's id (the form label points at it). */
  id?: string | undefined;
  tree: N[];
  /** The rule ids the group holds. */
  chosen: readonly string[];
  loading: boolean;
  onChange?: ((ids: string[]) => void) | undefined;
  /** What an empty rule tree says, and the hint below the tree. */
  empty: ReactNode;
  hint: ReactNode;
  titleRender?: TreeProps<N>['titleRender'];
}

/**
 * A group's rights as a checkable rule tree (a role's admin rules, a member group's member-centre rules).
 * Checking a button checks nothing above it, but a half-checked page and directory are held as well:
 * a button's right is of no use without its page.
 */
export function RightsTree<N extends SelectTreeNode>({ id, tree, chosen, loading, onChange, empty, hint, titleRender }: RightsTreeProps<N>) {
  const { token } = theme.useToken();
  if (loading) return <Spin size="small" />;
  if (!tree.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />;
  return (
    <div>
      <div id={id} style={{ border: `1px solid ${token.colorBorder}`, borderRadius: token.borderRadius, padding: 8, maxHeight: 360, overflow: 'auto' }}>
        <Tree<N>
          checkable
          selectable={false}
          defaultExpandAll
          treeData={tree}
          checkedKeys={checkedLeaves(tree, chosen)}
          onCheck={(checked, info) => {
            const keys = (Array.isArray(checked) ? checked : checked.checked).map(String);
            onChange?.(heldIds(tree, keys, (info.halfCheckedKeys ?? []).map(String)));
          }}
          {...(titleRender ? { titleRender } : {})}
        />
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {hint}
      </Typography.Text>
    </div>
  );
}
