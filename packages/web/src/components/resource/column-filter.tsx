import { Button, DatePicker, Flex, Input, InputNumber, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldDef, Operator } from '@vessel/contract';
import { dictChoices, useDictionary } from './dict-options';
import { dateFilterKind, dayOf, pickerRange, rangeValue } from './date-filter';
import { RemoteSelect } from './remote-select';
import { RemoteTreeSelect } from './remote-tree-select';
import { VALUELESS_OPERATORS, type TableFilter } from './table-state';

interface ColumnFilterProps {
  field: FieldDef;
  operators: readonly Operator[];
  /** Translation keys of the field's options, by value. */
  optionLabel(value: string | number): string;
  current: TableFilter | undefined;
  onApply(filter: Omit<TableFilter, 'field'> | null): void;
}

const LIST_OPERATORS: readonly Operator[] = ['IN', 'NOT IN'];
const RANGE_OPERATORS: readonly Operator[] = ['RANGE', 'NOT RANGE'];

/** The filter of one column: a condition (when the field offers several) and a value editor for its type. */
export function ColumnFilter({ field, operators, optionLabel, current, onApply }: ColumnFilterProps) {
  const { t } = useTranslation('backend');
  const [operator, setOperator] = useState<Operator>(current?.operator ?? operators[0]!);
  const [val, setVal] = useState(current?.val ?? '');
  // Days travel as ISO days, moments as unix seconds (date-filter).
  const dateKind = dateFilterKind(field);
  const dictionary = useDictionary(field.dict);
  const options = field.dict ? dictChoices(dictionary.items) : (field.options ?? []).map((value) => ({ value: String(value), label: optionLabel(value) }));
  const apply = () => onApply({ operator, val });

  function editor() {
    if (VALUELESS_OPERATORS.includes(operator)) return null;
    if (RANGE_OPERATORS.includes(operator)) {
      if (dateKind) {
        return (
          <DatePicker.RangePicker
            showTime={dateKind === 'instant'}
            allowEmpty={[true, true]}
            value={pickerRange(dateKind, val)}
            onChange={(dates) => setVal(rangeValue(dateKind, dates))}
          />
        );
      }
      const [from = '', to = ''] = val.split(',');
      return (
        <Space.Compact>
          <Input placeholder={t('resourceKit.filter.from')} value={from} onChange={(event) => setVal(`${event.target.value},${to}`)} />
          <Input placeholder={t('resourceKit.filter.to')} value={to} onChange={(event) => setVal(`${from},${event.target.value}`)} />
        </Space.Compact>
      );
    }
    const list = LIST_OPERATORS.includes(operator);
    if (field.type === 'boolean') {
      return (
        <Select
          value={val || null}
          onChange={(next: string) => setVal(next)}
          options={[
            { value: '1', label: t('resourceKit.yes') },
            { value: '0', label: t('resourceKit.no') },
          ]}
          placeholder={t('resourceKit.select')}
          style={{ width: '100%' }}
        />
      );
    }
    if (options.length) {
      return (
        <Select
          mode={list ? 'multiple' : undefined}
          value={list ? (val ? val.split(',') : []) : val || null}
          onChange={(next: string | string[]) => setVal(Array.isArray(next) ? next.join(',') : next)}
          options={options}
          placeholder={t('resourceKit.select')}
          style={{ width: '100%' }}
        />
      );
    }
    if (field.remote && field.type === 'uuid') {
      const pick = (next: string | string[] | null) => setVal(typeof next === 'string' ? next : '');
      return field.widget === 'treeSelect' ? (
        <RemoteTreeSelect url={field.remote.url} value={val || null} onChange={pick} placeholder={t('resourceKit.select')} />
      ) : (
        <RemoteSelect url={field.remote.url} value={val || null} onChange={pick} placeholder={t('resourceKit.select')} {...(field.remote.search ? { filter: field.remote.search } : {})} />
      );
    }
    if (dateKind === 'day' && !list) {
      const day = dayOf(val);
      return (
        <DatePicker
          value={day ? dayjs(day) : null}
          onChange={(next) => setVal(next ? next.format('YYYY-MM-DD') : '')}
          placeholder={t('resourceKit.select')}
          style={{ width: '100%' }}
        />
      );
    }
    if (field.type === 'int' && !list) {
      return <InputNumber value={val === '' ? null : Number(val)} onChange={(next) => setVal(next === null ? '' : String(next))} style={{ width: '100%' }} />;
    }
    return <Input value={val} onChange={(event) => setVal(event.target.value)} onPressEnter={apply} placeholder={t('resourceKit.input')} allowClear />;
  }

  return (
    <Flex vertical gap={8} style={{ padding: 12, width: 300 }} onKeyDown={(event) => event.stopPropagation()}>
      {operators.length > 1 ? (
        <Select
          aria-label={t('resourceKit.filter.operator')}
          value={operator}
          onChange={(next: Operator) => setOperator(next)}
          options={operators.map((value) => ({ value, label: t(`resourceKit.operator.${value}`) }))}
          style={{ width: '100%' }}
        />
      ) : null}
      {editor()}
      <Flex justify="space-between">
        <Button size="small" type="link" onClick={() => onApply(null)} disabled={!current}>
          {t('resourceKit.filter.reset')}
        </Button>
        <Button size="small" type="primary" onClick={apply}>
          {t('resourceKit.filter.search')}
        </Button>
      </Flex>
    </Flex>
  );
}
