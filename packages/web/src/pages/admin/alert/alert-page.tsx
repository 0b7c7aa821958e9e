import { LinkOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Progress, Segmented, Tag, Tooltip, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { titleText, type TitleParams } from '@vessel/contract';
import { alertRunProgress, runAlerts } from '../../../api/admin/alert';
import { holds } from '../../../components/resource/resource-access';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import { filterOf, withFilter } from '../../../components/resource/table-state';
import type { TableRow } from '../../../components/resource/table-rows';
import { useAccessSession } from '../../../components/resource/use-resource-access';
import { useTableState } from '../../../components/resource/use-table-state';
import { formatDateTime } from '../../../locales/format';
import { currentLang } from '../../../locales/i18n';
import { useDefaultQuery } from '../cert/use-default-query';
import { recordLink } from '../todo/record-link';
import { ALERT_LIST_DEF } from './alert-list-def';
import { AlertStageTag } from './alert-stage-tag';
import { alertViewOf, ALERT_VIEWS, type AlertView } from './alert-views';

const LEVEL_COLOURS: Readonly<Record<string, string>> = { critical: 'error', warn: 'warning', info: 'processing' };

function AlertTitle({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  const key = typeof row.title_key === 'string' ? row.title_key : '';
  const link = recordLink(typeof row.biz_type === 'string' ? row.biz_type : '', row);
  return (
    <Flex vertical gap={2} style={{ maxWidth: 420 }}>
      <span>{titleText(currentLang(), key, (row.params ?? {}) as TitleParams)}</span>
      {link ? (
        <Link to={link.to} style={{ fontSize: 12 }}>
          <LinkOutlined /> {t(link.labelKey)}
        </Link>
      ) : null}
    </Flex>
  );
}

function AckCell({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  if (!row.ack_at) return <Typography.Text type="secondary">{t('alertPage.notAcknowledged')}</Typography.Text>;
  const who = typeof row.ack_by_label === 'string' ? row.ack_by_label : '';
  return (
    <Flex vertical gap={0}>
      <span>{who || t('alertPage.acknowledged')}</span>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {formatDateTime(String(row.ack_at), currentLang())}
      </Typography.Text>
    </Flex>
  );
}

/** Open / unacknowledged / all, and the on-demand run of the alert job. */
function AlertToolbar({ onRan }: { onRan(): void }) {
  const { t } = useTranslation('backend');
  const session = useAccessSession();
  const [state, setState] = useTableState(ALERT_LIST_DEF);
  const [running, setRunning] = useState(false);
  const view = alertViewOf(filterOf(state, 'closed_at'), filterOf(state, 'ack_at'));

  const pick = (next: AlertView) => {
    const chosen = ALERT_VIEWS[next];
    setState(withFilter(withFilter(state, 'closed_at', chosen.closed_at), 'ack_at', chosen.ack_at));
  };

  const run = async () => {
    setRunning(true);
    try {
      await runAlerts();
      onRan();
    } catch {
      // The client showed why (another process is running it).
    } finally {
      setRunning(false);
    }
  };

  return (
    <Card variant="borderless" size="small">
      <Flex gap={16} wrap align="center" justify="space-between">
        <Segmented
          value={view ?? ''}
          onChange={(value) => pick(value as AlertView)}
          options={(Object.keys(ALERT_VIEWS) as AlertView[]).map((name) => ({ value: name, label: t(`alertPage.views.${name}`) }))}
        />
        {holds(session, 'alert/alert/run') ? (
          <Flex gap={12} align="center">
            {running ? <RunProgress /> : null}
            <Tooltip title={t('alertPage.runHint')}>
              <Button icon={<ThunderboltOutlined />} loading={running} onClick={() => void run()}>
                {t('alertPage.run')}
              </Button>
            </Tooltip>
          </Flex>
        ) : null}
      </Flex>
    </Card>
  );
}

/**
 * While a run started here is under way: the source being judged and the records judged of those found so
 * far, asked for every second (over a fleet's million records the run takes a minute). A balancer may send
 * the question to another process, which runs nothing: the bar then waits without a figure.
 */
function RunProgress() {
  const { t } = useTranslation('backend');
  const { data } = useQuery({ queryKey: ['alert', 'progress'], queryFn: alertRunProgress, refetchInterval: 1000, gcTime: 0 });
  const total = data?.records_total ?? 0;
  const percent = total ? Math.floor(((data?.records_done ?? 0) * 100) / total) : 0;
  const source = data?.source ? t(`alert.alert.biz_type_options.${data.source}`, { defaultValue: data.source }) : '';
  return (
    <Flex vertical gap={0} style={{ minWidth: 240 }} role="status" aria-live="polite">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {!data?.source ? t('alertPage.starting') : data.phase === 'prepare' ? t('alertPage.preparing', { source }) : t('alertPage.running', { source, done: data.records_done.toLocaleString(), total: total.toLocaleString() })}
      </Typography.Text>
      <Progress percent={percent} size="small" status="active" aria-label={t('alertPage.run')} />
    </Flex>
  );
}

/**
 * Alerts the engine raised (DOMAIN.md §4.0): level in colour, what is due and by when, the stage reached
 * ('30 days before', 'expired'), the record it is about, who acknowledged it. Acknowledging (batch) closes
 * an alert; its to-do stays until the work is done. "Run now" runs the daily job at once.
 */
export default function AlertPage() {
  const [version, setVersion] = useState(0);
  // Opened from the menu: the alerts still open.
  const waiting = useDefaultQuery(() => ({ 'search.closed_at': 'NULL:' }));

  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        level: (row) => (
          <Tag color={LEVEL_COLOURS[String(row.level)] ?? 'default'}>
            <LevelLabel level={String(row.level ?? '')} />
          </Tag>
        ),
        title_key: (row) => <AlertTitle row={row} />,
        stage: (row) => <AlertStageTag stage={row.stage} />,
        ack_at: (row) => <AckCell row={row} />,
      },
      ownFilters: Object.keys(ALERT_VIEWS.all),
    }),
    [],
  );

  return (
    <Flex vertical gap={12}>
      <AlertToolbar onRan={() => setVersion((value) => value + 1)} />
      {waiting ? null : <ResourcePage key={version} def={ALERT_LIST_DEF} options={options} />}
    </Flex>
  );
}

function LevelLabel({ level }: { level: string }) {
  const { t } = useTranslation('backend');
  return <>{t(`alert.alert.level_options.${level}`, { defaultValue: level })}</>;
}
