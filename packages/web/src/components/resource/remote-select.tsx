import { Flex, Select, Spin, Typography } from 'antd';
import { useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SelectFilter } from '../../api/admin/resource';
import { currentLang } from '../../locales/i18n';
import { idsOfValue, selectItemLabel, useRemoteOptions } from './remote-options';

export interface RemoteSelectProps {
  url: string;
  multiple?: boolean;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
  /** Declared filters the choices must pass (ship ranks only: `kind eq ship_rank`). */
  filter?: readonly SelectFilter[];
  status?: 'warning' | 'error';
  'aria-label'?: string;
  style?: React.CSSProperties;
}

/** How near the end of the list (px) scrolling asks for the next page. */
const NEAR_END = 48;

/**
 * The one picker of a record of another resource (spec §7 remote select), for every reference: forms,
 * column filters, page filters. It searches on the server (a seafarer by Chinese name, passport name or
 * number; a rank by code or either name), names each choice in the reader's language, and loads the next
 * page when the list is scrolled to its end.
 */
export function RemoteSelect({ url, multiple, value, onChange, placeholder, allowClear = true, id, filter, status, style, ...rest }: RemoteSelectProps) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const [term, setTerm] = useState('');
  const chosen = idsOfValue(value);
  const { items, known, loading, more, loadMore } = useRemoteOptions(url, term, chosen, filter ? { filter } : {});
  // A chosen item keeps its name when a new search no longer lists it.
  const listed = new Set(items.map((item) => item.id));
  const options = [
    ...items.map((item) => ({ value: item.id, label: selectItemLabel(item, lang) })),
    ...chosen.filter((key) => !listed.has(key)).map((key) => {
      const item = known.get(key);
      return { value: key, label: item ? selectItemLabel(item, lang) : key };
    }),
  ];
  const scrolled = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    if (list.scrollTop + list.clientHeight >= list.scrollHeight - NEAR_END) loadMore();
  };
  return (
    <Select
      id={id}
      // A picker outside a form (a page filter) has no <label>; its placeholder names it then, as a native
      // input's would. In a form the item's label (for=id) names it.
      aria-label={rest['aria-label'] ?? (id ? undefined : placeholder)}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? chosen : (chosen[0] ?? null)}
      onChange={(next: string | string[] | null) => {
        setTerm('');
        onChange?.(multiple ? (Array.isArray(next) ? next : []) : ((next as string | null | undefined) ?? null));
      }}
      options={options}
      loading={loading}
      allowClear={allowClear}
      placeholder={placeholder}
      status={status}
      showSearch={{ filterOption: false, onSearch: setTerm, searchValue: term }}
      onPopupScroll={scrolled}
      popupRender={(menu) => (
        <>
          {menu}
          {more ? (
            <Flex justify="center" style={{ padding: 4 }}>
              {loading ? (
                <Spin size="small" />
              ) : (
                <Typography.Link onMouseDown={(event) => event.preventDefault()} onClick={loadMore}>
                  {t('resourceKit.selectMore')}
                </Typography.Link>
              )}
            </Flex>
          ) : null}
        </>
      )}
      notFoundContent={loading ? undefined : null}
      style={{ width: '100%', ...style }}
    />
  );
}
