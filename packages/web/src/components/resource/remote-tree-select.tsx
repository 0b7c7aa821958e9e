import { TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../locales/i18n';
import { idsOfValue, selectItemLabel, useRemoteOptions } from './remote-options';
import { buildSelectTree, descendantIds, type SelectItem } from './select-tree';

export interface RemoteTreeSelectProps {
  url: string;
  multiple?: boolean;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  placeholder?: string;
  allowClear?: boolean;
  /** A record being edited in its own tree: it and its descendants cannot be its parent. */
  excludeId?: string;
  /** How an item is named (a rule's translated title); its label in the reader's language by default. */
  titleOf?: (item: SelectItem) => string;
  id?: string;
}

/**
 * A tree select over a tree resource: the remote-select answer carries `pid`, and a tree answers all
 * its rows, so the whole tree loads once and the search filters it locally.
 */
export function RemoteTreeSelect({ url, multiple, value, onChange, placeholder, allowClear = true, excludeId, titleOf, id }: RemoteTreeSelectProps) {
  useTranslation();
  const lang = currentLang();
  const chosen = idsOfValue(value);
  // A tree answers whole (the server sends every node), and is searched here.
  const { items, loading } = useRemoteOptions(url, '', chosen, { pageSize: 0 });
  const treeData = useMemo(
    () => buildSelectTree(items, { ...(excludeId ? { disabled: descendantIds(items, excludeId) } : {}), title: titleOf ?? ((item) => selectItemLabel(item, lang)) }),
    [items, excludeId, titleOf, lang],
  );
  return (
    <TreeSelect
      id={id}
      treeData={treeData}
      multiple={multiple}
      value={multiple ? chosen : (chosen[0] ?? null)}
      onChange={(next: string | string[] | null | undefined) =>
        onChange?.(multiple ? (Array.isArray(next) ? next : []) : ((next as string | null | undefined) ?? null))
      }
      loading={loading}
      allowClear={allowClear}
      placeholder={placeholder}
      showSearch={{ treeNodeFilterProp: 'title' }}
      treeDefaultExpandAll
      popupMatchSelectWidth={false}
      styles={{ popup: { root: { minWidth: 280, maxHeight: 400, overflow: 'auto' } } }}
      style={{ width: '100%' }}
    />
  );
}
