/**
 * A form rule from one of the contract's zod schemas: the browser checks a field with the very schema
 * the server validates it with, and says what the server would say (the `messages` catalog).
 */
import type { FormRule } from 'antd';
import type { RuleObject, RuleRender } from 'antd/es/form';
import type { ZodType } from 'zod';
import { issueMessage, type IssueLike, type MessageRef } from './resource/form-items';

/** Null when the value passes, else the message of its first issue. Absent values are checked as ''. */
export function schemaMessage(schema: ZodType, value: unknown): MessageRef | null {
  const result = schema.safeParse(value ?? '');
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? issueMessage(issue as unknown as IssueLike) : { key: 'validate.invalid', params: {} };
}

type Translate = (key: string, params?: Record<string, string | number>) => string;

export function schemaRule(schema: ZodType, t: Translate): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      const message = schemaMessage(schema, value);
      return message ? Promise.reject(new Error(t(`messages:${message.key}`, message.params))) : Promise.resolve();
    },
  };
}

/** The second entry of a new password must equal the first (`field` names the first). */
export function sameAsRule(field: string, t: Translate): RuleRender {
  return (form): RuleObject => ({
    validator: (_rule, value: unknown) =>
      !value || value === form.getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(t('frontend:password.mismatch'))),
  });
}
