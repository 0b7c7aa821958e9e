import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/request-errors';
import { applyServerFieldErrors } from './server-field-errors';

/** A form holding `values`; what is put on its fields is recorded. */
function fakeForm(values: Record<string, unknown>) {
  const set: { name: string; errors: string[] }[] = [];
  const form = {
    getFieldsValue: () => values,
    setFields: (fields: { name: string; errors: string[] }[]) => set.push(...fields),
  } as unknown as FormInstance;
  return { form, set };
}

const refusal = (errors: Record<string, string>) => new ApiError({ code: 0, msg: 'refused', time: 0, data: { errors } }, 200);

describe('applyServerFieldErrors', () => {
  it('puts each message on the field the server names, and only on fields the form has', () => {
    const { form, set } = fakeForm({ captcha: '', password: '' });
    expect(applyServerFieldErrors(form, refusal({ captcha: 'wrong code', username: 'taken' }))).toBe(true);
    expect(set).toEqual([{ name: 'captcha', errors: ['wrong code'] }]);
  });

  it('says none landed when the form has none of the named fields, or the error is no refusal', () => {
    const { form, set } = fakeForm({ captcha: '' });
    expect(applyServerFieldErrors(form, refusal({ email: 'taken' }))).toBe(false);
    expect(applyServerFieldErrors(form, new Error('network'))).toBe(false);
    expect(set).toEqual([]);
  });

  it("renames a server field to the form's name for it", () => {
    const { form, set } = fakeForm({ address: '', captcha: '' });
    expect(applyServerFieldErrors(form, refusal({ email: 'taken', captcha: 'wrong code' }), { email: 'address' })).toBe(true);
    expect(set).toEqual([
      { name: 'address', errors: ['taken'] },
      { name: 'captcha', errors: ['wrong code'] },
    ]);
  });
});
