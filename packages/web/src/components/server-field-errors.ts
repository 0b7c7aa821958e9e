import type { FormInstance } from 'antd';
import { ApiError } from '../api/request-errors';

/**
 * Puts the messages of a validation failure (`data.errors`) on the form fields they name. Returns
 * whether any landed; fields the form does not have are left to the message the client already showed.
 * `rename` maps a server field to the form's name for it, where the two differ (the server's `email`
 * is the form's `address`).
 */
export function applyServerFieldErrors(form: FormInstance, error: unknown, rename: Readonly<Record<string, string>> = {}): boolean {
  if (!(error instanceof ApiError)) return false;
  const known = new Set(Object.keys(form.getFieldsValue(true) as Record<string, unknown>));
  const fields = Object.entries(error.fieldErrors)
    .map(([name, message]) => ({ name: rename[name] ?? name, errors: [message] }))
    .filter(({ name }) => known.has(name));
  form.setFields(fields);
  return fields.length > 0;
}
