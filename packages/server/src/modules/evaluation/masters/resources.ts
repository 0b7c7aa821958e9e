import { randomUUID } from 'node:crypto';
import { masterReviewDescription, masterReviewDueDate, type MasterReviewItem } from '@vessel/contract';
import { ApiError, fieldError } from '../../../platform/envelope.js';
import type { ResourceBinding, WriteContext } from '../../../platform/resource/define.js';
import { describedResource } from '../../../platform/resource/described.js';
import { service } from '../../../platform/services.js';
import { SHIP_DIRECTORY } from '../../../platform/ships.js';
import { mastersSettings } from './settings.js';
import { smsSections } from './sections.js';

const TABLES: Readonly<Record<string, string>> = { 'auth.Admin': 'admin', 'auth.Department': 'department', 'fleet.Ship': 'ship', 'evaluation.MasterReview': 'master_review' };
const masterReviewResource = describedResource(masterReviewDescription, (resource) => TABLES[resource]);

/** The part's table (migrations 02xx: the masters part's prefix within the evaluation module). */
export const MASTERS_MIGRATIONS = [{ ...masterReviewResource.migration, name: '0201_master_review' }];

const EDITABLE = masterReviewDescription.def.fields.filter((field) => field.form !== 'none').map((field) => field.name);
const text = (value: unknown, max: number) => (typeof value === 'string' && value.trim().length <= max ? value.trim() : null);

/**
 * The master's items while the review is a draft: each names an ISM section of the active checklist and
 * says something (a comment or a suggestion); the office's answer fields come only through `respond`.
 */
export async function masterItems(values: unknown, context: Pick<WriteContext, 'tx'>, kept: readonly MasterReviewItem[] = []): Promise<MasterReviewItem[]> {
  if (!Array.isArray(values) || values.length > 100) throw fieldError('items', 'evaluation.masterReview.itemInvalid');
  const sections = await smsSections(context.tx);
  const before = new Map(kept.map((item) => [item.id, item]));
  return values.map((value) => {
    const raw = (value ?? {}) as Record<string, unknown>;
    const section = text(raw.section, 20);
    const comment = text(raw.comment ?? '', 4000);
    const suggestion = text(raw.suggestion ?? '', 4000);
    if (!section || !sections.has(section) || comment === null || suggestion === null || !(comment || suggestion)) throw fieldError('items', 'evaluation.masterReview.itemInvalid');
    const id = typeof raw.id === 'string' && before.has(raw.id) ? raw.id : randomUUID();
    return { id, section, comment, suggestion, response: null, accepted: null, follow_up: null, dcr_id: null, ncr_id: null };
  });
}

async function masterReviewColumns(values: Record<string, unknown>, context: WriteContext): Promise<Record<string, unknown>> {
  const { existing, tx } = context;
  const columns: Record<string, unknown> = {};
  for (const name of EDITABLE) if (values[name] !== undefined) columns[name] = values[name];
  if (existing && existing.status !== 'draft') {
    // Submitted: what the master wrote stands (the office answers through `respond`); saving it unchanged changes nothing.
    const master = (items: unknown) => JSON.stringify(((items as MasterReviewItem[] | null) ?? []).map(({ section, comment, suggestion }) => [section, comment, suggestion]));
    const changed = Object.entries(columns).some(([name, value]) =>
      name === 'items' ? master(value) !== master(existing.items) : JSON.stringify(value ?? null) !== JSON.stringify(existing[name] ?? null),
    );
    if (changed) throw new ApiError('record.stepNotAllowed', { params: { status: String(existing.status) } });
    return {};
  }
  const record = { ...(existing ?? {}), ...columns } as Record<string, unknown>;
  if (columns.items !== undefined) columns.items = await masterItems(columns.items, context, (existing?.items as MasterReviewItem[] | null) ?? []);
  const shipId = String(record.ship_id);
  const ship = (await service(SHIP_DIRECTORY).byIds(tx, [shipId])).get(shipId);
  if (!ship) throw fieldError('ship_id', 'record.notFound');
  const year = Number(record.year);
  columns.dept_id = ship.dept_id;
  columns.review_no = `${ship.name_en} ${year}`.slice(0, 60);
  // The due day is fixed when the review is opened (or its year changes): a later change of the setting moves no review.
  if (!existing || Number(existing.year) !== year) columns.due_date = masterReviewDueDate(year, await mastersSettings.dueMonth());
  return columns;
}

export const masterReviewBinding: ResourceBinding = { ...masterReviewResource.binding, toColumns: masterReviewColumns };
