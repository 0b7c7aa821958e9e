import { describe, expect, it } from 'vitest';
import { accountSchema, emailSchema, mobileSchema, passwordSchema, verificationCodeSchema } from '@vessel/contract';
import { schemaMessage } from './schema-rule';

describe('form rules from the contract schemas (spec §5)', () => {
  it('accepts an account of 3 to 15 characters starting with a letter, letters digits and underscores only', () => {
    expect(schemaMessage(accountSchema, 'captain_01')).toBeNull();
    expect(schemaMessage(accountSchema, 'ab')?.key).toBe('validate.account');
    expect(schemaMessage(accountSchema, '1captain')?.key).toBe('validate.account');
    expect(schemaMessage(accountSchema, 'captain-01')?.key).toBe('validate.account');
    expect(schemaMessage(accountSchema, 'a'.repeat(16))?.key).toBe('validate.account');
  });

  it('accepts a password of 6 to 32 characters without & < > " \'', () => {
    expect(schemaMessage(passwordSchema, 'Harbour_2026')).toBeNull();
    expect(schemaMessage(passwordSchema, '12345')?.key).toBe('validate.password');
    expect(schemaMessage(passwordSchema, 'x'.repeat(33))?.key).toBe('validate.password');
    for (const bad of ['&', '<', '>', '"', "'"]) expect(schemaMessage(passwordSchema, `abc${bad}def`)?.key).toBe('validate.password');
  });

  it('checks email, mobile and the six-digit code, and treats an absent value as empty', () => {
    expect(schemaMessage(emailSchema, 'mate@example.com')).toBeNull();
    expect(schemaMessage(emailSchema, 'mate@')?.key).toBe('validate.email');
    expect(schemaMessage(mobileSchema, '13800138000')).toBeNull();
    expect(schemaMessage(mobileSchema, 'abc')?.key).toBe('validate.mobile');
    expect(schemaMessage(verificationCodeSchema, '123456')).toBeNull();
    expect(schemaMessage(verificationCodeSchema, '12345')?.key).toBe('validate.code');
    expect(schemaMessage(verificationCodeSchema, undefined)?.key).toBe('validate.code');
  });
});
