import { Flex, Form, Input, Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { crudKind, type CrudFieldDesign, type CrudTableDesign, type MenuNode } from '@vessel/contract';
import { IconSelect } from '../../../components/resource/icon-select';
import { currentLang } from '../../../locales/i18n';
import { useAdminMenus } from '../../../stores/admin-menus';
import type { DesignAction } from './design-state';
import { Prop, type ErrorLookup } from './field-properties';

interface TreeItem {
  value: string;
  title: string;
  children: TreeItem[];
}

/** The menu directories of the admin's menu, as a tree to pick the new page's parent from. */
function directories(nodes: readonly MenuNode[], title: (node: MenuNode) => string): TreeItem[] {
  return nodes
    .filter((node) => node.type === 'menu_dir')
    .map((node) => ({ value: node.name, title: title(node), children: directories(node.children, title) }));
}

/** The table's options: name, titles, quick search, default sort, menu directory and icon. */
export function TableOptions({ table, fields, mode, dispatch, errors }: { table: CrudTableDesign; fields: readonly CrudFieldDesign[]; mode: 'create' | 'alter'; dispatch(action: DesignAction): void; errors: ErrorLookup }) {
  const { t } = useTranslation('backend');
  const menus = useAdminMenus((state) => state.menus);
  const tree = useMemo(() => directories(menus, (node) => t(`menu.${node.path || node.name}`, { defaultValue: node.title })), [menus, t]);
  const set = (patch: Partial<CrudTableDesign>) => dispatch({ type: 'table', patch });
  const searchable = fields.filter((field) => crudKind(field.kind).type === 'string' && !crudKind(field.kind).writeOnly);
  const sortable = [...new Set(['id', 'created_at', 'updated_at', ...fields.map((field) => field.name).filter(Boolean)])];

  return (
    <Form layout="vertical" size="small" component="div">
      <Prop label={t('crud.table.name')} path="table.name" errors={errors} extra={t('crud.table.nameHint')}>
        <Input value={table.name} maxLength={40} disabled={mode === 'alter'} onChange={(event) => set({ name: event.target.value.trim() })} />
      </Prop>
      <Prop label={t('crud.table.titleZh')} path="table.title.zh-cn" errors={errors}>
        <Input value={table.title['zh-cn']} maxLength={100} onChange={(event) => set({ title: { ...table.title, 'zh-cn': event.target.value } })} />
      </Prop>
      <Prop label={t('crud.table.titleEn')} path="table.title.en" errors={errors}>
        <Input value={table.title.en} maxLength={100} onChange={(event) => set({ title: { ...table.title, en: event.target.value } })} />
      </Prop>
      <Prop label={t('crud.table.quickSearch')} path="table.quickSearch" errors={errors}>
        <Select
          mode="multiple"
          value={table.quickSearch}
          onChange={(quickSearch: string[]) => set({ quickSearch })}
          options={searchable.map((field) => ({ value: field.name, label: `${field.title[currentLang()] || field.name} (${field.name})` }))}
        />
      </Prop>
      <Flex gap={8}>
        <Prop label={t('crud.table.defaultOrder')} path="table.defaultOrder.field" errors={errors}>
          <Select
            style={{ minWidth: 160 }}
            value={table.defaultOrder.field}
            onChange={(field: string) => set({ defaultOrder: { ...table.defaultOrder, field } })}
            options={sortable.map((name) => ({ value: name, label: name }))}
          />
        </Prop>
        <Prop label=" " errors={errors}>
          <Select
            value={table.defaultOrder.direction}
            onChange={(direction: 'asc' | 'desc') => set({ defaultOrder: { ...table.defaultOrder, direction } })}
            options={[
              { value: 'desc', label: t('crud.table.desc') },
              { value: 'asc', label: t('crud.table.asc') },
            ]}
          />
        </Prop>
      </Flex>
      <Prop label={t('crud.table.menuParent')} path="table.menuParent" errors={errors}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('crud.table.topLevel')}
          value={table.menuParent ?? undefined}
          onChange={(value: string | undefined) => set({ menuParent: value ?? null })}
          treeData={tree}
        />
      </Prop>
      <Prop label={t('crud.table.icon')} path="table.icon" errors={errors}>
        <IconSelect value={table.icon} onChange={(icon) => set({ icon })} />
      </Prop>
    </Form>
  );
}
