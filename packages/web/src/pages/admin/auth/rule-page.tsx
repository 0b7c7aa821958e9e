import { ruleResource } from '@vessel/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { RemoteTreeSelect } from '../../../components/resource/remote-tree-select';
import type { SelectItem } from '../../../components/resource/select-tree';
import { useAdminMenus } from '../../../stores/admin-menus';
import { menuIndex, ruleTitle } from './rule-titles';

const isMenu = (values: Record<string, unknown>) => values.type === 'menu';

/**
 * Menu rules: the tree of menus and rights. Titles read as the menu shows them; the fields of a menu
 * item (its kind, link, component, keep-alive) appear only for menu items, path and icon not for buttons.
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
        pid: ({ value, onChange, id, recordId, ownBase }) => (
          <RemoteTreeSelect
            id={id}
            url={ownBase}
            value={value as string | null}
            onChange={onChange}
            titleOf={titleOf}
            placeholder={t('resourceKit.topLevel')}
            {...(recordId ? { excludeId: recordId } : {})}
          />
        ),
      },
      visibleWhen: {
        path: (values) => values.type !== 'button',
        icon: (values) => values.type !== 'button',
        menu_type: isMenu,
        url: (values) => isMenu(values) && (values.menu_type === 'link' || values.menu_type === 'iframe'),
        component: (values) => isMenu(values) && values.menu_type === 'tab',
        keepalive: (values) => isMenu(values) && values.menu_type === 'tab',
      },
    };
  }, [menus, t]);
  return <ResourcePage def={ruleResource} options={options} />;
}
