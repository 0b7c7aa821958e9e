import { CheckCircleFilled, ExclamationCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Flex, Row, Select, Skeleton, Tooltip, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardOverview, DashboardTile } from '@vessel/contract';
import { readOverview } from '../../../api/admin/dashboard';
import { queryKeys } from '../../../api/query-client';
import { isCancelledRequest } from '../../../api/request-errors';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { ChartCard } from './chart-card';
import { overviewQuery } from './fleet-list';
import { FleetSection } from './fleet-section';
import { groupTiles, tileHintKey, tileHorizon, tileHref, tileLabelKey, tileTone, type TileRow, type TileTone } from './overview-tiles';

/**
 * A tone's colour: for a number, the tone's text colour (the theme keeps it at 4.5:1 on the card: the
 * warning's #faad14 was 1.9:1 on white); for the card's top border and the mark beside a red flag's title,
 * the tone itself.
 */
function useToneColour(use: 'text' | 'mark' = 'text'): (tone: TileTone) => string {
  const { token } = theme.useToken();
  return (tone) =>
    use === 'text'
      ? { critical: token.colorErrorText, warning: token.colorWarningText, info: token.colorPrimaryText, ok: token.colorSuccessText, quiet: token.colorTextTertiary }[tone]
      : { critical: token.colorError, warning: token.colorWarning, info: token.colorPrimary, ok: token.colorSuccess, quiet: token.colorTextTertiary }[tone];
}

/** One number, the link to what it counts. */
function TileNumber({ tile, row, size }: { tile: DashboardTile; row: TileRow; size: number }) {
  const { t } = useTranslation('backend');
  const colour = useToneColour();
  const tone = tileTone(tile, row);
  const label = t(tileLabelKey(tile.key), { defaultValue: tile.key });
  return (
    <Tooltip title={t(tileHintKey(tile.key), { defaultValue: '' }) || undefined}>
      <Link
        to={tileHref(tile.link)}
        aria-label={t('dashboard.openList', { label, count: tile.count })}
        data-tile={tile.key}
        style={{ color: colour(tone), fontSize: size, fontWeight: 600, lineHeight: 1.1, fontVariantNumeric: 'tabular-nums' }}
      >
        {tile.count}
      </Link>
    </Tooltip>
  );
}

/** A card of one measure: one number, or its 30/60/90-day horizons side by side. */
function TileCard({ group, row }: { group: { key: string; tiles: DashboardTile[] }; row: TileRow }) {
  const { t } = useTranslation('backend');
  const colour = useToneColour('mark');
  const single = group.tiles.length === 1 ? group.tiles[0]! : null;
  const worst = group.tiles.reduce<TileTone>((held, tile) => {
    const order: TileTone[] = ['quiet', 'ok', 'info', 'warning', 'critical'];
    const tone = tileTone(tile, row);
    return order.indexOf(tone) > order.indexOf(held) ? tone : held;
  }, 'quiet');
  const title = single ? t(tileLabelKey(single.key), { defaultValue: single.key }) : t(tileLabelKey(group.key), { defaultValue: group.key });
  return (
    <Card size="small" style={{ height: '100%', borderTop: `3px solid ${colour(worst)}` }} styles={{ body: { padding: '12px 14px' } }}>
      <Flex vertical gap={6}>
        <Flex justify="space-between" align="flex-start" gap={8}>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {title}
          </Typography.Text>
          {row === 'red_flags' ? (
            single && single.count === 0 ? (
              <CheckCircleFilled style={{ color: colour('ok') }} aria-hidden />
            ) : (
              <ExclamationCircleFilled style={{ color: colour('critical') }} aria-hidden />
            )
          ) : null}
        </Flex>
        {single ? (
          <TileNumber tile={single} row={row} size={28} />
        ) : (
          <Flex gap={16} align="flex-end" wrap>
            {group.tiles.map((tile) => {
              const days = tileHorizon(tile.key);
              return (
                <Flex key={tile.key} vertical gap={0}>
                  <TileNumber tile={tile} row={row} size={24} />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {days !== null ? t('dashboard.withinDays', { count: days }) : t(tileLabelKey(tile.key), { defaultValue: tile.key })}
                  </Typography.Text>
                </Flex>
              );
            })}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

function TileRowView({ row, tiles }: { row: TileRow; tiles: DashboardTile[] }) {
  const { t } = useTranslation('backend');
  if (tiles.length === 0) return null;
  const groups = groupTiles(tiles);
  return (
    <section aria-label={t(`dashboard.rows.${row}`)}>
      <Typography.Title level={5} style={{ margin: '4px 0 10px' }}>
        {t(`dashboard.rows.${row}`)}
        {row === 'red_flags' ? (
          <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal', marginInlineStart: 8 }}>
            {t('dashboard.mustBeZero')}
          </Typography.Text>
        ) : null}
      </Typography.Title>
      <Row gutter={[12, 12]}>
        {groups.map((group) => (
          <Col key={group.key} xs={group.tiles.length > 1 ? 24 : 12} sm={group.tiles.length > 1 ? 12 : 8} lg={group.tiles.length > 1 ? 8 : 6} xl={group.tiles.length > 1 ? 8 : 4}>
            <TileCard group={group} row={row} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

/** Row 3: the areas' charts (NCR ageing and Pareto, PSC deficiencies per inspection...), a card each. */
function ChartsRow({ charts }: { charts: DashboardOverview['charts'] }) {
  const { t } = useTranslation('backend');
  if (charts.length === 0) return null;
  return (
    <section aria-label={t('dashboard.rows.charts')}>
      <Typography.Title level={5} style={{ margin: '4px 0 10px' }}>
        {t('dashboard.rows.charts')}
      </Typography.Title>
      <Row gutter={[12, 12]}>
        {charts.map((chart) => (
          <Col key={chart.key} xs={24} lg={12}>
            <ChartCard chart={chart} />
          </Col>
        ))}
      </Row>
    </section>
  );
}

/**
 * The morning dashboard's numbers (DOMAIN.md §5) from GET /admin/dashboard/overview: red flags that must
 * be zero, what falls due soon, my to-dos, the charts and the fleet. Every number opens the list of
 * exactly what it counts. Filters: a fleet group, a ship type, a ship, and the date to judge by; the
 * fleet's filters and list come with the fleet module (the answer's `fleet`) and go with it. Numbers come
 * only from the server: when it cannot answer, the panel says so instead of showing any.
 */
export function OverviewPanel() {
  const { t } = useTranslation('backend');
  const [fleetGroupId, setFleetGroupId] = useState<string | null>(null);
  const [shipType, setShipType] = useState<string | null>(null);
  const [shipId, setShipId] = useState<string | null>(null);
  const [asOf, setAsOf] = useState<string | null>(null);
  const filters = overviewQuery({ fleetGroupId, shipType, shipId, asOf });
  // Fetched again after any write the cache hears of (query-client.ts): every area's numbers are here.
  const query = useQuery({
    queryKey: queryKeys.dashboard(filters),
    queryFn: async (): Promise<DashboardOverview> => (await readOverview(filters)).data,
    placeholderData: keepPreviousData,
  });
  const data = query.isError ? null : (query.data ?? null);
  const state = { loading: query.isFetching, failed: query.isError && !isCancelledRequest(query.error) };
  const refetch = () => void query.refetch();
  // The last answer's fleet (kept while the next loads); none once an answer came without it: no fleet module.
  const fleet = query.data?.fleet;
  const withFleet = !query.data || !!fleet;
  const filterBar = (
    <Flex gap={8} align="center" wrap>
      {withFleet ? (
        <>
          <Select
            allowClear
            value={fleetGroupId}
            onChange={(next: string | undefined) => setFleetGroupId(next ?? null)}
            options={(fleet?.fleet_groups ?? []).map((group) => ({ value: group.id, label: group.name }))}
            placeholder={t('dashboard.allFleetGroups')}
            aria-label={t('dashboard.fleetGroup')}
            popupMatchSelectWidth={false}
            style={{ width: 160 }}
          />
          <Select
            allowClear
            value={shipType}
            onChange={(next: string | undefined) => setShipType(next ?? null)}
            options={(fleet?.ship_types ?? []).map((type) => ({ value: type.code, label: type.name }))}
            placeholder={t('dashboard.allShipTypes')}
            aria-label={t('dashboard.shipType')}
            popupMatchSelectWidth={false}
            style={{ width: 160 }}
          />
          <div style={{ width: 200 }}>
            <RemoteSelect url="/admin/fleet.Ship/" value={shipId} onChange={(next) => setShipId(typeof next === 'string' ? next : null)} placeholder={t('dashboard.allShips')} />
          </div>
        </>
      ) : null}
      <DatePicker
        value={asOf ? dayjs(asOf) : null}
        onChange={(value) => setAsOf(value ? value.format('YYYY-MM-DD') : null)}
        placeholder={t('dashboard.asOfToday')}
        aria-label={t('dashboard.asOf')}
        style={{ width: 150 }}
      />
      <Tooltip title={t('resourceKit.refresh')}>
        <Button icon={<ReloadOutlined />} aria-label={t('resourceKit.refresh')} loading={state.loading} onClick={refetch} />
      </Tooltip>
    </Flex>
  );
  return (
    <Card>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <Flex vertical gap={0}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('dashboard.overview')}
          </Typography.Title>
          {data?.as_of ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('dashboard.judgedOn', { date: data.as_of })}
            </Typography.Text>
          ) : null}
        </Flex>
        {filterBar}
      </Flex>
      {state.failed ? (
        <Alert type="warning" showIcon title={t('dashboard.unavailable')} action={<Button size="small" onClick={refetch}>{t('dashboard.retry')}</Button>} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Flex vertical gap={20} style={{ opacity: state.loading ? 0.6 : 1 }}>
          <TileRowView row="red_flags" tiles={data.red_flags} />
          <TileRowView row="due_soon" tiles={data.due_soon} />
          <TileRowView row="my_todos" tiles={data.my_todos} />
          <ChartsRow charts={data.charts} />
          {data.fleet?.ships ? <FleetSection ships={data.fleet.ships} asOf={data.as_of} /> : null}
        </Flex>
      )}
    </Card>
  );
}
