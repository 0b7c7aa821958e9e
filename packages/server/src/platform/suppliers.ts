import type { Db } from '../db/client.js';
import { serviceToken } from './services.js';

/**
 * Supplier companies as other areas see them (DOMAIN.md §4.14): a work order's service engineer, a crew
 * manning agent, a drydock yard. Only an `approved` or `conditional` supplier may be chosen in another area;
 * the supplier area owns the table and provides this. An area that keeps a supplier's id asks here on
 * every save (the kit's reference check proves only that the row exists and is in scope).
 */
export interface SupplierSummary {
  id: string;
  name_en: string;
  name_zh: string;
  /** `supplier_type` dictionary codes (spares, service_engineer, manning_agent...). */
  types: string[];
  status: string;
  /** Whether another area may choose it now (approved or conditional, approval not expired). */
  selectable: boolean;
}

export interface SupplierDirectory {
  /** The suppliers among `ids` (others are missing from the map), with whether each is selectable. */
  byIds(db: Db, ids: readonly string[]): Promise<Map<string, SupplierSummary>>;
  /** The selectable suppliers, optionally of one type, for a select in another area (name order). */
  selectable(db: Db, options?: { type?: string; search?: string; limit?: number }): Promise<SupplierSummary[]>;
}

export const SUPPLIER_DIRECTORY = serviceToken<SupplierDirectory>('platform.supplierDirectory');
