import { z } from 'zod';

/**
 * A number as a client may send it: a JSON number, or a plain decimal written as text (a query string, a
 * form that keeps its inputs as text). Nothing else: `z.coerce` turned " " into 0, "0x10" into 16, "1e3"
 * into 1000 and `true` into 1, so junk was stored as a value nobody typed.
 * Linear: the digits and the dot are disjoint, so the pattern never has two ways to read a string; and the
 * text is measured before the pattern reads it.
 */
export const DECIMAL_TEXT = /^-?\d+(?:\.\d+)?$/;
/** Longer than any number a field holds (PostgreSQL's numeric(14,2), a bigint): refused unread. */
export const DECIMAL_TEXT_MAX = 40;

/** A value's text is a plain decimal a person could have typed. */
export function isDecimalText(value: string): boolean {
  return value.length <= DECIMAL_TEXT_MAX && DECIMAL_TEXT.test(value);
}

/** Missing (or null where a value is required) says "required"; present but of another kind, "must be a number". */
const numberKind = { error: (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? 'validate.required' : 'validate.number') } as const;

/** The kinds a number travels as; null too where the field may have none. */
function numberKinds(nullable: boolean) {
  return nullable ? z.union([z.number(), z.string(), z.null()], numberKind) : z.union([z.number(), z.string()], numberKind);
}

/**
 * A JSON number or a plain decimal text, as a number (null stays null when `nullable`). Bounds,
 * integrality and options are checks the caller pipes after it.
 */
export function numberInput(nullable = false): z.ZodType<number | null, number | string | null> {
  return numberKinds(nullable).transform((value, ctx) => {
    if (value === null || typeof value === 'number') return value;
    if (isDecimalText(value)) return Number(value);
    ctx.addIssue({ code: 'custom', message: 'validate.number', input: value });
    return z.NEVER;
  });
}

/**
 * A decimal as its numeric column takes it: the text of a JSON number (199.9 → "199.9") or the text as
 * sent ("199.90"), so that the field's own rule (digits, decimal places) reads what will be stored.
 * Null stays null when `nullable` (a numeric column holds none).
 */
export function decimalInput(nullable = false): z.ZodType<string | null, number | string | null> {
  return numberKinds(nullable).transform((value, ctx) => {
    if (value === null) return null;
    const text = typeof value === 'number' ? String(value) : value;
    if (isDecimalText(text)) return text;
    ctx.addIssue({ code: 'custom', message: 'validate.number', input: value });
    return z.NEVER;
  });
}
