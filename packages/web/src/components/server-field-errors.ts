import type { FormInstance } from 'antd';
import { ApiError } from '../api/request-errors';

/**
 * Puts the messages of a validation failure (`data.errors`) on the form fields they name. Returns
 * whether any landed; fields the form does not have are left to the message the client already showed.
 */
export function applyServerFieldErrors(form: FormInstance, error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields = Object.entries(error.fieldErrors)
    .filter(([name]) => known.has(name))
    .map(([name, message]) => ({ name, errors: [message] }));
  form.setFields(fields);
  return fields.length > 0;
}
