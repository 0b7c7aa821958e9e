import type { FieldInputRenderer } from '../../../components/resource/field-input';
import { RemoteTreeSelect } from '../../../components/resource/remote-tree-select';
import type { ResourceFormOptions } from '../../../components/resource/resource-form-dialog';
import type { SelectItem } from '../../../components/resource/select-tree';

const isMenu = (values: Record<string, unknown>) => values.type === 'menu';

/**
 * The form of a menu rule (an administrator's or the member centre's): the fields of a menu item (its
 * kind, link, component, keep-alive) appear only for menu items, path and icon not for buttons.
 */
export const RULE_VISIBLE_WHEN: NonNullable<ResourceFormOptions['visibleWhen']> = {
  path: (values) => values.type !== 'button',
  icon: (values) => values.type !== 'button',
  menu_type: isMenu,
  url: (values) => isMenu(values) && (values.menu_type === 'link' || values.menu_type === 'iframe'),
  component: (values) => isMenu(values) && values.menu_type === 'tab',
  keepalive: (values) => isMenu(values) && values.menu_type === 'tab',
};

/** A rule's parent: a rule of the same tree, not the rule itself; empty is the top level (`placeholder`). */
export function parentRuleInput(titleOf: (item: SelectItem) => string, placeholder: string): FieldInputRenderer {
  return function ParentRuleInput({ value, onChange, id, recordId, ownBase }) {
    return (
      <RemoteTreeSelect
        id={id}
        url={ownBase}
        value={value as string | null}
        onChange={onChange}
        titleOf={titleOf}
        placeholder={placeholder}
        {...(recordId ? { excludeId: recordId } : {})}
      />
    );
  };
}
