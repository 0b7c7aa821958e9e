import { Button, Card, Empty, Flex, Segmented, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { assignmentResource, availableSteps, titleKey, type AssignmentStatus, type AssignmentStep } from '@vessel/contract';
import { resourceApi } from '../../../api/admin/resource';
import { RemoteSelect } from '../../../components/resource/remote-select';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang } from '../../../locales/i18n';
import { ASSIGNMENT_STATUS_COLOURS, remoteLabel } from './crew-labels';
import { StatusTag, crewRemoteCells } from './crew-cells';
import { ShipTimeline } from './ship-timeline';
import { StepDialog, type StepTarget } from './step-dialog';
import { defaultTimelineRange, parseRange, shortShipsOf, type DayRange } from './timeline-layout';
import { localToday } from '../cert/certificate-cells';
import { TrackingView } from './tracking-view';

const VIEWS = ['tracking', 'assignments', 'timeline'] as const;
type View = (typeof VIEWS)[number];

/** The assignment rows as the generic table: steps through the same dialogs as crew tracking, only those the status allows. */
function AssignmentsView() {
  const lang = currentLang();
  const [step, setStep] = useState<{ step: AssignmentStep; targets: StepTarget[]; done: () => void } | null>(null);
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        status: (row) => <StatusTag def={assignmentResource} value={row.status} colours={ASSIGNMENT_STATUS_COLOURS} />,
        ...crewRemoteCells({ seafarer: ['seafarer_id'], ship: ['ship_id'], plain: ['rank_id', 'contract_id', 'relieves_assignment_id', 'relieved_by_assignment_id'] }),
      },
      rowSteps: (row: TableRow) => availableSteps(row.status as AssignmentStatus),
      onStep: (name, ids, rows, done) => {
        const targets = ids.flatMap((id) => {
          const row = rows.find((candidate) => candidate.id === id);
          if (!row) return [];
          return [
            {
              id,
              seafarer_id: String(row.seafarer_id ?? ''),
              name: remoteLabel(row, 'seafarer_id', lang),
              rank: remoteLabel(row, 'rank_id', lang),
              ship: remoteLabel(row, 'ship_id', lang),
              port: String(row.planned_join_port ?? ''),
            },
          ];
        });
        setStep({ step: name as AssignmentStep, targets, done });
      },
      width: 760,
    }),
    [lang],
  );
  return (
    <>
      <ResourcePage def={assignmentResource} options={options} />
      <StepDialog step={step?.step ?? null} targets={step?.targets ?? []} onClose={() => setStep(null)} onDone={() => step?.done()} />
    </>
  );
}

const SHIP_URL = '/admin/fleet.Ship/';

/**
 * The dashboard's safe-manning tile counts every ship's positions short today; opened for several ships,
 * the timeline names them all, so that none of its number is out of sight: one click shows each.
 */
function ShortShips({ ids, current, onPick }: { ids: readonly string[]; current: string; onPick(id: string): void }) {
  const { t } = useTranslation('backend');
  const [labels, setLabels] = useState<Record<string, string>>({});
  const key = ids.join(',');
  useEffect(() => {
    let active = true;
    resourceApi(SHIP_URL)
      .select({ initValue: ids, limit: Math.min(ids.length, 100) })
      .then(({ data }) => active && setLabels(Object.fromEntries(data.list.map((item) => [item.id, item.label]))), () => undefined);
    return () => {
      active = false;
    };
    // The ids are the key: a new array of the same ships asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (
    <Flex gap={8} align="center" wrap data-testid="crew-timeline-short-ships">
      <Typography.Text type="danger">{t('crew.timeline.shortShips', { count: ids.length })}</Typography.Text>
      {ids.map((id) => (
        <Button key={id} size="small" danger type={id === current ? 'primary' : 'default'} onClick={() => onPick(id)}>
          {labels[id] ?? id.slice(0, 8)}
        </Button>
      ))}
    </Flex>
  );
}

/**
 * One ship's crew over time; the ship and the window live in the URL (`ship_id`, `from`, `to`). Opened
 * without a ship, it shows the first ship of the administrator's own list rather than an empty page.
 */
function TimelineView() {
  const { t } = useTranslation('backend');
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => localToday(), []);
  const shipId = params.get('ship_id') ?? '';
  const shortShips = shortShipsOf(params);
  const range = parseRange(params.get('from'), params.get('to')) ?? defaultTimelineRange(today);
  const [noShips, setNoShips] = useState(false);
  const write = (patch: { ship_id?: string | null; range?: DayRange }, replace = false) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (patch.ship_id !== undefined) {
        if (patch.ship_id) next.set('ship_id', patch.ship_id);
        else next.delete('ship_id');
      }
      if (patch.range) {
        next.set('from', patch.range.from);
        next.set('to', patch.range.to);
      }
      return next;
    }, { replace });
  useEffect(() => {
    if (shipId) return;
    let active = true;
    resourceApi(SHIP_URL)
      .select({ quickSearch: '', initValue: [] })
      .then(
        ({ data }) => {
          if (!active) return;
          const first = data.list[0];
          // Replaces the bare URL, so Back leaves the page instead of returning to it without a ship.
          if (first) write({ ship_id: first.id }, true);
          else setNoShips(true);
        },
        () => active && setNoShips(true),
      );
    return () => {
      active = false;
    };
    // Asked once per visit without a ship; `write` is a new function every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shipId]);
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="center" wrap>
        <Typography.Text>{t('crew.timeline.ship')}</Typography.Text>
        <div style={{ width: 260 }}>
          <RemoteSelect url={SHIP_URL} value={shipId || null} allowClear={false} onChange={(value) => write({ ship_id: (value as string | null) ?? null })} placeholder={t('resourceKit.select')} />
        </div>
      </Flex>
      {shortShips.length > 1 ? <ShortShips ids={shortShips} current={shipId} onPick={(id) => write({ ship_id: id })} /> : null}
      {shipId ? (
        <ShipTimeline shipId={shipId} range={range} today={today} onRangeChange={(next) => write({ range: next })} />
      ) : noShips ? (
        <Empty description={t('crew.timeline.pickShip')} />
      ) : null}
    </Flex>
  );
}

/**
 * Crew movements (船员动态, menu `crew/assignment`): crew tracking (every seafarer's standing, with the
 * workflow), the assignment records themselves, and a ship's crew timeline. The view is `view=` in the URL,
 * so a dashboard tile can open "contracts ending without relief" or a ship's timeline directly.
 */
export default function AssignmentPage() {
  const { t } = useTranslation('backend');
  const [params, setParams] = useSearchParams();
  const view: View = (VIEWS as readonly string[]).includes(params.get('view') ?? '') ? (params.get('view') as View) : 'tracking';
  // Each view has its own query; switching starts the other one clean (a chosen ship is kept).
  const switchTo = (next: string) =>
    setParams(() => {
      const query = new URLSearchParams({ view: next });
      const ship = params.get('ship_id');
      if (ship && next !== 'assignments') query.set('ship_id', ship);
      return query;
    });
  const switcher = (
    <Segmented
      value={view}
      onChange={(value) => switchTo(String(value))}
      options={VIEWS.map((name) => ({ value: name, label: t(`crew.tracking.views.${name}`) }))}
    />
  );
  return (
    <Flex vertical gap={12}>
      <div>{switcher}</div>
      {view === 'assignments' ? (
        <AssignmentsView />
      ) : (
        <Card variant="borderless" styles={{ body: { paddingTop: 16 } }}>
          <Typography.Title level={5} style={{ margin: '0 0 12px' }}>
            {t(titleKey(assignmentResource))}
          </Typography.Title>
          {view === 'tracking' ? <TrackingView /> : <TimelineView />}
        </Card>
      )}
    </Flex>
  );
}
