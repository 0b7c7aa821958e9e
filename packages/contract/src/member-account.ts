import { z } from 'zod';
import { numberInput } from './number-input.js';
import { imagePathSchema } from './resources/shared-fields.js';
import { GENDERS } from './resources/user.js';
import { emailSchema, memberInfo, mobileSchema, verificationCodeSchema, VERIFICATION_TYPES } from './member.js';
import { accountSchema, isoDateSchema, passwordSchema } from './validation.js';

/** The member's own account (spec §7 "Account"). All need the member's token except retrievePassword. */
export const ACCOUNT_API = {
  /** GET → AccountOverview (right account/overview) */
  overview: '/api/account/overview',
  /** GET → AccountProfile; POST ProfileBody → {userInfo} (right account/profile) */
  profile: '/api/account/profile',
  /** POST VerificationBody → VerificationAnswer (right account/profile) */
  verification: '/api/account/verification',
  /** POST ChangeBindBody → {userInfo} (right account/profile) */
  changeBind: '/api/account/changeBind',
  /** POST ChangePasswordBody → null; ends every session of the member (right account/changePassword) */
  changePassword: '/api/account/changePassword',
  /** POST RetrievePasswordBody → null; public; ends every session of the member */
  retrievePassword: '/api/account/retrievePassword',
  /** GET ?page&limit → LedgerPage (right account/balance) */
  balance: '/api/account/balance',
  /** GET ?page&limit → LedgerPage (right account/integral) */
  integral: '/api/account/integral',
} as const;

/** Days the overview charts cover, today included. */
export const OVERVIEW_DAYS = 7;

/**
 * GET /api/account/overview. `days` are `YYYY-MM-DD` in the time zone asked for (`tz`, an IANA name
 * such as 'Asia/Shanghai'; the server's zone when absent), oldest first; `money` (minor units) and
 * `score` are the net change of each day, summed from the member's ledgers.
 */
export const overviewQuery = z.strictObject({ tz: z.string().max(64).optional() });
export const accountOverview = z.object({
  userInfo: memberInfo,
  days: z.array(z.string()),
  money: z.array(z.number().int()),
  score: z.array(z.number().int()),
});
export type AccountOverview = z.infer<typeof accountOverview>;

/** GET /api/account/profile */
export const accountProfile = z.object({
  userInfo: memberInfo,
  /** Which of email and mobile can be verified now (mail and SMS configured). */
  accountVerificationType: z.array(z.enum(VERIFICATION_TYPES)),
});
export type AccountProfile = z.infer<typeof accountProfile>;

/** POST /api/account/profile. Username changes keep the account rule and stay unique (any case). */
export const profileBody = z.strictObject({
  username: accountSchema.optional(),
  nickname: z.string({ error: 'validate.required' }).trim().min(1, { error: 'validate.required' }).max(50, { error: 'validate.tooLong' }),
  avatar: imagePathSchema.optional(),
  gender: z.union(GENDERS.map((value) => z.literal(value)) as [z.ZodLiteral<0>, z.ZodLiteral<1>, z.ZodLiteral<2>], { error: 'validate.invalidValue' }),
  /** `YYYY-MM-DD`, not in the future; '' or null clears it. */
  birthday: z.union([z.literal(''), z.null(), isoDateSchema]).optional(),
  motto: z.string().max(255, { error: 'validate.tooLong' }).optional(),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const memberInfoAnswer = z.object({ userInfo: memberInfo });
export type MemberInfoAnswer = z.infer<typeof memberInfoAnswer>;

/**
 * POST /api/account/verification: the member proves the current email or mobile with the code sent for
 * `user_email_verify` / `user_mobile_verify`, and gets a one-time ticket valid 10 minutes.
 */
export const verificationBody = z.strictObject({
  type: z.enum(VERIFICATION_TYPES, { error: 'validate.invalidValue' }),
  captcha: verificationCodeSchema,
});
export type VerificationBody = z.infer<typeof verificationBody>;
export const verificationAnswer = z.object({ type: z.enum(VERIFICATION_TYPES), accountVerificationToken: z.string() });
export type VerificationAnswer = z.infer<typeof verificationAnswer>;

/**
 * POST /api/account/changeBind: the new email or mobile with the code sent to it (`user_change_email` /
 * `user_change_mobile`). A member who has a current one proves it first (`accountVerificationToken`);
 * one who has none gives the password instead.
 */
export const changeBindBody = z
  .strictObject({
    type: z.enum(VERIFICATION_TYPES, { error: 'validate.invalidValue' }),
    email: emailSchema.optional(),
    mobile: mobileSchema.optional(),
    captcha: verificationCodeSchema,
    accountVerificationToken: z.string().max(200).optional(),
    password: z.string().max(64).optional(),
  })
  .refine((body) => body.type !== 'email' || !!body.email, { path: ['email'], error: 'validate.email' })
  .refine((body) => body.type !== 'mobile' || !!body.mobile, { path: ['mobile'], error: 'validate.mobile' });
export type ChangeBindBody = z.infer<typeof changeBindBody>;

/** POST /api/account/changePassword */
export const changePasswordBody = z.strictObject({
  oldPassword: z.string({ error: 'validate.required' }).min(1, { error: 'validate.required' }).max(64),
  newPassword: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** POST /api/account/retrievePassword: `account` is the email or mobile (by `type`), with the code of `user_retrieve_pwd`. */
export const retrievePasswordBody = z.strictObject({
  type: z.enum(VERIFICATION_TYPES, { error: 'validate.invalidValue' }),
  account: z.string({ error: 'validate.required' }).trim().min(1, { error: 'validate.required' }).max(100, { error: 'validate.tooLong' }),
  captcha: verificationCodeSchema,
  password: passwordSchema,
});
export type RetrievePasswordBody = z.infer<typeof retrievePasswordBody>;

/** GET /api/account/balance and /integral */
export const ledgerQuery = z.strictObject({
  page: numberInput().pipe(z.number().int().min(1).max(100_000)).default(1),
  limit: numberInput().pipe(z.number().int().min(1).max(100)).default(10),
});
export type LedgerQuery = z.infer<typeof ledgerQuery>;

/** One ledger line: `amount` is the change (minor units for balance, points for integral), newest first. */
export const ledgerRow = z.object({
  id: z.string(),
  amount: z.number().int(),
  before: z.number().int(),
  after: z.number().int(),
  memo: z.string(),
  created_at: z.string(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;
export const ledgerPage = z.object({ list: z.array(ledgerRow), total: z.number().int() });
export type LedgerPage = z.infer<typeof ledgerPage>;
