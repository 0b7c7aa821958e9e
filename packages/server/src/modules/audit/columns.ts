import type { PgColumn } from 'drizzle-orm/pg-core';

/** The columns the area's queries name; its tables are built from their descriptions, so drizzle types them loosely. */
type AuditColumn =
  | 'id'
  | 'created_at'
  | 'updated_at'
  | 'year'
  | 'title'
  | 'status'
  | 'audit_no'
  | 'programme_id'
  | 'category'
  | 'standard'
  | 'scope'
  | 'ship_id'
  | 'dept_id'
  | 'external_kind'
  | 'planned_from'
  | 'planned_to'
  | 'lead_auditor_id'
  | 'team_ids'
  | 'conducted_to'
  | 'admin_id'
  | 'qualification'
  | 'seafarer_id'
  | 'plan_id'
  | 'ncr_id'
  | 'ncr_no'
  | 'grade';

/** A described table's columns by name. */
export function columnsOf(table: unknown): Record<AuditColumn, PgColumn> {
  return table as Record<AuditColumn, PgColumn>;
}
