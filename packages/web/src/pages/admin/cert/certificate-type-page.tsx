import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { certificateTypeResource, type FieldDef } from '@vessel/contract';
import { NamePairText } from '../../../components/resource/resource-cell';
import { NAME_PAIR, pairNames } from '../../../components/resource/resource-columns';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { currentLang } from '../../../locales/i18n';
import { withColumns } from './list-columns';

/** Schemes without survey windows: their window months mean nothing. */
const NO_WINDOWS = new Set(['none', 'custom', 'renewal_only']);

/** "60 months (5 years)", or "Permanent" for a type without validity. */
function ValidityCell({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  const months = typeof row.validity_months === 'number' ? row.validity_months : null;
  if (!months) return <Typography.Text type="secondary">{t('certPage.permanent')}</Typography.Text>;
  return <>{months % 12 === 0 ? t('certTypePage.years', { count: months / 12 }) : t('certTypePage.months', { count: months })}</>;
}

/** Window months of a type, "−3 / +3 months" around each anniversary. */
function WindowCell({ row }: { row: TableRow }) {
  const { t } = useTranslation('backend');
  if (NO_WINDOWS.has(String(row.survey_scheme))) return <Typography.Text type="secondary">-</Typography.Text>;
  return <>{t('certTypePage.window', { before: Number(row.window_before_months ?? 0), after: Number(row.window_after_months ?? 0) })}</>;
}

/** Both names in one cell, the reader's language first. */
function NameCell({ row }: { row: TableRow }) {
  return (
    <div style={{ maxWidth: 420 }}>
      <NamePairText {...pairNames(NAME_PAIR, row, currentLang())} />
    </div>
  );
}

/** Both names in one column (computed, never a form input). */
const NAME: FieldDef = { name: 'name', type: 'string', widget: 'text', form: 'none' };

/** The names share one column; each name, the STCW regulation, document kind and weight are shown on demand. */
export const TYPE_LIST_DEF = withColumns(certificateTypeResource, {
  hidden: ['name_en', 'name_zh', 'doc_category', 'stcw_reg', 'weigh'],
  place: [[NAME, 'code']],
});

const options: ResourcePageOptions = {
  cells: {
    name: (row) => <NameCell row={row} />,
    validity_months: (row) => <ValidityCell row={row} />,
    window_before_months: (row) => <WindowCell row={row} />,
  },
  visibleWhen: {
    // A crew manager's grouping of seafarer documents only.
    doc_category: (values) => values.holder === 'seafarer',
    stcw_reg: (values) => values.holder === 'seafarer',
    window_before_months: (values) => !NO_WINDOWS.has(String(values.survey_scheme)),
    window_after_months: (values) => !NO_WINDOWS.has(String(values.survey_scheme)),
  },
};

/**
 * Certificate types (DOMAIN.md §4.5): bilingual names, holder and category, validity, the survey scheme
 * and its window months (HSSC: ±3 months), and the alert lead times of its certificates.
 */
export default function CertificateTypePage() {
  return <ResourcePage def={TYPE_LIST_DEF} options={options} />;
}
