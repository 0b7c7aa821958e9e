import { describe, expect, it } from 'vitest';
import { contractMessage } from './login-words';
import { account, brokenRules, password, required } from './use-login-form';

const ADMIN = { username: [required, account], password: [required, password] } as const;

describe('the login form’s rules (spec §5), first broken rule per field', () => {
  it('asks for both fields first', () => {
    expect(brokenRules(ADMIN, { username: '', password: '', keep: false })).toEqual({ username: 'validate.required', password: 'validate.required' });
    expect(brokenRules(ADMIN, { username: '   ', password: 'x', keep: false }).username).toBe('validate.required');
  });

  it('then holds the account and password to the contract’s predicates', () => {
    expect(brokenRules(ADMIN, { username: '1admin', password: 'abc', keep: false })).toEqual({ username: 'validate.account', password: 'validate.password' });
    expect(brokenRules(ADMIN, { username: 'admin', password: 'Harbour_2026', keep: false })).toEqual({});
    expect(brokenRules(ADMIN, { username: 'admin', password: 'a<b>cdef', keep: false })).toEqual({ password: 'validate.password' });
  });

  it('takes any account on the member form, whose account may be an email or a mobile number', () => {
    const member = { username: [required], password: [required, password] } as const;
    expect(brokenRules(member, { username: 'name@example.com', password: 'Harbour_2026', keep: false })).toEqual({});
  });
});

describe('the contract’s words, loaded when first needed', () => {
  it('reads a rule’s message in the page’s language', async () => {
    expect(await contractMessage('en', 'validate.required')).toMatch(/required/i);
    expect(await contractMessage('zh-cn', 'validate.required')).not.toBe(await contractMessage('en', 'validate.required'));
  });

  it('reads a status the catalogue has no wording for as the default one', async () => {
    expect(await contractMessage('en', 'http.599')).toBe(await contractMessage('en', 'http.default'));
    expect(await contractMessage('en', 'http.404')).not.toBe(await contractMessage('en', 'http.default'));
  });
});
