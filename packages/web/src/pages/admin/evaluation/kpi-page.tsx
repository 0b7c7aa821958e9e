import { Space, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { KPI_TRANSLATIONS, kpiObjectiveDescription } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang, i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

addRuntimeMessages(i18n, KPI_TRANSLATIONS);

const def = kpiObjectiveDescription.def;
const COLOURS: Record<string, string> = { green: 'green', amber: 'orange', red: 'red', none: 'default' };

/** The year's objectives as traffic lights: the light (computed by the server) and the figure against its target. */
export default function KpiPage() {
  const { t } = useTranslation('backend');
  const options = useMemo<ResourcePageOptions>(
    () => ({
      cells: {
        name: (row: TableRow) => String((currentLang() === 'en' ? row.name_en : row.name) || row.name || ''),
        target: (row: TableRow) => {
          const light = String(row.light ?? 'none');
          const sign = row.better === 'higher' ? '≥' : '≤';
          return (
            <Space size={6} data-testid="kpi-light" data-light={light}>
              <Tag color={COLOURS[light]}>{t(`evaluationKpi.light.${light}`)}</Tag>
              <Typography.Text strong>{row.actual == null ? '—' : String(row.actual)}</Typography.Text>
              <Typography.Text type="secondary">
                {sign} {String(Number(row.target))} {String(row.unit ?? '')}
              </Typography.Text>
            </Space>
          );
        },
      },
    }),
    [t],
  );
  return <ResourcePage def={def} options={options} />;
}
