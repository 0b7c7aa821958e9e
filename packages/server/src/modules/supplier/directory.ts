import { and, asc, ilike, inArray, or, sql } from 'drizzle-orm';
import { SELECTABLE_SUPPLIER_STATES, supplierSelectable } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import type { ModuleContext } from '../../platform/module.js';
import type { SupplierDirectory, SupplierSummary } from '../../platform/suppliers.js';
import { supplierCompany, type SupplierRow } from './tables.js';

/**
 * SUPPLIER_DIRECTORY (platform/suppliers.ts): suppliers as other areas see them. Selectable means approved
 * or conditional with an approval valid on the company's today (an expired approval is due for
 * re-evaluation and no longer chosen, whatever its stored state).
 */
export function supplierDirectory(context: ModuleContext): SupplierDirectory {
  const summary = (row: SupplierRow, today: string): SupplierSummary => ({
    id: row.id,
    name_en: row.name_en,
    name_zh: row.name_zh ?? '',
    types: row.types ?? [],
    status: row.status,
    selectable: supplierSelectable(row, today),
  });
  return {
    async byIds(db: Db, ids: readonly string[]) {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const today = await context.alerts.today();
      const rows = await db.select().from(supplierCompany).where(inArray(supplierCompany.id, unique));
      return new Map(rows.map((row) => [row.id, summary(row, today)]));
    },
    async selectable(db: Db, options = {}) {
      const today = await context.alerts.today();
      const search = options.search?.trim();
      const rows = await db
        .select()
        .from(supplierCompany)
        .where(
          and(
            inArray(supplierCompany.status, [...SELECTABLE_SUPPLIER_STATES]),
            sql`${supplierCompany.approval_valid_until} >= ${today}`,
            options.type ? sql`${supplierCompany.types} @> ${JSON.stringify([options.type])}::jsonb` : undefined,
            search ? or(ilike(supplierCompany.name_en, `%${search}%`), ilike(supplierCompany.name_zh, `%${search}%`), ilike(supplierCompany.short_name, `%${search}%`)) : undefined,
          ),
        )
        .orderBy(asc(supplierCompany.name_en))
        .limit(Math.min(Math.max(options.limit ?? 50, 1), 500));
      return rows.map((row) => summary(row, today));
    },
  };
}
