import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { optionLabelKey, shipResource, type ShipDetailAnswer } from '@vessel/contract';
import { CompactTable } from '../../../components/compact-table';
import { DayText } from '../crew/day-text';
import { DetailSection } from '../detail-page';
import { SHIP_STATUS_COLOURS, isShipStatus } from './ship-status';

type StatusChange = ShipDetailAnswer['status_log'][number];
type FormerName = ShipDetailAnswer['name_history'][number];

function StatusTag({ status }: { status: string | null }) {
  const { t } = useTranslation('backend');
  if (!isShipStatus(status)) return <Typography.Text type="secondary">-</Typography.Text>;
  return <Tag color={SHIP_STATUS_COLOURS[status]}>{t(optionLabelKey(shipResource, { name: 'status' }, status))}</Tag>;
}

/** The ship's status history (newest first) and former names (曾用名). */
export function ShipHistoryTab({ detail }: { detail: ShipDetailAnswer }) {
  const { t } = useTranslation('backend');
  const log = [...detail.status_log].sort((a, b) => (a.changed_on === b.changed_on ? b.created_at.localeCompare(a.created_at) : b.changed_on.localeCompare(a.changed_on)));
  const changes: ColumnsType<StatusChange> = [
    { key: 'date', title: t('fleet.shipDetail.history.date'), render: (_v, row) => <DayText day={row.changed_on} /> },
    { key: 'from', title: t('fleet.shipDetail.history.from'), render: (_v, row) => <StatusTag status={row.from_status} /> },
    { key: 'to', title: t('fleet.shipDetail.history.to'), render: (_v, row) => <StatusTag status={row.to_status} /> },
    { key: 'reason', title: t('fleet.shipDetail.history.reason'), dataIndex: 'reason' },
    { key: 'by', title: t('fleet.shipDetail.history.by'), dataIndex: 'username' },
  ];
  const names: ColumnsType<FormerName> = [
    { key: 'name_en', title: t('fleet.ship.name_en'), dataIndex: 'name_en' },
    { key: 'name_zh', title: t('fleet.ship.name_zh'), dataIndex: 'name_zh' },
    { key: 'until', title: t('fleet.shipDetail.history.until'), render: (_v, row) => <DayText day={row.until} /> },
  ];
  return (
    <Flex vertical gap={24}>
      <CompactTable<StatusChange>
        rowKey="id"
        columns={changes}
        dataSource={log}
        empty={t('fleet.shipDetail.history.empty')}
      />
      <DetailSection title={t('fleet.shipDetail.history.names')}>
        <CompactTable<FormerName>
          rowKey="id"
          columns={names}
          dataSource={detail.name_history}
          empty={t('fleet.shipDetail.history.noNames')}
        />
      </DetailSection>
    </Flex>
  );
}
