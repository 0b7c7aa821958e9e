import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Grid, Input, Space, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  SEAFARER_STATUSES,
  assignmentResource,
  optionLabelKey,
  resourceRight,
  seafarerResource,
  type AssignmentStep,
  type SeafarerStatus,
  type TrackingAnswer,
  type TrackingRow,
} from '@vessel/contract';
import { readTracking } from '../../../api/admin/crew';
import { isCancelledRequest } from '../../../api/request-errors';
import { DashboardShipsTag } from '../../../components/dashboard-ships-tag';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { holds } from '../../../components/resource/resource-access';
import { ResourceFormDialog, type FormTarget } from '../../../components/resource/resource-form-dialog';
import { PAGE_SIZES } from '../../../components/resource/table-state';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { currentLang } from '../../../locales/i18n';
import { formatDay, formatNumber } from '../../../locales/format';
import { shipDetailPath } from '../fleet/ship-links';
import { seafarerDetailPath } from './crew-links';
import { SEAFARER_STATUS_COLOURS, nameIn } from './crew-labels';
import { DayText } from './day-text';
import { StepDialog, type StepTarget } from './step-dialog';
import { localToday } from '../cert/certificate-cells';
import { TONE_TEXT } from './tone';
import {
  RELIEF_PLAN_DAYS,
  assignmentPresets,
  canPlanAssignment,
  contractEndTone,
  needsRelief,
  parseTrackingFilters,
  reliefPresets,
  reliefTone,
  rowSteps,
  trackingQueryOf,
  writeTrackingFilters,
  type TrackingFilters,
} from './tracking-rows';
import { POSITION_URL, SHIP_RANK_FILTER } from './use-ship-ranks';

const SHIP_URL = '/admin/fleet.Ship/';

function ContractEnd({ row }: { row: TrackingRow }) {
  const { t } = useTranslation('backend');
  const tone = contractEndTone(row);
  if (!row.contract_end) return <Typography.Text type="secondary">-</Typography.Text>;
  const days = row.days_to_contract_end;
  const note =
    days === null || row.status !== 'onboard'
      ? ''
      : days < 0
        ? t('crew.tracking.daysOver', { count: -days })
        : days === 0
          ? t('crew.tracking.endsToday')
          : t('crew.tracking.daysLeft', { count: days });
  return (
    <Flex vertical>
      <Typography.Text type={tone ? TONE_TEXT[tone] : undefined} strong={tone === 'danger'}>
        <DayText day={row.contract_end} />
      </Typography.Text>
      {note ? (
        <Typography.Text type={tone === 'default' || !tone ? 'secondary' : TONE_TEXT[tone]} style={{ fontSize: 12 }} title={row.overdue ? t('crew.tracking.overdue') : undefined}>
          {note}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

function Relief({ row }: { row: TrackingRow }) {
  const { t } = useTranslation('backend');
  const tone = reliefTone(row);
  if (tone === null) return <Typography.Text type="secondary">-</Typography.Text>;
  if (row.relief_planned) {
    return (
      <Tag color="success" title={row.relief_seafarer_name ?? undefined}>
        {row.relief_seafarer_name ? t('crew.tracking.reliefBy', { name: row.relief_seafarer_name }) : t('crew.tracking.reliefPlanned')}
      </Tag>
    );
  }
  return <Tag color={tone === 'danger' ? 'error' : tone === 'warning' ? 'warning' : 'default'}>{t('crew.tracking.reliefNone')}</Tag>;
}

/**
 * Crew tracking (船员动态): every seafarer with their status, ship, rank, days on board, contract end
 * and relief, filtered by ship, status and rank (in the URL), with the workflow buttons each row allows
 * and the dialogs that ask what each step needs.
 */
export function TrackingView() {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseTrackingFilters(params), [params]);
  const session = useAccessSession();
  const can = (action: string) => holds(session, resourceRight(assignmentResource, action));
  const today = useMemo(() => localToday(), []);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ answer: TrackingAnswer | null; loading: boolean }>({ answer: null, loading: true });
  const [step, setStep] = useState<{ step: AssignmentStep; targets: StepTarget[] } | null>(null);
  const [adding, setAdding] = useState<{ target: FormTarget; presets: Record<string, unknown> }>({ target: null, presets: {} });
  const query = JSON.stringify(trackingQueryOf(filters));
  // On a phone the table scrolls whole: pinned name and action columns would leave no room between them.
  const wide = Grid.useBreakpoint().md !== false;
  const filterWidth = (width: number) => (wide ? width : '100%');

  useEffect(() => {
    let active = true;
    setState((held) => ({ ...held, loading: true }));
    readTracking(JSON.parse(query) as Record<string, unknown>).then(
      ({ data }) => {
        if (active) setState({ answer: data, loading: false });
      },
      (error: unknown) => {
        if (active && !isCancelledRequest(error)) setState((held) => ({ ...held, loading: false }));
      },
    );
    return () => {
      active = false;
    };
  }, [query, version]);

  const update = (next: Partial<TrackingFilters>) => setParams((current) => writeTrackingFilters(current, { ...filters, page: 1, ...next }));
  const reload = () => setVersion((value) => value + 1);
  const shipName = (row: TrackingRow) => nameIn(lang, row.ship_label, row.ship_label_zh);
  const rankName = (row: TrackingRow) => nameIn(lang, row.rank_label, row.rank_label_zh);
  const targetOf = (row: TrackingRow): StepTarget => ({
    id: row.assignment_id!,
    seafarer_id: row.seafarer_id,
    name: nameIn(lang, row.name_en, row.name_zh),
    rank: rankName(row),
    ship: shipName(row),
  });

  const counts = state.answer?.counts ?? {};
  const total = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const statusTabs = [
    { key: '', label: `${t('crew.tracking.allStatuses')} ${formatNumber(total, lang)}` },
    ...SEAFARER_STATUSES.filter((status) => (counts[status] ?? 0) > 0 || status === filters.status).map((status) => ({
      key: status,
      label: `${t(optionLabelKey(seafarerResource, { name: 'status' }, status))} ${formatNumber(counts[status] ?? 0, lang)}`,
    })),
  ];

  const columns: ColumnsType<TrackingRow> = [
    {
      key: 'seafarer',
      title: t('crew.tracking.columns.seafarer'),
      ...(wide ? { fixed: 'left' as const } : {}),
      render: (_v, row) => (
        <Flex vertical>
          <Link to={seafarerDetailPath(row.seafarer_id)}>{nameIn(lang, row.name_en, row.name_zh)}</Link>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.seafarer_no}
            {lang === 'zh-cn' && row.name_zh ? ` · ${row.name_en}` : ''}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('crew.tracking.columns.status'),
      render: (_v, row) => (
        <Flex vertical align="flex-start">
          <Tag color={SEAFARER_STATUS_COLOURS[row.status]}>{t(optionLabelKey(seafarerResource, { name: 'status' }, row.status))}</Tag>
          {row.status === 'on_leave' && row.availability_date ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('crew.tracking.availableFrom', { date: formatDay(row.availability_date, lang) })}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      key: 'rank',
      title: t('crew.tracking.columns.rank'),
      render: (_v, row) => (row.rank_abbr ? <Tooltip title={rankName(row)}>{row.rank_abbr}</Tooltip> : rankName(row) || '-'),
    },
    {
      key: 'ship',
      title: t('crew.tracking.columns.ship'),
      render: (_v, row) => (row.ship_id ? <Link to={shipDetailPath(row.ship_id)}>{shipName(row)}</Link> : <Typography.Text type="secondary">-</Typography.Text>),
    },
    {
      key: 'signOn',
      title: t('crew.tracking.columns.signOn'),
      render: (_v, row) =>
        row.sign_on_date ? (
          <DayText day={row.sign_on_date} />
        ) : row.planned_join_date ? (
          <Typography.Text type="secondary">
            {t('crew.tracking.joining', { date: formatDay(row.planned_join_date, lang) })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">-</Typography.Text>
        ),
    },
    {
      key: 'days',
      title: t('crew.tracking.columns.daysOnBoard'),
      align: 'right',
      render: (_v, row) => (row.days_on_board === null ? <Typography.Text type="secondary">-</Typography.Text> : formatNumber(row.days_on_board, lang)),
    },
    { key: 'contractEnd', title: t('crew.tracking.columns.contractEnd'), render: (_v, row) => <ContractEnd row={row} /> },
    { key: 'relief', title: t('crew.tracking.columns.relief'), render: (_v, row) => <Relief row={row} /> },
    {
      key: 'actions',
      title: t('crew.tracking.columns.actions'),
      ...(wide ? { fixed: 'right' as const } : {}),
      render: (_v, row) => (
        <Space size={0} wrap>
          {rowSteps(row, can).map((name) => (
            <Button key={name} type="link" size="small" danger={name === 'cancel'} onClick={() => setStep({ step: name, targets: [targetOf(row)] })}>
              {t(`resourceKit.steps.${name}`)}
            </Button>
          ))}
          {can('add') && canPlanAssignment(row) ? (
            <Button type="link" size="small" onClick={() => setAdding({ target: { mode: 'add' }, presets: assignmentPresets(row, today) })}>
              {t('crew.tracking.planAssignment')}
            </Button>
          ) : null}
          {can('add') && needsRelief(row) ? (
            <Button type="link" size="small" onClick={() => setAdding({ target: { mode: 'add' }, presets: reliefPresets(row, today) })}>
              {t('crew.tracking.planRelief')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  const onChange: TableProps<TrackingRow>['onChange'] = (pagination) => {
    const limit = pagination.pageSize ?? filters.limit;
    setParams((current) => writeTrackingFilters(current, { ...filters, limit, page: limit !== filters.limit ? 1 : (pagination.current ?? 1) }));
  };
  const filtered = !!(filters.ship_id || filters.ship_ids || filters.rank_id || filters.quickSearch || filters.status || filters.relief_due_days !== undefined);

  return (
    <Flex vertical gap={12}>
      <Tabs
        size="small"
        activeKey={filters.status ?? ''}
        onChange={(key) => update({ status: (key || undefined) as SeafarerStatus | undefined })}
        items={statusTabs}
        style={{ marginBottom: -8 }}
      />
      <Flex wrap gap={8} align="center">
        <div style={{ width: filterWidth(200) }}>
          <RemoteSelect url={SHIP_URL} value={filters.ship_id ?? null} onChange={(value) => update({ ship_id: (value as string | null) ?? undefined })} placeholder={t('crew.tracking.filters.allShips')} />
        </div>
        {filters.ship_ids ? <DashboardShipsTag ids={filters.ship_ids.split(',')} onClose={() => update({ ship_ids: undefined })} /> : null}
        <div style={{ width: filterWidth(180) }}>
          <RemoteSelect
            url={POSITION_URL}
            filter={SHIP_RANK_FILTER}
            value={filters.rank_id ?? null}
            placeholder={t('crew.tracking.filters.allRanks')}
            aria-label={t('crew.tracking.filters.rank')}
            onChange={(value) => update({ rank_id: (value as string | null) ?? undefined })}
          />
        </div>
        <Input.Search
          key={filters.quickSearch ?? ''}
          defaultValue={filters.quickSearch}
          placeholder={t('crew.tracking.filters.search')}
          aria-label={t('crew.tracking.filters.search')}
          allowClear
          onSearch={(value) => update({ quickSearch: value.trim() || undefined })}
          style={{ width: filterWidth(200) }}
        />
        <Checkbox
          checked={filters.relief_due_days !== undefined}
          onChange={(event) => update({ relief_due_days: event.target.checked ? RELIEF_PLAN_DAYS : undefined })}
        >
          {t('crew.tracking.filters.reliefDue', { count: filters.relief_due_days ?? RELIEF_PLAN_DAYS })}
        </Checkbox>
        {filtered ? (
          <Button type="link" onClick={() => setParams((current) => writeTrackingFilters(current, { page: 1, limit: filters.limit }))}>
            {t('crew.tracking.filters.clear')}
          </Button>
        ) : null}
        <span style={{ flex: 1 }} />
        <Tooltip title={t('resourceKit.refresh')}>
          <Button icon={<ReloadOutlined />} aria-label={t('resourceKit.refresh')} onClick={reload} loading={state.loading} />
        </Tooltip>
        {can('add') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding({ target: { mode: 'add' }, presets: filters.ship_id ? { ship_id: filters.ship_id } : {} })}>
            {t('crew.tracking.newAssignment')}
          </Button>
        ) : null}
      </Flex>
      <Table<TrackingRow>
        rowKey="seafarer_id"
        size="middle"
        columns={columns}
        dataSource={state.answer?.list ?? []}
        loading={state.loading}
        onChange={onChange}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('crew.tracking.empty') }}
        pagination={{
          current: filters.page,
          pageSize: filters.limit,
          total: state.answer?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (count) => t('crew.tracking.total', { total: count }),
        }}
      />
      <StepDialog step={step?.step ?? null} targets={step?.targets ?? []} onClose={() => setStep(null)} onDone={reload} />
      <ResourceFormDialog
        def={assignmentResource}
        target={adding.target}
        presets={adding.presets}
        onClose={() => setAdding({ target: null, presets: {} })}
        onSaved={() => {
          setAdding({ target: null, presets: {} });
          reload();
        }}
        width={760}
      />
    </Flex>
  );
}
