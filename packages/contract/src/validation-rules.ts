import { ACCOUNT_LENGTH, PASSWORD_LENGTH } from './constants.js';

/**
 * The account and password rules of spec §5 as plain patterns and predicates, without zod: the login
 * pages check with these and load no schema library (validation.ts builds the schemas on them).
 */

/** 3 to 15 characters, starts with a letter, only letters, digits and underscores. */
export const ACCOUNT_PATTERN = new RegExp(`^[A-Za-z][A-Za-z0-9_]{${ACCOUNT_LENGTH.min - 1},${ACCOUNT_LENGTH.max - 1}}$`);

/** 6 to 32 characters, none of & < > " '. */
export const PASSWORD_PATTERN = new RegExp(`^[^&<>"']{${PASSWORD_LENGTH.min},${PASSWORD_LENGTH.max}}$`);

export function isValidAccount(value: string): boolean {
  return ACCOUNT_PATTERN.test(value);
}

export function isValidPassword(value: string): boolean {
  return PASSWORD_PATTERN.test(value);
}
