import { Rate, Tag, Tooltip } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SHIP_RATED_CRITERIA, SUPPLIER_CRITERIA, SUPPLIER_TRANSLATIONS, supplierEvaluationDescription, type SupplierCriterion } from '@vessel/contract';
import type { FieldInputProps } from '../../../components/resource/field-input';
import { ResourcePage, type ResourcePageOptions } from '../../../components/resource/resource-page';
import type { TableRow } from '../../../components/resource/table-rows';
import { i18n } from '../../../locales/i18n';
import { addRuntimeMessages } from '../../../locales/runtime-messages';
import { remarkMissing } from './supplier-views';

addRuntimeMessages(i18n, SUPPLIER_TRANSLATIONS);

const def = supplierEvaluationDescription.def;

/** One criterion as stars; the ship-rated ones say so (the master rates what the ship saw). */
function StarsInput({ value, onChange, spec, id }: FieldInputProps) {
  const { t } = useTranslation('backend');
  const shipRated = SHIP_RATED_CRITERIA.includes(spec.field.name as SupplierCriterion);
  return (
    <span id={id} data-testid={`evaluation-${spec.field.name}`}>
      <Rate value={typeof value === 'number' ? value : 0} onChange={(next) => onChange?.(next > 0 ? next : null)} />
      {shipRated ? (
        <Tag style={{ marginLeft: 8 }} color="blue">
          {t('supplier.shipRated')}
        </Tag>
      ) : null}
    </span>
  );
}

export function Stars({ value }: { value: unknown }) {
  const n = value === null || value === undefined || value === '' ? null : Number(value);
  if (n === null || !Number.isFinite(n)) return null;
  return (
    <Tooltip title={n.toFixed(1)}>
      <span style={{ whiteSpace: 'nowrap' }}>
        <Rate disabled allowHalf value={Math.round(n * 2) / 2} style={{ fontSize: 12 }} /> {n.toFixed(1)}
      </span>
    </Tooltip>
  );
}

/** The evaluation form's own check of the remark, with the server's message (client and server alike). */
const remarkCheck = (_value: unknown, values: Record<string, unknown>) => (remarkMissing(values) ? { key: 'supplier.remarkRequired' as const, params: {} } : null);

export const evaluationPageOptions: ResourcePageOptions = {
  inputs: Object.fromEntries(SUPPLIER_CRITERIA.map((name) => [name, (props: FieldInputProps) => <StarsInput {...props} />])),
  checks: { remark: remarkCheck },
  cells: {
    ...Object.fromEntries(SUPPLIER_CRITERIA.map((name) => [name, (row: TableRow) => <Stars value={row[name]} />])),
    overall: (row: TableRow) => <Stars value={row.overall} />,
  },
  visibleWhen: { approved_by: (values) => values.decision !== undefined && values.decision !== 'keep' },
  width: 820,
};

/** Supplier evaluations (DOMAIN.md §4.14): stars per criterion, the remark asked for at two stars or fewer. */
export default function EvaluationPage() {
  const options = useMemo(() => evaluationPageOptions, []);
  return <ResourcePage def={def} options={options} />;
}
