import { z } from 'zod';
import { IMAGE_PATH_PATTERN } from '../url.js';
import { ACCOUNT_PATTERN, PASSWORD_PATTERN } from '../validation-rules.js';
import type { FieldDef } from '../resource/fields.js';

/** Field rules and fields several resources declare alike: one declaration, one message. */
/**
 * local@domain.tld. Linear on any input: next to each other, a repeated class and what follows it have no
 * character in common (the local part stops at its `@`, each label at its `.` or at the end), so the engine
 * never has two ways to split a string and backtracks at most once per character. The former
 * `^[^\s@]+@[^\s@]+\.[^\s@]+$` let two classes share the dots of the domain: quadratic, minutes of CPU
 * on a 300 KB address.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
export const MOBILE_PATTERN = /^\+?[0-9][0-9 -]{5,19}$/;
/** The longest text MOBILE_PATTERN matches. */
export const MOBILE_MAX = 21;

export const accountRule = { source: ACCOUNT_PATTERN.source, message: 'validate.account' } as const;
export const passwordRule = { source: PASSWORD_PATTERN.source, message: 'validate.password' } as const;
export const emailRule = { source: EMAIL_PATTERN.source, message: 'validate.email' } as const;
export const mobileRule = { source: MOBILE_PATTERN.source, message: 'validate.mobile' } as const;
export const imagePathRule = { source: IMAGE_PATH_PATTERN.source, message: 'validate.imagePath' } as const;
/** An avatar or picture of a form of its own (the profiles): the length first, then the path; empty clears it. */
export const imagePathSchema = z
  .string()
  .max(255, { error: 'validate.tooLong', abort: true })
  .refine((value) => value === '' || IMAGE_PATH_PATTERN.test(value), { error: 'validate.imagePath' });

export const STATUSES = ['enable', 'disable'] as const;

/** `status`: enabled or disabled, a tag in the table, searchable by equality. */
export const statusField = { name: 'status', type: 'string', widget: 'radio', options: STATUSES, default: 'enable', required: true, column: { render: 'tag' }, search: ['eq'] } as const satisfies FieldDef;

/** The fields of a rule tree, the menu and rights of either side (administrators' and members'). */
export function ruleFields(remoteUrl: string): FieldDef[] {
  return [
    { name: 'pid', type: 'uuid', widget: 'treeSelect', remote: { url: remoteUrl } },
    { name: 'type', type: 'string', widget: 'radio', options: ['menu_dir', 'menu', 'button'], default: 'menu', required: true, column: { render: 'tag' }, search: ['eq'] },
    { name: 'title', type: 'string', widget: 'text', required: true, max: 50, search: ['LIKE'] },
    { name: 'icon', type: 'string', widget: 'iconSelect', max: 50, column: { render: 'icon' } },
    { name: 'name', type: 'string', widget: 'text', required: true, max: 100, pattern: { source: '^[A-Za-z0-9_/.-]+$', message: 'validate.ruleName' }, search: ['LIKE'], unique: { message: 'auth.ruleNameTaken' } },
    { name: 'path', type: 'string', widget: 'text', max: 100 },
    { name: 'menu_type', type: 'string', widget: 'radio', options: ['tab', 'link', 'iframe'], default: 'tab', column: { render: 'tag' } },
    { name: 'url', type: 'string', widget: 'text', max: 255, column: { hidden: true } },
    { name: 'component', type: 'string', widget: 'text', max: 100, column: { hidden: true } },
    { name: 'keepalive', type: 'boolean', widget: 'switch', default: false, column: { render: 'switch' } },
    { name: 'weigh', type: 'int', widget: 'number', default: 0, sortable: true },
    statusField,
  ];
}
