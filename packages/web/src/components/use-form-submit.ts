import type { FormInstance } from 'antd';
import { useState } from 'react';
import { ApiError } from '../api/request-errors';
import { applyServerFieldErrors } from './server-field-errors';

export interface FormSubmit<V> {
  /** Checks the form, then sends its values; nothing is sent while a field is wrong. */
  submit(): Promise<void>;
  /** Sends values the form has already checked (antd's `onFinish`). */
  send(values: V): Promise<void>;
  /** While the server is asked. */
  saving: boolean;
  /** What the server refused without naming a field of this form, for a form that shows it above itself. */
  refusal: string | null;
  clearRefusal(): void;
}

/**
 * The one way a form talks to the server: while it waits `saving` is true; what the server refuses is
 * put on the fields it names (`rename` maps a server field to the form's name for it), and a refusal
 * that names none is kept as `refusal` (the client has shown it as a message as well).
 */
export function useFormSubmit<V>(form: FormInstance<V>, call: (values: V) => Promise<unknown>, rename?: Readonly<Record<string, string>>): FormSubmit<V> {
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  async function send(values: V) {
    setSaving(true);
    setRefusal(null);
    try {
      await call(values);
    } catch (error) {
      if (!applyServerFieldErrors(form, error, rename) && error instanceof ApiError) setRefusal(error.message);
    } finally {
      setSaving(false);
    }
  }

  async function submit() {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    await send(values);
  }

  return { submit, send, saving, refusal, clearRefusal: () => setRefusal(null) };
}
