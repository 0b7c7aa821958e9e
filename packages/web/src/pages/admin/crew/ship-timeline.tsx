import { LeftOutlined, ReloadOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Result, Space, Spin, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TimelineAnswer } from '@vessel/contract';
import { readTimeline } from '../../../api/admin/crew';
import { isCancelledRequest } from '../../../api/request-errors';
import { currentLang } from '../../../locales/i18n';
import { formatDay } from '../../../locales/format';
import { TimelineChart } from './timeline-chart';
import { defaultTimelineRange, shiftRange, type DayRange } from './timeline-layout';

interface ShipTimelineProps {
  shipId: string;
  range: DayRange;
  today: string;
  onRangeChange(range: DayRange): void;
  /** A number that reloads the chart when it changes. */
  version?: number;
}

/** One ship's crew timeline with its window's controls: three months earlier or later, back to now. */
export function ShipTimeline({ shipId, range, today, onRangeChange, version = 0 }: ShipTimelineProps) {
  const { t } = useTranslation('backend');
  const lang = currentLang();
  const [state, setState] = useState<{ answer: TimelineAnswer | null; loading: boolean; failed: boolean }>({ answer: null, loading: true, failed: false });
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    let active = true;
    setState((held) => ({ ...held, loading: true, failed: false }));
    readTimeline({ ship_id: shipId, from: range.from, to: range.to }).then(
      ({ data }) => {
        if (active) setState({ answer: data, loading: false, failed: false });
      },
      (error: unknown) => {
        if (active && !isCancelledRequest(error)) setState((held) => ({ ...held, loading: false, failed: true }));
      },
    );
    return () => {
      active = false;
    };
  }, [shipId, range.from, range.to, version, reloads]);

  const now = defaultTimelineRange(today);
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text strong>
          {formatDay(range.from, lang)} – {formatDay(range.to, lang)}
        </Typography.Text>
        <Space wrap>
          <Button icon={<LeftOutlined />} onClick={() => onRangeChange(shiftRange(range, -3))}>
            {t('crew.timeline.earlier')}
          </Button>
          <Button disabled={range.from === now.from && range.to === now.to} onClick={() => onRangeChange(now)}>
            {t('crew.timeline.thisYear')}
          </Button>
          <Button onClick={() => onRangeChange(shiftRange(range, 3))}>
            {t('crew.timeline.later')} <RightOutlined />
          </Button>
          <Tooltip title={t('resourceKit.refresh')}>
            <Button icon={<ReloadOutlined />} aria-label={t('resourceKit.refresh')} onClick={() => setReloads((value) => value + 1)} />
          </Tooltip>
        </Space>
      </Flex>
      {state.failed ? <Result status="warning" title={t('resourceKit.loadFailed')} /> : null}
      <Spin spinning={state.loading}>{state.answer ? <TimelineChart answer={state.answer} today={today} /> : <div style={{ minHeight: 120 }} />}</Spin>
    </Flex>
  );
}
