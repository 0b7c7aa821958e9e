import { Flex, Tooltip, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { surveySeverity, type Severity } from './certificate-status';
import { stripLayout, type StripWindow } from './survey-strip';

const LANE_HEIGHT = 22;
const LANE_GAP = 6;

/**
 * The certificate's survey windows on one time line: validity as a thin bar, each window a block coloured
 * by its state (red overdue, blue open, amber opening soon, green done, grey later), a dot where the survey
 * was done, today a line. Hovering a block names it; the table below has the details.
 */
export function SurveyStripView({
  windows,
  certificate,
  today,
  onPick,
}: {
  windows: readonly StripWindow[];
  certificate: { issue_date?: string | null; expiry_date?: string | null };
  today: string;
  onPick?: (id: string) => void;
}) {
  const { t } = useTranslation('backend');
  const { token } = theme.useToken();
  const layout = stripLayout(windows, certificate, today);
  if (!layout) return null;

  const colours: Readonly<Record<Severity, { fill: string; border: string }>> = {
    critical: { fill: token.colorErrorBg, border: token.colorError },
    info: { fill: token.colorPrimaryBg, border: token.colorPrimary },
    warning: { fill: token.colorWarningBg, border: token.colorWarning },
    ok: { fill: token.colorSuccessBg, border: token.colorSuccess },
    muted: { fill: token.colorFillSecondary, border: token.colorBorder },
  };
  const byId = new Map(windows.map((window) => [window.id, window]));
  const height = 10 + layout.lanes * (LANE_HEIGHT + LANE_GAP);

  return (
    <figure style={{ margin: 0 }} aria-label={t('certPage.strip.label')}>
      <div style={{ position: 'relative', height: height + 22, marginTop: 20 }}>
        {layout.validity ? (
          <div
            title={t('certPage.strip.validity')}
            style={{
              position: 'absolute',
              top: 0,
              left: `${layout.validity.left}%`,
              width: `${layout.validity.width}%`,
              height: 4,
              borderRadius: 2,
              background: token.colorPrimaryBorder,
            }}
          />
        ) : null}
        {layout.ticks.map((tick) => (
          <div key={tick.label} style={{ position: 'absolute', left: `${tick.left}%`, top: 0, height: height + 4, borderLeft: `1px dashed ${token.colorBorderSecondary}` }}>
            <Typography.Text type="secondary" style={{ position: 'absolute', top: height + 4, left: 2, fontSize: 11, whiteSpace: 'nowrap' }}>
              {tick.label}
            </Typography.Text>
          </div>
        ))}
        {layout.blocks.map((block) => {
          const window = byId.get(block.id)!;
          const colour = colours[surveySeverity(block.state)];
          const kind = t(`cert.certificateSurvey.kind_options.${block.kind}`, { defaultValue: block.kind });
          const state = t(`cert.certificateSurvey.state_options.${block.state}`, { defaultValue: block.state });
          const tip = (
            <Flex vertical>
              <strong>{kind}</strong>
              <span>
                {window.window_start} ~ {window.window_end}
              </span>
              <span>{window.done_date ? t('certPage.strip.doneOn', { date: window.done_date }) : state}</span>
            </Flex>
          );
          return (
            <Tooltip key={block.id} title={tip}>
              <button
                type="button"
                aria-label={`${kind} ${window.window_start} ~ ${window.window_end}: ${state}`}
                onClick={() => onPick?.(block.id)}
                style={{
                  position: 'absolute',
                  top: 10 + block.lane * (LANE_HEIGHT + LANE_GAP),
                  left: `${block.left}%`,
                  width: `${block.width}%`,
                  height: LANE_HEIGHT,
                  padding: '0 4px',
                  overflow: 'hidden',
                  whiteSpace: 'nowrap',
                  textOverflow: 'ellipsis',
                  fontSize: 11,
                  lineHeight: `${LANE_HEIGHT - 2}px`,
                  color: token.colorText,
                  background: colour.fill,
                  border: `1px solid ${colour.border}`,
                  borderRadius: 4,
                  cursor: onPick ? 'pointer' : 'default',
                }}
              >
                {kind}
                {block.done !== null ? (
                  <span
                    aria-hidden
                    style={{
                      position: 'absolute',
                      top: LANE_HEIGHT / 2 - 4,
                      left: `calc(${((block.done - block.left) / block.width) * 100}% - 4px)`,
                      width: 8,
                      height: 8,
                      borderRadius: 4,
                      background: token.colorSuccess,
                    }}
                  />
                ) : null}
              </button>
            </Tooltip>
          );
        })}
        {layout.today !== null ? (
          <div style={{ position: 'absolute', left: `${layout.today}%`, top: -2, height: height + 2, borderLeft: `2px solid ${token.colorError}` }}>
            <Typography.Text style={{ position: 'absolute', top: -18, left: 0, transform: 'translateX(-50%)', fontSize: 11, color: token.colorError, whiteSpace: 'nowrap' }}>
              {t('certPage.strip.today')}
            </Typography.Text>
          </div>
        ) : null}
      </div>
    </figure>
  );
}
