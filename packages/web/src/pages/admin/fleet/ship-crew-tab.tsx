import { CheckCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assignmentResource, daysBetween, optionLabelKey, seafarerResource, type ShipDetailAnswer } from '@vessel/contract';
import { currentLang } from '../../../locales/i18n';
import { formatNumber } from '../../../locales/format';
import { CompactTable } from '../../../components/compact-table';
import { seafarerDetailPath, trackingPath } from '../crew/crew-links';
import { ASSIGNMENT_STATUS_COLOURS, nameIn } from '../crew/crew-labels';
import { DayText } from '../crew/day-text';
import { contractEndTone } from '../crew/tracking-rows';
import { TONE_TEXT } from '../crew/tone';
import { LinkButton } from '../crew/link-button';
import { DetailSection } from '../detail-page';

type OnBoard = ShipDetailAnswer['crew_on_board'][number];
type Joining = ShipDetailAnswer['crew_joining'][number];
type Manning = ShipDetailAnswer['manning'][number];

/** Safe manning by rank against who is on board today: a shortage is what a DPA looks for first. */
function ManningTable({ manning }: { manning: ShipDetailAnswer['manning'] }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  if (manning.length === 0) return <Typography.Text type="secondary">{t('fleet.shipDetail.manning.none')}</Typography.Text>;
  const columns: ColumnsType<Manning> = [
    { key: 'rank', title: t('fleet.shipDetail.manning.rank'), render: (_v, row) => `${row.abbr ? `${row.abbr} ` : ''}${nameIn(lang, row.name_en, row.name_zh)}` },
    { key: 'required', title: t('fleet.shipDetail.manning.required'), align: 'right', dataIndex: 'required' },
    { key: 'onboard', title: t('fleet.shipDetail.manning.onboard'), align: 'right', dataIndex: 'onboard' },
    {
      key: 'state',
      title: '',
      render: (_v, row) =>
        row.onboard < row.required ? (
          <Tag color="error" icon={<WarningOutlined />}>
            {t('fleet.shipDetail.manning.shortBy', { count: row.required - row.onboard })}
          </Tag>
        ) : (
          <Tag color="success" icon={<CheckCircleOutlined />}>
            {t('fleet.shipDetail.manning.ok')}
          </Tag>
        ),
    },
  ];
  return <CompactTable<Manning> rowKey="position_id" columns={columns} dataSource={manning} />;
}

/** Who is on board (rank, name, sign-on, days, contract end, relief), who is coming, and safe manning. */
export function ShipCrewTab({ detail, today }: { detail: ShipDetailAnswer; today: string }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const shipId = detail.ship.id;
  const onBoard: ColumnsType<OnBoard> = [
    { key: 'rank', title: t('fleet.shipDetail.crew.rank'), render: (_v, row) => (row.rank_abbr ? <Typography.Text strong>{row.rank_abbr}</Typography.Text> : nameIn(lang, row.rank_label, row.rank_label_zh)) },
    {
      key: 'name',
      title: t('fleet.shipDetail.crew.name'),
      render: (_v, row) => (
        <Flex vertical>
          <Link to={seafarerDetailPath(row.seafarer_id)}>{nameIn(lang, row.name_en, row.name_zh)}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.seafarer_no} · {nameIn(lang, row.rank_label, row.rank_label_zh)}
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'nationality', title: t('fleet.shipDetail.crew.nationality'), render: (_v, row) => t(optionLabelKey(seafarerResource, { name: 'nationality' }, row.nationality)) },
    { key: 'signOn', title: t('fleet.shipDetail.crew.signOn'), render: (_v, row) => <DayText day={row.sign_on_date} /> },
    { key: 'days', title: t('fleet.shipDetail.crew.daysOnBoard'), align: 'right', render: (_v, row) => formatNumber(row.days_on_board, lang) },
    {
      key: 'contractEnd',
      title: t('fleet.shipDetail.crew.contractEnd'),
      render: (_v, row) => {
        const end = row.contract_end ?? row.planned_sign_off_date;
        const days = end ? daysBetween(today, end) : null;
        const tone = contractEndTone({ status: 'onboard', contract_end: end, days_to_contract_end: days, overdue: days !== null && days < 0, relief_planned: row.relief_planned });
        return (
          <Typography.Text type={tone ? TONE_TEXT[tone] : undefined}>
            <DayText day={end} />
          </Typography.Text>
        );
      },
    },
    {
      key: 'relief',
      title: t('fleet.shipDetail.crew.relief'),
      render: (_v, row) => (row.relief_planned ? <Tag color="success">{t('fleet.shipDetail.crew.reliefYes')}</Tag> : <Tag>{t('fleet.shipDetail.crew.reliefNo')}</Tag>),
    },
  ];
  const joining: ColumnsType<Joining> = [
    { key: 'rank', title: t('fleet.shipDetail.crew.rank'), render: (_v, row) => nameIn(lang, row.rank_label, row.rank_label_zh) },
    { key: 'name', title: t('fleet.shipDetail.crew.name'), render: (_v, row) => <Link to={seafarerDetailPath(row.seafarer_id)}>{nameIn(lang, row.name_en, row.name_zh)}</Link> },
    {
      key: 'status',
      title: t('fleet.shipDetail.crew.status'),
      render: (_v, row) => <Tag color={ASSIGNMENT_STATUS_COLOURS[row.status]}>{t(optionLabelKey(assignmentResource, { name: 'status' }, row.status))}</Tag>,
    },
    { key: 'join', title: t('fleet.shipDetail.crew.plannedJoin'), render: (_v, row) => <DayText day={row.planned_join_date} /> },
  ];
  return (
    <Flex vertical gap={24}>
      <DetailSection
        title={t('fleet.shipDetail.crew.total', { count: detail.crew_on_board.length })}
        extra={<LinkButton to={trackingPath({ view: 'tracking', ship_id: shipId })} size="small">{t('fleet.shipDetail.crew.tracking')}</LinkButton>}
      >
        <CompactTable<OnBoard>
          rowKey="assignment_id"
          columns={onBoard}
          dataSource={detail.crew_on_board}
          empty={t('fleet.shipDetail.crew.empty')}
        />
      </DetailSection>
      <DetailSection title={t('fleet.shipDetail.groups.manning')}>
        <ManningTable manning={detail.manning} />
      </DetailSection>
      <DetailSection title={t('fleet.shipDetail.crew.joining')}>
        <CompactTable<Joining>
          rowKey="assignment_id"
          columns={joining}
          dataSource={detail.crew_joining}
          empty={t('fleet.shipDetail.crew.joiningEmpty')}
        />
      </DetailSection>
    </Flex>
  );
}
