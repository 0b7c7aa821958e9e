import { Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PMS_EQUIPMENT_TRANSLATIONS, jobDescription, optionLabelKey } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

addRuntimeMessages(i18n, PMS_EQUIPMENT_TRANSLATIONS);

const def = jobDescription.def;
export const DUE_COLOURS: Record<string, string> = { ok: 'green', due_soon: 'orange', in_window: 'blue', overdue: 'red' };
const text = (value: unknown) => (value === null || value === undefined || value === '' ? null : String(value));

/** A job's stored due state as a tag (what the server computed with pms-due.ts: the list filters by it). */
export function JobDueTag({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  const status = String(row.due_status ?? 'ok');
  return (
    <Tag color={DUE_COLOURS[status]} data-testid={`job-due-${status}`}>
      {t(optionLabelKey(def, { name: 'due_status' }, status))}
      {row.due_driver ? ` · ${t(optionLabelKey(def, { name: 'due_driver' }, String(row.due_driver)))}` : ''}
    </Tag>
  );
}

/**
 * Maintenance jobs (the plan's lines): the generic list and form, with the due state tagged, the next due
 * hours with the hours left (or past) and the forecast date, and the component named by its code.
 */
export default function JobPage() {
  const { t, i18n: current } = useTranslation('backend');
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        due_status: (row: TableRow) => <JobDueTag row={row} />,
        component_id: (row: TableRow) => {
          const name = current.language === 'zh-cn' ? (text(row.component_name_zh) ?? text(row.component_name_en)) : text(row.component_name_en);
          return [text(row.component_code), name].filter(Boolean).join(' ') || text(row.component_id);
        },
        next_due_hours: (row: TableRow) => {
          if (row.next_due_hours === null || row.next_due_hours === undefined) return null;
          const left = Number(row.remaining_hours);
          return (
            <Space size={4} wrap>
              <span>{String(row.next_due_hours)}</span>
              {Number.isFinite(left) && row.remaining_hours !== null ? (
                <Typography.Text type={left < 0 ? 'danger' : 'secondary'}>{left < 0 ? t('pmsEquipment.pastDue', { hours: -left }) : t('pmsEquipment.remaining', { hours: left })}</Typography.Text>
              ) : null}
            </Space>
          );
        },
      },
    }),
    [t, current.language],
  );
  return <ResourcePage def={def} options={options} />;
}
