import { Button, Card, Input, Select, Space } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { FieldInputProps } from '../../../components/resource/field-input';

interface DraftItem {
  id?: string;
  section: string;
  comment: string;
  suggestion: string;
}

/** The ISM Code's sections 1–12: the sections of the ISM checklist the server checks an item against. */
const SECTIONS = Array.from({ length: 12 }, (_, index) => String(index + 1));

/** The master's items while the review is a draft: an ISM section, a comment and a suggestion each. */
export function MasterReviewItemsInput({ value, onChange }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const items = (Array.isArray(value) ? value : []) as DraftItem[];
  const set = (next: DraftItem[]) => onChange?.(next.map(({ id, section, comment, suggestion }) => ({ id, section, comment, suggestion })));
  const change = (index: number, patch: Partial<DraftItem>) => set(items.map((item, at) => (at === index ? { ...item, ...patch } : item)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {items.map((item, index) => (
        <Card
          key={item.id ?? index}
          size="small"
          title={
            <Select
              style={{ width: 160 }}
              value={item.section || undefined}
              placeholder={t('evaluationMasters.section')}
              onChange={(section: string) => change(index, { section })}
              options={SECTIONS.map((section) => ({ value: section, label: `ISM ${section}` }))}
            />
          }
          extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={t('evaluationMasters.removeItem')} onClick={() => set(items.filter((_, at) => at !== index))} />}
        >
          <Space direction="vertical" style={{ width: '100%' }}>
            <Input.TextArea rows={2} maxLength={4000} placeholder={t('evaluationMasters.comment')} value={item.comment} onChange={(event) => change(index, { comment: event.target.value })} />
            <Input.TextArea rows={2} maxLength={4000} placeholder={t('evaluationMasters.suggestion')} value={item.suggestion} onChange={(event) => change(index, { suggestion: event.target.value })} />
          </Space>
        </Card>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => set([...items, { section: '', comment: '', suggestion: '' }])}>
        {t('evaluationMasters.addItem')}
      </Button>
    </Space>
  );
}
