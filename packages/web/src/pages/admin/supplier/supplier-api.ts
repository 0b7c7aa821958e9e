/** Supplier calls beyond the generic actions (contract resources/supplier.ts): its steps and what its drawer lists. */
import { LIST_LIMIT } from '@vessel/contract';
import { http } from '../../../api/app-http-client';
import type { ResourceRow } from '../../../api/admin/resource';

export const SUPPLIER_BASE = '/admin/supplier.Company/';
export const EVALUATION_BASE = '/admin/supplier.Evaluation/';
export const BANK_BASE = '/admin/supplier.Bank/';
export const CERTIFICATE_BASE = '/admin/cert.Certificate/';

export function supplierStep(step: string, body: Record<string, unknown>) {
  return http.post<{ row?: ResourceRow; done?: number }>(`${SUPPLIER_BASE}${step}`, body, { showSuccessMessage: true });
}

/** Rows of another resource that belong to the supplier (its evaluations, certificates, bank details). */
export function listOfSupplier(base: string, supplierId: string, order: string) {
  return http.get<{ list: ResourceRow[]; total: number }>(`${base}index`, {
    limit: LIST_LIMIT.max,
    order,
    search: [{ field: 'supplier_id', operator: 'eq', val: supplierId }],
  });
}
