import { Flex, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchIconNames } from './icon-names';
import { NamedIcon, useIconSet } from './icon-set';

export interface IconSelectProps {
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
}

/** Picks an antd icon by name, searchable, each choice drawn with its icon. */
export function IconSelect({ value, onChange, id }: IconSelectProps) {
  const { t } = useTranslation('backend');
  const set = useIconSet();
  const [term, setTerm] = useState('');
  const names = useMemo(() => (set ? searchIconNames(Object.keys(set), term) : []), [set, term]);
  const options = useMemo(() => {
    const list = value && !names.includes(value) ? [value, ...names] : names;
    return list.map((name) => ({
      value: name,
      label: (
        <Flex gap={8} align="center">
          <NamedIcon name={name} set={set} />
          <span>{name}</span>
        </Flex>
      ),
    }));
  }, [names, value, set]);
  return (
    <Select
      id={id}
      value={value || null}
      onChange={(next: string | null) => onChange?.(next ?? '')}
      options={options}
      allowClear
      loading={!set}
      placeholder={set ? t('resourceKit.iconSearch') : t('resourceKit.iconLoading')}
      showSearch={{ filterOption: false, onSearch: setTerm, searchValue: term }}
      style={{ width: '100%' }}
    />
  );
}
