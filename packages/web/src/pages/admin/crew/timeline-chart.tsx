import { Flex, Grid, Tag, Tooltip, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AssignmentStatus, Lang, TimelineAnswer, TimelinePeriod, TimelineRow, TimelineSegment } from '@vessel/contract';
import { currentLang } from '../../../locales/i18n';
import { LOCALE_TAGS, formatDay } from '../../../locales/format';
import { seafarerDetailPath } from './crew-links';
import { nameIn } from './crew-labels';
import { assignLanes, dayMark, monthBounds, monthColumns, spanBox, timelineCounts, type Box, type DayRange } from './timeline-layout';

/** The position column: room for 'C/O Chief Officer'; narrower on a phone, where the chart scrolls beside it. */
const LABEL_WIDTH = 200;
const PHONE_LABEL_WIDTH = 120;
const LANE_HEIGHT = 24;
const LANE_GAP = 4;
const ROW_PADDING = 6;
/** Room for the position's two label lines. */
const MIN_ROW_HEIGHT = 48;

type BarKind = 'onboard' | 'planned' | 'past';

function barKind(status: AssignmentStatus): BarKind {
  if (status === 'onboard') return 'onboard';
  if (status === 'signed_off') return 'past';
  return 'planned';
}

/** "Jan 2027" on January and on the first column, else "Feb"; the same in Chinese. */
function monthLabel(month: string, lang: Lang, withYear: boolean): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang], { month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' }).format(date);
}

const percent = (fraction: number) => `${(fraction * 100).toFixed(4)}%`;

function boxStyle(box: Box): CSSProperties {
  return { position: 'absolute', left: percent(box.left), width: percent(box.width) };
}

/** Colours of the chart from the theme, so it reads in light and dark alike. */
function useChartColours() {
  const { token } = theme.useToken();
  return {
    grid: token.colorBorderSecondary,
    monthText: token.colorTextSecondary,
    rowBorder: token.colorSplit,
    today: token.colorTextTertiary,
    bar: {
      onboard: { background: token.colorPrimary, color: token.colorTextLightSolid, border: `1px solid ${token.colorPrimary}` },
      planned: { background: token.colorPrimaryBg, color: token.colorPrimaryText, border: `1px dashed ${token.colorPrimary}` },
      past: { background: token.colorFillSecondary, color: token.colorTextSecondary, border: `1px solid ${token.colorBorder}` },
    } satisfies Record<BarKind, CSSProperties>,
    gap: `repeating-linear-gradient(135deg, ${token.colorErrorBg} 0 6px, ${token.colorErrorBorder} 6px 8px)`,
    gapEdge: token.colorError,
    overlap: `repeating-linear-gradient(45deg, ${token.colorWarningBg} 0 6px, ${token.colorWarningBorder} 6px 8px)`,
    overlapEdge: token.colorWarning,
    radius: token.borderRadiusSM,
  };
}

type Colours = ReturnType<typeof useChartColours>;

function PeriodBar({ period, box, top, colours, lang }: { period: TimelinePeriod; box: Box; top: number; colours: Colours; lang: Lang }) {
  const { t } = useTranslation('backend');
  const kind = barKind(period.status);
  const name = nameIn(lang, period.seafarer_name_en, period.seafarer_name_zh);
  const tip = (
    <Flex vertical>
      <strong>{name}</strong>
      <span>{t(`crew.assignment.status_options.${period.status}`)}</span>
      <span>
        {formatDay(period.start, lang)} ({t(period.actual_start ? 'crew.timeline.actualStart' : 'crew.timeline.plannedStart')}) – {formatDay(period.end, lang)} (
        {t(period.actual_end ? 'crew.timeline.actualEnd' : 'crew.timeline.plannedEnd')})
      </span>
    </Flex>
  );
  const style: CSSProperties = {
    ...boxStyle(box),
    ...colours.bar[kind],
    top,
    height: LANE_HEIGHT,
    borderRadius: colours.radius,
    // An open end: the period goes on beyond the window.
    ...(box.clippedStart ? { borderTopLeftRadius: 0, borderBottomLeftRadius: 0, borderLeftStyle: 'none' } : {}),
    ...(box.clippedEnd ? { borderTopRightRadius: 0, borderBottomRightRadius: 0, borderRightStyle: 'none' } : {}),
    display: 'flex',
    alignItems: 'center',
    padding: '0 6px',
    fontSize: 12,
    lineHeight: `${LANE_HEIGHT - 2}px`,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    boxSizing: 'border-box',
    textDecoration: 'none',
    zIndex: 2,
  };
  return (
    <Tooltip title={tip}>
      <Link to={seafarerDetailPath(period.seafarer_id)} style={style} aria-label={`${name}: ${formatDay(period.start, lang)} – ${formatDay(period.end, lang)}`} data-kind={kind}>
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
      </Link>
    </Tooltip>
  );
}

function SegmentBlock({ segment, range, kind, colours, lang }: { segment: TimelineSegment; range: DayRange; kind: 'gap' | 'overlap'; colours: Colours; lang: Lang }) {
  const { t } = useTranslation('backend');
  const box = spanBox(range, segment.from, segment.to);
  if (!box) return null;
  const edge = kind === 'gap' ? colours.gapEdge : colours.overlapEdge;
  const tip = t(kind === 'gap' ? 'crew.timeline.gapTip' : 'crew.timeline.overlapTip', {
    from: formatDay(segment.from, lang),
    to: formatDay(segment.to, lang),
    count: segment.count,
    required: segment.required,
  });
  return (
    <Tooltip title={tip}>
      <div
        role="img"
        aria-label={tip}
        data-kind={kind}
        style={{
          ...boxStyle(box),
          top: 0,
          bottom: 0,
          background: kind === 'gap' ? colours.gap : colours.overlap,
          borderTop: `2px solid ${edge}`,
          borderBottom: `2px solid ${edge}`,
          boxSizing: 'border-box',
          zIndex: 1,
        }}
      />
    </Tooltip>
  );
}

function MonthGrid({ range, colours }: { range: DayRange; colours: Colours }) {
  return (
    <>
      {monthColumns(range).map((column) => (
        <div key={column.month} style={{ position: 'absolute', top: 0, bottom: 0, left: percent(column.left), borderLeft: `1px solid ${colours.grid}` }} />
      ))}
    </>
  );
}

/** Today as a dashed line (the legend names it; a label in the header would cover a month's name). */
function TodayLine({ range, today, colours }: { range: DayRange; today: string; colours: Colours }) {
  const mark = dayMark(range, today);
  if (mark === null) return null;
  return <div style={{ position: 'absolute', top: 0, bottom: 0, left: percent(mark), borderLeft: `2px dashed ${colours.today}`, zIndex: 3, pointerEvents: 'none' }} />;
}

function RowLabel({ row, lang, width }: { row: TimelineRow; lang: Lang; width: number }) {
  const { t } = useTranslation('backend');
  const name = nameIn(lang, row.name_en, row.name_zh);
  // Red when short today, by the rule the dashboard counts (not for a stretch past or planned).
  const short = row.short_today;
  return (
    <Flex vertical justify="center" style={{ width, flex: 'none', padding: '4px 8px 4px 0', minWidth: 0 }}>
      <Typography.Text strong ellipsis={{ tooltip: name }}>
        {row.abbr ? `${row.abbr} ` : ''}
        <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
          {name}
        </Typography.Text>
      </Typography.Text>
      <span>
        {row.required > 0 ? (
          <Tag color={short ? 'error' : 'default'} style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '16px' }}>
            {t('crew.timeline.required', { count: row.required })}
          </Tag>
        ) : (
          <Typography.Text type="secondary" style={{ fontSize: 11 }}>
            {t('crew.timeline.notRequired')}
          </Typography.Text>
        )}
      </span>
    </Flex>
  );
}

function Legend({ colours }: { colours: Colours }) {
  const { t } = useTranslation('backend');
  const swatch = (style: CSSProperties) => <span style={{ display: 'inline-block', width: 22, height: 12, borderRadius: 2, verticalAlign: 'middle', ...style }} />;
  const items: Array<[string, CSSProperties]> = [
    ['onboard', colours.bar.onboard],
    ['planned', colours.bar.planned],
    ['past', colours.bar.past],
    ['gap', { background: colours.gap, borderTop: `2px solid ${colours.gapEdge}`, borderBottom: `2px solid ${colours.gapEdge}` }],
    ['overlap', { background: colours.overlap, borderTop: `2px solid ${colours.overlapEdge}`, borderBottom: `2px solid ${colours.overlapEdge}` }],
    ['today', { width: 0, height: 14, borderLeft: `2px dashed ${colours.today}`, borderRadius: 0 }],
  ];
  return (
    <Flex wrap gap={16} style={{ fontSize: 12 }}>
      {items.map(([key, style]) => (
        <Flex key={key} gap={6} align="center">
          {swatch(style)}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`crew.timeline.legend.${key}`)}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * One ship's crew over time (DOMAIN.md §4.4): a row per position, a bar per onboard period (on board
 * solid, to come dashed, past grey), stretches below safe manning hatched red and handovers hatched
 * amber, today as a dashed line. Drawn with positioned boxes on a month grid; wide charts scroll.
 */
export function TimelineChart({ answer, today }: { answer: TimelineAnswer; today: string }) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const colours = useChartColours();
  const labelWidth = Grid.useBreakpoint().md === false ? PHONE_LABEL_WIDTH : LABEL_WIDTH;
  const range: DayRange = { from: answer.from, to: answer.to };
  const months = monthColumns(range);
  const { shortToday, gaps, overlaps } = timelineCounts(answer);

  return (
    <Flex vertical gap={12}>
      {/* Today's number is the dashboard's (safe-manning gaps): the window's stretches are another count. */}
      <Flex gap={16} wrap>
        <Typography.Text strong type={shortToday ? 'danger' : 'success'} data-testid="crew-timeline-short-today">
          {shortToday ? t('crew.timeline.shortToday', { count: shortToday }) : t('crew.timeline.fullToday')}
        </Typography.Text>
        <Typography.Text type="secondary">{t('crew.timeline.summary', { gaps, overlaps })}</Typography.Text>
      </Flex>
      <div style={{ overflowX: 'auto' }} data-testid="crew-timeline">
        <div style={{ minWidth: 760 }}>
          <Flex style={{ borderBottom: `1px solid ${colours.rowBorder}` }}>
            <div style={{ width: labelWidth, flex: 'none', padding: '4px 0' }}>
              <Typography.Text type="secondary">{t('crew.timeline.position')}</Typography.Text>
            </div>
            <div style={{ position: 'relative', flex: 1, height: 28 }}>
              {months.map((column, index) => (
                <div
                  key={column.month}
                  style={{
                    position: 'absolute',
                    left: percent(column.left),
                    width: percent(column.width),
                    top: 0,
                    bottom: 0,
                    borderLeft: `1px solid ${colours.grid}`,
                    padding: '5px 0 0 4px',
                    fontSize: 12,
                    color: colours.monthText,
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                  }}
                  title={`${formatDay(monthBounds(column.month).from, lang)} – ${formatDay(monthBounds(column.month).to, lang)}`}
                >
                  {monthLabel(column.month, lang, index === 0 || column.month.endsWith('-01'))}
                </div>
              ))}
              <TodayLine range={range} today={today} colours={colours} />
            </div>
          </Flex>
          {answer.rows.length === 0 ? (
            <Typography.Paragraph type="secondary" style={{ padding: '16px 0' }}>
              {t('crew.timeline.empty')}
            </Typography.Paragraph>
          ) : null}
          {answer.rows.map((row) => {
            const { laned, lanes } = assignLanes(row.periods);
            const lanesHeight = lanes * LANE_HEIGHT + (lanes - 1) * LANE_GAP;
            const height = Math.max(lanesHeight + ROW_PADDING * 2, MIN_ROW_HEIGHT);
            const first = (height - lanesHeight) / 2;
            return (
              <Flex key={row.position_id} style={{ borderBottom: `1px solid ${colours.rowBorder}` }} data-position={row.code}>
                <RowLabel row={row} lang={lang} width={labelWidth} />
                <div style={{ position: 'relative', flex: 1, height }}>
                  <MonthGrid range={range} colours={colours} />
                  {row.gaps.map((segment) => (
                    <SegmentBlock key={`gap-${segment.from}`} segment={segment} range={range} kind="gap" colours={colours} lang={lang} />
                  ))}
                  {row.overlaps.map((segment) => (
                    <SegmentBlock key={`overlap-${segment.from}`} segment={segment} range={range} kind="overlap" colours={colours} lang={lang} />
                  ))}
                  {laned.map(({ item, lane }) => {
                    const box = spanBox(range, item.start, item.end);
                    return box ? <PeriodBar key={item.assignment_id} period={item} box={box} top={first + lane * (LANE_HEIGHT + LANE_GAP)} colours={colours} lang={lang} /> : null;
                  })}
                  <TodayLine range={range} today={today} colours={colours} />
                </div>
              </Flex>
            );
          })}
        </div>
      </div>
      <Legend colours={colours} />
    </Flex>
  );
}
