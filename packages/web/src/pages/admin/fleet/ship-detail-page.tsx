import { Flex, Space, Tag, Typography } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { optionLabelKey, shipResource, type ShipDetailAnswer } from '@vessel/contract';
import { DictLabel } from '../../../components/resource/dict-options';
import { readShipDetail } from '../../../api/admin/fleet';
import { DetailPage } from '../detail-page';
import { useDetailRecord, useTabParam } from '../use-detail-page';
import { ShipTimeline } from '../crew/ship-timeline';
import { defaultTimelineRange, type DayRange } from '../crew/timeline-layout';
import { localToday } from '../cert/certificate-cells';
import { printUrls } from '../../../api/admin/printables';
import { PrintButton } from '../print-button';
import { CrewListButton } from './crew-list-dialog';
import { ShipCertificatesTab } from './ship-certificates-tab';
import { ShipCrewTab } from './ship-crew-tab';
import { ShipHistoryTab } from './ship-history-tab';
import { ShipOpenItemsTab } from './ship-open-items-tab';
import { shipPageOptions } from './ship-page';
import { ShipParticularsTab } from './ship-particulars-tab';
import { SHIP_STATUS_COLOURS, isShipStatus } from './ship-status';

const TABS = ['particulars', 'crew', 'timeline', 'certificates', 'openItems', 'history'] as const;

function ShipHeader({ detail }: { detail: ShipDetailAnswer }) {
  const { t } = useTranslation('backend');
  const ship = detail.ship;
  const option = (field: string, value: unknown) => (typeof value === 'string' && value ? t(optionLabelKey(shipResource, { name: field }, value)) : '');
  const facts = [
    ship.imo_no ? `IMO ${String(ship.imo_no)}` : '',
    ship.mmsi ? `MMSI ${String(ship.mmsi)}` : '',
    ship.call_sign ? `${t('fleet.ship.call_sign')} ${String(ship.call_sign)}` : '',
  ].filter(Boolean);
  return (
    <Flex vertical gap={6}>
      <Flex align="baseline" gap={12} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {ship.name_en}
        </Typography.Title>
        {ship.name_zh ? <Typography.Text type="secondary">{ship.name_zh}</Typography.Text> : null}
        {isShipStatus(ship.status) ? <Tag color={SHIP_STATUS_COLOURS[ship.status]}>{option('status', ship.status)}</Tag> : null}
      </Flex>
      <Space size={[8, 4]} wrap>
        {ship.flag ? <Tag>{option('flag', ship.flag)}</Tag> : null}
        {ship.ship_type ? <DictLabel type="ship_type" value={ship.ship_type} tag color="blue" /> : null}
        {ship.class_society ? <DictLabel type="class_society" value={ship.class_society} tag color="default" /> : null}
        <Typography.Text type="secondary">{facts.join(' · ')}</Typography.Text>
      </Space>
    </Flex>
  );
}

/**
 * The ship's page (`/admin/detailPage?id=`): particulars as a superintendent reads them, crew on board
 * against safe manning, the crew timeline, certificates, open to-dos and alerts, and the status history.
 * The tab lives in the URL (`tab=`), so a link can open the crew or the certificates directly.
 */
export default function ShipDetailPage() {
  const { t } = useTranslation('backend');
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [tab, setTab] = useTabParam(TABS);
  const today = useMemo(() => localToday(), []);
  const state = useDetailRecord('ship', id, readShipDetail);
  const { version } = state;
  const [range, setRange] = useState<DayRange>(() => defaultTimelineRange(today));

  const detail = state.detail?.ship.id === id ? state.detail : null;

  const body = (content: (detail: ShipDetailAnswer) => ReactNode) => (detail ? content(detail) : null);
  const items = [
    { key: 'particulars', label: t('fleet.shipDetail.tabs.particulars'), children: body((d) => <ShipParticularsTab detail={d} />) },
    { key: 'crew', label: `${t('fleet.shipDetail.tabs.crew')}${detail ? ` (${detail.crew_on_board.length})` : ''}`, children: body((d) => <ShipCrewTab detail={d} today={today} />) },
    {
      key: 'timeline',
      label: t('fleet.shipDetail.tabs.timeline'),
      children: tab === 'timeline' ? <ShipTimeline shipId={id} range={range} today={today} onRangeChange={setRange} version={version} /> : null,
    },
    {
      key: 'certificates',
      label: `${t('fleet.shipDetail.tabs.certificates')}${detail ? ` (${detail.certificates.length})` : ''}`,
      children: body((d) => <ShipCertificatesTab detail={d} today={today} />),
    },
    {
      key: 'openItems',
      label: `${t('fleet.shipDetail.tabs.openItems')}${detail ? ` (${detail.open_items.todos.length + detail.open_items.alerts.length})` : ''}`,
      children: body((d) => <ShipOpenItemsTab detail={d} />),
    },
    { key: 'history', label: t('fleet.shipDetail.tabs.history'), children: body((d) => <ShipHistoryTab detail={d} />) },
  ];

  return (
    <DetailPage
      id={id}
      words="fleet.shipDetail"
      listPath="/admin/fleet/ship"
      record={state}
      loaded={detail !== null}
      header={detail ? <ShipHeader detail={detail} /> : null}
      tabs={{ active: tab, onChange: setTab, items }}
      edit={{ def: shipResource, options: shipPageOptions }}
      actions={
        detail ? (
          <>
            <CrewListButton shipId={id} shipName={detail.ship.name_en} />
            <PrintButton right="cert/certificate/print" url={printUrls.certificates(id)} fallbackName={`certificates-${detail.ship.name_en}.pdf`} testId="print-certificates">
              {t('printables.certificates')}
            </PrintButton>
          </>
        ) : null
      }
    />
  );
}
