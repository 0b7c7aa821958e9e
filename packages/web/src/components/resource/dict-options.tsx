import { Checkbox, Radio, Select, Space, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { dictLabel, type DictOption, type FieldDef } from '@vessel/contract';
import { dictionaryQuery } from '../../api/admin/dictionaries';
import { currentLang } from '../../locales/i18n';
import { codesOf, dictChoices } from './dict-choices';

export { dictChoices } from './dict-choices';

/** The enabled items of a dictionary type, loaded once per type and again when the type is forgotten. */
export function useDictionary(type: string | undefined): { items: DictOption[]; loading: boolean } {
  const query = useQuery({ ...dictionaryQuery(type ?? ''), enabled: Boolean(type) });
  return { items: type ? (query.data ?? []) : [], loading: Boolean(type) && query.isFetching };
}

interface DictInputProps {
  field: FieldDef;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  multiple?: boolean;
  allowClear?: boolean;
  placeholder?: string;
}

/** The input of a field declared with `dict`: its widget (select, radio, checkbox) over the type's items. */
export function DictInput({ field, value, onChange, id, multiple, allowClear, placeholder }: DictInputProps) {
  const { items, loading } = useDictionary(field.dict);
  const held = codesOf(value);
  const options = dictChoices(items, held);
  if (field.widget === 'radio') return <Radio.Group id={id} value={value} onChange={(event) => onChange?.(event.target.value)} options={options} />;
  if (field.widget === 'checkbox') return <Checkbox.Group value={held} onChange={(next) => onChange?.(next)} options={options} />;
  return (
    <Select
      id={id}
      value={multiple ? held : (held[0] ?? null)}
      onChange={(next) => onChange?.(next ?? (multiple ? [] : ''))}
      options={options}
      loading={loading}
      mode={multiple ? 'multiple' : undefined}
      allowClear={allowClear}
      placeholder={placeholder}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ width: '100%' }}
    />
  );
}

/** A dictionary code (or codes) as a table shows it: the item's name in the reader's language, as a tag or as text. */
export function DictLabel({ type, value, tag, color }: { type: string; value: unknown; tag?: boolean; color?: string }) {
  const { items } = useDictionary(type);
  const lang = currentLang();
  const labels = codesOf(value).map((code) => ({ code, label: dictLabel(items.find((item) => item.code === code), code, lang) }));
  if (!tag) return <>{labels.map((entry) => entry.label).join(', ')}</>;
  return (
    <Space size={[0, 4]} wrap>
      {labels.map((entry) => (
        <Tag key={entry.code} color={color ?? 'blue'}>
          {entry.label}
        </Tag>
      ))}
    </Space>
  );
}
