import { Card, Flex, Select, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { shipIdsOf, type DrillScheduleView } from '@vessel/contract';
import { http } from '../../../api/app-http-client';
import { DashboardShipsTag } from '../../../components/dashboard-ships-tag';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { formatDay } from '../../../locales/format';
import { currentLang } from '../../../locales/i18n';

const STATUS_COLOURS: Record<string, string> = { ok: 'green', due_soon: 'orange', overdue: 'red', never_done: 'volcano' };
const STATUSES = ['overdue', 'never_done', 'due_soon', 'ok'] as const;

/** The drill schedule (DOMAIN.md `drill_schedule`): ship × drill type, last done, next due, status coloured. */
export default function DrillSchedulePage() {
  const { t } = useTranslation('backend');
  // The filters live in the URL: the dashboard's tiles open the page with them (drillScheduleQuery).
  const [params, setParams] = useSearchParams();
  const shipId = params.get('ship_id') ?? undefined;
  // Several ships: the dashboard's fleet-group or ship-type filter the page was opened with.
  const shipIds = shipIdsOf(params.get('ship_ids')) ? params.get('ship_ids')! : undefined;
  const statuses = (params.get('status') ?? '').split(',').filter((value) => (STATUSES as readonly string[]).includes(value));
  const status = statuses.join(',') || undefined;
  const dueTo = params.get('due_to') ?? undefined;
  const setFilter = (name: string, value: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const [rows, setRows] = useState<DrillScheduleView[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let live = true;
    setLoading(true);
    http
      .get<{ list: DrillScheduleView[] }>('/admin/contingency.Drill/schedule', { ...(shipId ? { ship_id: shipId } : {}), ...(shipIds ? { ship_ids: shipIds } : {}), ...(status ? { status } : {}), ...(dueTo ? { due_to: dueTo } : {}) })
      .then(
        ({ data }) => live && setRows(data.list),
        () => live && setRows([]),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [shipId, shipIds, status, dueTo]);
  const zh = currentLang() === 'zh-cn';
  return (
    <Card title={t('contingencyDrills.scheduleTitle')}>
      <Flex gap={12} style={{ marginBottom: 12 }} wrap align="center">
        <div style={{ width: 260 }}>
          <RemoteSelect url="/admin/fleet.Ship/" value={shipId} onChange={(value) => setFilter('ship_id', (value as string | null) ?? undefined)} placeholder={t('contingencyDrills.ship')} />
        </div>
        {shipIds ? <DashboardShipsTag ids={shipIds.split(',')} onClose={() => setFilter('ship_ids', undefined)} /> : null}
        <Select
          mode="multiple"
          allowClear
          style={{ minWidth: 200 }}
          placeholder={t('contingencyDrills.status')}
          aria-label={t('contingencyDrills.status')}
          value={statuses}
          onChange={(values: string[]) => setFilter('status', values.join(',') || undefined)}
          options={STATUSES.map((value) => ({ value, label: t(`contingencyDrills.scheduleStatus.${value}`) }))}
          data-testid="drill-schedule-status"
        />
        {dueTo && (
          <Tag closable onClose={() => setFilter('due_to', undefined)} data-testid="drill-schedule-due-to">
            {t('contingencyDrills.dueTo', { date: formatDay(dueTo, currentLang()) })}
          </Tag>
        )}
      </Flex>
      <Table<DrillScheduleView>
        size="small"
        loading={loading}
        rowKey={(row) => `${row.ship_id}|${row.drill_type_id}`}
        dataSource={rows}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        columns={[
          { key: 'ship', title: t('contingencyDrills.ship'), render: (_, row) => (zh && row.ship_name_zh ? row.ship_name_zh : row.ship_name_en) },
          { key: 'type', title: t('contingencyDrills.drillType'), render: (_, row) => (zh ? row.drill_type_name_zh : row.drill_type_name_en) },
          { key: 'frequency', title: t('contingencyDrills.frequency'), dataIndex: 'frequency_days', width: 110 },
          { key: 'last', title: t('contingencyDrills.lastDone'), dataIndex: 'last_done_date', width: 130, render: (value: string | null) => value ?? '—' },
          { key: 'next', title: t('contingencyDrills.nextDue'), dataIndex: 'next_due_date', width: 130, render: (value: string | null) => value ?? '—' },
          { key: 'status', title: t('contingencyDrills.status'), dataIndex: 'status', width: 130, render: (value: string) => <Tag color={STATUS_COLOURS[value]}>{t(`contingencyDrills.scheduleStatus.${value}`)}</Tag> },
        ]}
      />
    </Card>
  );
}
