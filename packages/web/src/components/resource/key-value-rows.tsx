import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { KEY_VALUE_LIMITS, type KeyValueRow } from '@vessel/contract';
import { keyValueRows } from './widget-values';

/** The array widget's input: rows of a key and a value, added and removed one at a time. */
export function KeyValueRowsInput({ id, value, onChange }: { id?: string; value?: unknown; onChange?: (rows: KeyValueRow[]) => void }) {
  const { t } = useTranslation('backend');
  const rows = keyValueRows(value);
  const set = (index: number, part: keyof KeyValueRow, text: string) => onChange?.(rows.map((row, at) => (at === index ? { ...row, [part]: text } : row)));
  return (
    <Flex vertical gap={6} id={id}>
      {rows.map((row, index) => (
        <Flex gap={6} key={index}>
          <Input
            value={row.key}
            maxLength={KEY_VALUE_LIMITS.key}
            placeholder={t('resourceKit.widgets.key')}
            aria-label={t('resourceKit.widgets.key')}
            onChange={(event) => set(index, 'key', event.target.value)}
            style={{ flex: 1 }}
          />
          <Input
            value={row.value}
            maxLength={KEY_VALUE_LIMITS.value}
            placeholder={t('resourceKit.widgets.value')}
            aria-label={t('resourceKit.widgets.value')}
            onChange={(event) => set(index, 'value', event.target.value)}
            style={{ flex: 2 }}
          />
          <Button icon={<DeleteOutlined />} aria-label={t('resourceKit.widgets.removeRow')} onClick={() => onChange?.(rows.filter((_, at) => at !== index))} />
        </Flex>
      ))}
      <Button type="dashed" icon={<PlusOutlined />} disabled={rows.length >= KEY_VALUE_LIMITS.rows} onClick={() => onChange?.([...rows, { key: '', value: '' }])} style={{ alignSelf: 'flex-start' }}>
        {t('resourceKit.widgets.addRow')}
      </Button>
    </Flex>
  );
}
