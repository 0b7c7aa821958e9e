import { Flex, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ShipDetailAnswer } from '@vessel/contract';
import { CompactTable } from '../../../components/compact-table';
import { AlertStageTag } from '../alert/alert-stage-tag';
import { DayText } from '../crew/day-text';
import { LinkButton } from '../crew/link-button';
import { DetailSection } from '../detail-page';

type Todo = ShipDetailAnswer['open_items']['todos'][number];
type Alert = ShipDetailAnswer['open_items']['alerts'][number];

const LEVEL_COLOURS: Record<string, string> = { info: 'blue', warn: 'warning', critical: 'error' };
const PRIORITY_COLOURS: Record<string, string> = { low: 'default', normal: 'blue', high: 'orange', urgent: 'red' };

/** The ship's open to-dos and alerts: the work outstanding on her, soonest due first. */
export function ShipOpenItemsTab({ detail }: { detail: ShipDetailAnswer }) {
  const { t } = useTranslation('backend');
  const byDue = <T extends { due_date: string | null }>(rows: readonly T[]) => [...rows].sort((a, b) => (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999'));
  const todos: ColumnsType<Todo> = [
    { key: 'title', title: t('fleet.shipDetail.openItems.title'), dataIndex: 'title' },
    { key: 'due', title: t('fleet.shipDetail.openItems.due'), render: (_v, row) => <DayText day={row.due_date} /> },
    {
      key: 'priority',
      title: t('fleet.shipDetail.openItems.priority'),
      render: (_v, row) => <Tag color={PRIORITY_COLOURS[row.priority] ?? 'default'}>{t(`todo.todo.priority_options.${row.priority}`, { defaultValue: row.priority })}</Tag>,
    },
    { key: 'status', title: t('fleet.shipDetail.openItems.status'), render: (_v, row) => t(`todo.todo.status_options.${row.status}`, { defaultValue: row.status }) },
  ];
  const alerts: ColumnsType<Alert> = [
    { key: 'title', title: t('fleet.shipDetail.openItems.title'), dataIndex: 'title' },
    {
      key: 'level',
      title: t('fleet.shipDetail.openItems.level'),
      render: (_v, row) => <Tag color={LEVEL_COLOURS[row.level] ?? 'default'}>{t(`fleet.shipDetail.levels.${row.level}`, { defaultValue: row.level })}</Tag>,
    },
    { key: 'due', title: t('fleet.shipDetail.openItems.due'), render: (_v, row) => <DayText day={row.due_date} /> },
    { key: 'stage', title: t('fleet.shipDetail.openItems.stage'), render: (_v, row) => <AlertStageTag stage={row.stage} /> },
  ];
  return (
    <Flex vertical gap={24}>
      <DetailSection
        title={t('fleet.shipDetail.openItems.todos')}
        extra={
          <LinkButton to={`/admin/todo/todo?${new URLSearchParams({ 'search.ship_id': `eq:${detail.ship.id}` }).toString()}`} size="small">
            {t('fleet.shipDetail.openItems.allTodos')}
          </LinkButton>
        }
      >
        <CompactTable<Todo>
          rowKey="id"
          columns={todos}
          dataSource={byDue(detail.open_items.todos)}
          empty={t('fleet.shipDetail.openItems.noTodos')}
        />
      </DetailSection>
      <DetailSection title={t('fleet.shipDetail.openItems.alerts')}>
        <CompactTable<Alert>
          rowKey="id"
          columns={alerts}
          // As the server orders them, the alert list's order (critical first, then the nearest due date).
          dataSource={detail.open_items.alerts}
          empty={t('fleet.shipDetail.openItems.noAlerts')}
        />
      </DetailSection>
    </Flex>
  );
}
