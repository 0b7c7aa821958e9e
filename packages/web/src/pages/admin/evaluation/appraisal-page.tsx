import { Rate, Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { APPRAISAL_CRITERIA, APPRAISAL_LOW_OVERALL, APPRAISAL_STEP_FROM, APPRAISAL_TRANSLATIONS, appraisalDescription, scoreField } from '@vessel/contract';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { FieldInputRenderer } from '../../../components/resource/field-input';
import type { TableRow } from '../../../components/resource/table-rows';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';

addRuntimeMessages(i18n, APPRAISAL_TRANSLATIONS);

const def = appraisalDescription.def;
const allowed = (step: keyof typeof APPRAISAL_STEP_FROM) => (row: TableRow) => (APPRAISAL_STEP_FROM[step] as readonly string[]).includes(String(row.status));
const REHIRE_COLOURS: Record<string, string> = { yes: 'green', conditional: 'orange', no: 'red' };

/** A criterion scored as 1–5 stars (the server refuses anything else). */
const stars: FieldInputRenderer = ({ value, onChange }) => <Rate count={5} value={typeof value === 'number' ? value : 0} onChange={(next) => onChange?.(next || null)} />;

/** Crew appraisals: the generic list, scores as stars in the form, the overall and the rehire recommendation as coloured tags. */
export default function AppraisalPage() {
  const { t } = useTranslation('backend');
  const options = useMemo<ResourcePageOptions>(
    () => ({
      inputs: Object.fromEntries(APPRAISAL_CRITERIA.map((criterion) => [scoreField(criterion), stars])),
      visibleWhen: {
        rehire_reason: (values) => values.recommend_rehire === 'no' || values.recommend_rehire === 'conditional',
        promotion_rank_id: (values) => values.recommend_promotion === true,
      },
      cells: {
        overall: (row: TableRow) =>
          row.overall == null ? '—' : <Tag color={Number(row.overall) <= APPRAISAL_LOW_OVERALL ? 'red' : Number(row.overall) >= 4 ? 'green' : 'blue'}>{Number(row.overall).toFixed(1)}</Tag>,
        recommend_rehire: (row: TableRow) =>
          row.recommend_rehire ? <Tag color={REHIRE_COLOURS[String(row.recommend_rehire)]}>{t(`evaluation.appraisal.recommend_rehire_options.${String(row.recommend_rehire)}`)}</Tag> : '—',
      },
      available: { submit: allowed('submit'), countersign: allowed('countersign'), review: allowed('review'), edit: allowed('submit'), del: allowed('submit') },
    }),
    [t],
  );
  return <ResourcePage def={def} options={options} />;
}
