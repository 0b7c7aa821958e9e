import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  evaluationNeedsRemark,
  evaluationOverall,
  supplierBankDescription,
  supplierDescription,
  supplierEvaluationDescription,
  UNLOCODE,
  type ResourceDescription,
  type SupplierContact,
  type SupplierCriterion,
} from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { companyToday } from '../../platform/company-today.js';
import { ApiError, fieldError } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { NUMBERING } from '../../platform/numbering.js';
import type { ResourceBinding, Row, WriteContext } from '../../platform/resource/define.js';
import { describedResource } from '../../platform/resource/described.js';
import { service } from '../../platform/services.js';
import { REEVALUATION_SOURCE } from './alert-source.js';
import { ratingThreshold, refreshRating } from './rules.js';
import { supplierCompany, supplierEvaluation } from './tables.js';

/** The tables of the resources these refer to. */
const TABLES: Readonly<Record<string, string>> = {
  'fleet.Ship': 'ship',
  'auth.Admin': 'admin',
  'supplier.Company': 'supplier_company',
};
const tableOf = (resource: string) => TABLES[resource];

const companyResource = describedResource(supplierDescription, tableOf);
const evaluationResource = describedResource(supplierEvaluationDescription, tableOf);
const bankResource = describedResource(supplierBankDescription, tableOf);

/** The area's tables in the order their keys need them, then the indexes its lists and alerts read by. */
export const SUPPLIER_MIGRATIONS = [
  { ...companyResource.migration, name: '0001_supplier_company' },
  { ...evaluationResource.migration, name: '0002_supplier_evaluation' },
  { ...bankResource.migration, name: '0003_supplier_bank' },
  {
    name: '0004_supplier_indexes',
    sql: [
      'CREATE INDEX "supplier_company_status_idx" ON "supplier_company" ("status", "approval_valid_until")',
      'CREATE INDEX "supplier_evaluation_supplier_idx" ON "supplier_evaluation" ("supplier_id", "evaluated_on")',
    ].join(';\n--> statement-breakpoint\n'),
  },
];

const formFields = (description: ResourceDescription) => description.def.fields.filter((field) => field.form !== 'none').map((field) => field.name);
const COMPANY_FIELDS = formFields(supplierDescription);
const EVALUATION_FIELDS = formFields(supplierEvaluationDescription);

function merge(names: readonly string[], values: Record<string, unknown>, existing: Row | null) {
  const columns: Record<string, unknown> = {};
  for (const name of names) if (values[name] !== undefined) columns[name] = values[name];
  return { columns, record: { ...(existing ?? {}), ...columns } as Record<string, unknown> };
}

const contactSchema = z.object({
  name: z.string().trim().min(1).max(100),
  role: z.string().trim().max(100).optional().default(''),
  phone: z.string().trim().max(60).optional().default(''),
  email: z.union([z.literal(''), z.string().trim().email().max(120)]).optional().default(''),
  h24: z.boolean().optional().default(false),
});

/** The contacts as stored: each with a name and, when given, a valid e-mail; at most 20. */
export function contactsOf(value: unknown): SupplierContact[] {
  const list = Array.isArray(value) ? value : [];
  if (list.length > 20) throw fieldError('contacts', 'supplier.contactInvalid', { row: 21 });
  return list.map((item, index) => {
    const parsed = contactSchema.safeParse(item);
    if (!parsed.success) throw fieldError('contacts', 'supplier.contactInvalid', { row: index + 1 });
    return parsed.data;
  });
}

/** Ports as UN/LOCODEs, upper-cased, each once. */
export function portsOf(value: unknown): string[] {
  const list = (Array.isArray(value) ? value : []).map((port) => String(port).trim().toUpperCase().replace(/\s+/g, ''));
  for (const port of list) if (!UNLOCODE.test(port)) throw fieldError('ports_served', 'supplier.portCode');
  return [...new Set(list)];
}

/**
 * A supplier as the rules want it: its number (typed, or the `supplier` numbering rule's), ports as
 * UN/LOCODEs, contacts validated. Its status, approval and rating are the steps' and the evaluations' own.
 */
async function companyColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { tx, existing, request, mode } = context;
  const { columns } = merge(COMPANY_FIELDS, values, existing);
  if (values.ports_served !== undefined) columns.ports_served = portsOf(values.ports_served);
  if (values.contacts !== undefined) columns.contacts = contactsOf(values.contacts);
  if (values.approved_scope !== undefined) {
    const scope = (Array.isArray(values.approved_scope) ? values.approved_scope : []).map((item) => String(item).trim()).filter(Boolean);
    if (scope.some((item) => item.length > 60)) throw fieldError('approved_scope', 'supplier.scopeItem');
    columns.approved_scope = [...new Set(scope)];
  }
  if (typeof columns.supplier_no === 'string') columns.supplier_no = columns.supplier_no.trim() || null;
  if (mode === 'add' && !columns.supplier_no) {
    columns.supplier_no = await service(NUMBERING).next(tx, { bizType: 'supplier', shipId: null, date: await companyToday(request) });
  }
  return columns;
}

const scoresOf = (record: Record<string, unknown>) =>
  Object.fromEntries(
    (['score_quality', 'score_delivery', 'score_price', 'score_documentation', 'score_communication', 'score_hse'] as const).map((name) => [name, record[name] == null ? null : Number(record[name])]),
  ) as Record<SupplierCriterion, number | null>;

/**
 * An evaluation: not dated ahead of today, its overall score the mean of the criteria given, a remark
 * whenever a criterion has two stars or fewer, and an approver for a decision that changes the supplier.
 */
export async function evaluationColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { existing, request, access, mode } = context;
  const { columns, record } = merge(EVALUATION_FIELDS, values, existing);
  const today = await companyToday(request);
  if (typeof record.evaluated_on === 'string' && record.evaluated_on > today) throw fieldError('evaluated_on', 'supplier.evaluationInFuture');
  const scores = scoresOf(record);
  const remark = typeof record.remark === 'string' ? record.remark.trim() : '';
  if (evaluationNeedsRemark(scores) && !remark) throw fieldError('remark', 'supplier.remarkRequired');
  if (record.decision && record.decision !== 'keep' && !record.approved_by) throw fieldError('approved_by', 'supplier.approvedByRequired');
  columns.overall = evaluationOverall(scores);
  if (mode === 'add' && !record.evaluator_id) columns.evaluator_id = access.admin.id;
  return columns;
}

/**
 * After an evaluation's write: the supplier's rolling rating; a decision applied to the supplier (keep
 * leaves it; conditional makes an approved supplier conditional; suspend suspends one in use); a rating
 * below the threshold or an incident evaluation marks it due for re-evaluation; then its alert.
 */
async function afterEvaluationWrite(context: ModuleContext, row: Row, write: WriteContext): Promise<void> {
  const { tx, request } = write;
  const evaluation = row as unknown as typeof supplierEvaluation.$inferSelect;
  const today = await companyToday(request);
  const ids = new Set([evaluation.supplier_id, ...(write.existing && write.existing.supplier_id !== evaluation.supplier_id ? [write.existing.supplier_id as string] : [])]);
  for (const id of ids) await refreshRating(tx, id, today);
  const [supplier] = await tx.select().from(supplierCompany).where(eq(supplierCompany.id, evaluation.supplier_id)).for('update');
  if (!supplier) return;
  const set: Partial<typeof supplierCompany.$inferInsert> = {};
  if (evaluation.decision === 'conditional' && supplier.status === 'approved') set.status = 'conditional';
  if (evaluation.decision === 'suspend' && ['approved', 'conditional', 'under_evaluation'].includes(supplier.status)) {
    set.status = 'suspended';
    set.status_reason = (evaluation.remark ?? '').slice(0, 1000);
  }
  const threshold = await ratingThreshold(context, tx);
  if (evaluation.kind === 'incident') set.reevaluation_reason = 'incident';
  else if (supplier.rating !== null && Number(supplier.rating) < threshold) set.reevaluation_reason ??= 'low_rating';
  else if (supplier.reevaluation_reason === 'low_rating') set.reevaluation_reason = null;
  if (Object.keys(set).length) await tx.update(supplierCompany).set({ ...set, updated_at: new Date() }).where(eq(supplierCompany.id, supplier.id));
  await context.alerts.reconcile(REEVALUATION_SOURCE, [...ids], tx, await context.alerts.today());
}

async function countWhere(tx: Db, table: typeof supplierEvaluation, ids: string[]): Promise<number> {
  const [held] = await tx.select({ n: sql<number>`count(*)::int` }).from(table).where(inArray(table.supplier_id, ids));
  return Number(held?.n ?? 0);
}

/** The area's resources: described tables, with the rules and derived columns above. */
export function supplierResources(context: ModuleContext): ResourceBinding[] {
  const reconcile = async (ids: string[], tx?: Db) => context.alerts.reconcile(REEVALUATION_SOURCE, ids, tx, await context.alerts.today());
  return [
    {
      ...companyResource.binding,
      toColumns: companyColumns,
      afterWrite: async (row, _values, write) => reconcile([row.id], write.tx),
      // An evaluated supplier is history the ISM auditor asks for: it is suspended or blacklisted, never deleted.
      beforeDelete: async (rows, { tx }) => {
        const count = await countWhere(tx, supplierEvaluation, rows.map((row) => row.id));
        if (count > 0) throw new ApiError('supplier.hasEvaluations', { params: { count } });
        const [held] = await tx.execute<{ n: number }>(sql`select count(*)::int as n from certificate where supplier_id in ${rows.map((row) => row.id)}`).then((result) => ((result as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[])));
        if (Number(held?.n ?? 0) > 0) throw new ApiError('supplier.hasCertificates', { params: { count: Number(held!.n) } });
      },
      afterDelete: async (rows) => reconcile(rows.map((row) => row.id)),
      afterRestore: async (row, tx) => reconcile([row.id], tx),
    },
    {
      ...evaluationResource.binding,
      toColumns: evaluationColumns,
      afterWrite: (row, _values, write) => afterEvaluationWrite(context, row, write),
      afterDelete: async (rows) => {
        const ids = [...new Set(rows.map((row) => row.supplier_id as string))];
        const today = await context.alerts.today();
        await context.db.transaction(async (tx) => {
          for (const id of ids) await refreshRating(tx, id, today);
        });
        await reconcile(ids);
      },
      afterRestore: async (row, tx) => {
        await refreshRating(tx, row.supplier_id as string, await context.alerts.today());
        await reconcile([row.supplier_id as string], tx);
      },
    },
    { ...bankResource.binding },
  ];
}
