import type { FormRule } from 'antd';
import { isValidAccount, isValidPassword, type MessageKey } from '@vessel/contract';

type Translate = (key: string) => string;

/** A form rule from one of the contract's predicates (spec §5), with its message translated. */
function ruleOf(test: (value: string) => boolean, key: MessageKey, t: Translate): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      typeof value === 'string' && test(value) ? Promise.resolve() : Promise.reject(new Error(t(`messages:${key}`))),
  };
}

export function usernameRules(t: Translate): FormRule[] {
  return [{ required: true, message: t('messages:validate.required') }, ruleOf(isValidAccount, 'validate.account', t)];
}

export function passwordRules(t: Translate): FormRule[] {
  return [{ required: true, message: t('messages:validate.required') }, ruleOf(isValidPassword, 'validate.password', t)];
}
