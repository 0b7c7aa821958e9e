/**
 * The state of a login form: the values, each field's message by its rules (spec §5; the server checks
 * again), the server's answer in the alert or on the fields it names, and the busy flag. The rules' words
 * come from the contract's catalogue, loaded the first time a rule fails.
 */
import { useRef, useState, type FormEvent } from 'react';
import { isValidAccount, isValidPassword, type MessageKey } from '@vessel/contract';
import { LoginCallError } from './light-http';
import { pageLang } from './login-frame';
import { contractMessage } from './login-words';

export interface LoginValues {
  username: string;
  password: string;
  keep: boolean;
}

export type LoginField = 'username' | 'password';

/** A field's rule: the key of its message when the value breaks it. */
export type Rule = (value: string) => MessageKey | null;

export const required: Rule = (value) => (value.trim() ? null : 'validate.required');
export const account: Rule = (value) => (isValidAccount(value) ? null : 'validate.account');
export const password: Rule = (value) => (isValidPassword(value) ? null : 'validate.password');

export type Rules = Record<LoginField, readonly Rule[]>;

/** The first broken rule of each field (validateFirst, as the app's forms). */
export function brokenRules(rules: Rules, values: LoginValues): Partial<Record<LoginField, MessageKey>> {
  const broken: Partial<Record<LoginField, MessageKey>> = {};
  for (const field of ['username', 'password'] as const) {
    for (const rule of rules[field]) {
      const key = rule(values[field]);
      if (key) {
        broken[field] = key;
        break;
      }
    }
  }
  return broken;
}

async function wordsOf(broken: Partial<Record<LoginField, MessageKey>>): Promise<Partial<Record<LoginField, string>>> {
  const entries = await Promise.all(Object.entries(broken).map(async ([field, key]) => [field, await contractMessage(pageLang, key)] as const));
  return Object.fromEntries(entries);
}

export function useLoginForm(options: {
  rules: Rules;
  ids: Record<LoginField, string>;
  initial?: Partial<LoginValues>;
  /** Sends the values; `busy` wraps the call to the server (not the captcha before it). */
  send(values: LoginValues, busy: <T>(call: () => Promise<T>) => Promise<T>): Promise<void>;
}) {
  const [values, setValues] = useState<LoginValues>({ username: '', password: '', keep: false, ...options.initial });
  const [errors, setErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [alert, setAlert] = useState('');
  const [isBusy, setBusy] = useState(false);
  const submitted = useRef(false);
  const running = useRef(false);

  const validate = async (next: LoginValues) => {
    const broken = brokenRules(options.rules, next);
    setErrors(await wordsOf(broken));
    return broken;
  };

  const set = <K extends keyof LoginValues>(field: K, value: LoginValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt each change is checked at once, as antd's forms do.
    if (submitted.current && field !== 'keep') void validate(next);
  };

  const busy = async <T,>(call: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await call();
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    submitted.current = true;
    const broken = await validate(values);
    const first = (['username', 'password'] as const).find((field) => broken[field]);
    if (first) {
      document.getElementById(options.ids[first])?.focus();
      return;
    }
    running.current = true;
    setAlert('');
    try {
      await options.send(values, busy);
    } catch (error) {
      if (!(error instanceof LoginCallError)) throw error;
      const onFields = Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => field === 'username' || field === 'password'));
      setErrors(onFields);
      setAlert(error.serverMessage || (await contractMessage(pageLang, error.key ?? 'http.default')));
    } finally {
      running.current = false;
    }
  };

  return { values, set, errors, alert, busy: isBusy, onSubmit: (event: FormEvent) => void onSubmit(event), setValues };
}
