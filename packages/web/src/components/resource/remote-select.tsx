import { Select } from 'antd';
import { useState } from 'react';
import { idsOfValue, useRemoteOptions } from './remote-options';

export interface RemoteSelectProps {
  url: string;
  multiple?: boolean;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | null) => void;
  placeholder?: string;
  allowClear?: boolean;
  id?: string;
}

/** A searchable select whose choices come from another resource (spec §7 remote select). */
export function RemoteSelect({ url, multiple, value, onChange, placeholder, allowClear = true, id }: RemoteSelectProps) {
  const [term, setTerm] = useState('');
  const chosen = idsOfValue(value);
  const { items, labels, loading } = useRemoteOptions(url, term, chosen);
  // A chosen item keeps its name when a new search no longer lists it.
  const listed = new Set(items.map((item) => item.id));
  const options = [
    ...items.map((item) => ({ value: item.id, label: item.label })),
    ...chosen.filter((key) => !listed.has(key)).map((key) => ({ value: key, label: labels.get(key) ?? key })),
  ];
  return (
    <Select
      id={id}
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
      showSearch={{ filterOption: false, onSearch: setTerm, searchValue: term }}
      notFoundContent={loading ? undefined : null}
      style={{ width: '100%' }}
    />
  );
}
