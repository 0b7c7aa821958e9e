import { z } from 'zod';
import { captchaIdSchema, captchaInfoSchema } from './captcha.js';
import { EMAIL_PATTERN, MOBILE_MAX, MOBILE_PATTERN } from './resources/shared-fields.js';
import { menuNode, siteConfig } from './schemas/site.js';
import { accountSchema, passwordSchema } from './validation.js';



/** Ways a member proves an address: by a code sent to an email address or to a mobile number. */
export const VERIFICATION_TYPES = ['email', 'mobile'] as const;
export type VerificationType = (typeof VERIFICATION_TYPES)[number];

/** A six-digit verification code as the member types it. */
export const verificationCodeSchema = z.string({ error: 'validate.code' }).trim().max(6, { error: 'validate.code', abort: true }).regex(/^\d{6}$/, { error: 'validate.code' });

// Each address is measured before its pattern reads it (`abort`: zod would run the pattern anyway).
export const emailSchema = z.string({ error: 'validate.email' }).trim().max(100, { error: 'validate.tooLong', abort: true }).regex(EMAIL_PATTERN, { error: 'validate.email' });
export const mobileSchema = z.string({ error: 'validate.mobile' }).trim().max(MOBILE_MAX, { error: 'validate.tooLong', abort: true }).regex(MOBILE_PATTERN, { error: 'validate.mobile' });

/**
 * Member info of spec §3 as the server sends it. `money` is in minor units (fen, cents: 12345 is
 * 123.45); `score` is whole points. Dates: `birthday` is `YYYY-MM-DD` or ''; `lastlogintime` and
 * `jointime` are ISO 8601 instants, `lastlogintime` '' before the first login.
 */
export const memberInfo = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  email: z.string(),
  mobile: z.string(),
  avatar: z.string(),
  /** 0 unknown, 1 male, 2 female. */
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  birthday: z.string(),
  money: z.number().int(),
  score: z.number().int(),
  lastlogintime: z.string(),
  lastloginip: z.string(),
  jointime: z.string(),
  motto: z.string(),
});
export type MemberInfo = z.infer<typeof memberInfo>;

/** Member info with the session's tokens: what login and registration answer. */
export const memberSession = memberInfo.extend({ token: z.string(), refreshToken: z.string() });
export type MemberSession = z.infer<typeof memberSession>;

/** GET /api/user/checkIn: what the login and registration forms need. */
export const checkInConfig = z.object({
  /** Login asks for the click captcha (`user_login_captcha`). */
  userLoginCaptchaSwitch: z.boolean(),
  /** Sending a verification code asks for the click captcha (`user_code_captcha`). */
  codeCaptchaSwitch: z.boolean(),
  /** Registration is open (`member_register_open`). */
  registerOpen: z.boolean(),
  /** How a new member may verify: 'email' when mail is configured, 'mobile' when SMS is. Empty: no registration possible. */
  accountVerificationType: z.array(z.enum(VERIFICATION_TYPES)),
});
export type CheckInConfig = z.infer<typeof checkInConfig>;

/**
 * POST /api/user/checkIn, tab 'login': `username` is the username, the email address or the mobile
 * number. `captchaId` (+ `captchaInfo`) when `userLoginCaptchaSwitch` is on: a captcha passed through
 * checkClickCaptcha (unset false), or an unchecked one with its answer in `captchaInfo`.
 */
export const memberLoginBody = z.strictObject({
  tab: z.literal('login'),
  username: z.string({ error: 'validate.required' }).trim().min(1, { error: 'validate.required' }).max(100, { error: 'validate.tooLong' }),
  password: z.string({ error: 'validate.required' }).min(1, { error: 'validate.required' }).max(64, { error: 'validate.password' }),
  captchaId: captchaIdSchema.optional(),
  captchaInfo: captchaInfoSchema.optional(),
  /** Keep me logged in: accepted for BuildAdmin's form; the member refresh token already lives 30 days. */
  keep: z.boolean().optional(),
});
export type MemberLoginBody = z.infer<typeof memberLoginBody>;

/**
 * POST /api/user/checkIn, tab 'register': username and password by spec §5, and the email address or
 * mobile number named by `registerType` with the code sent to it (event `user_register`).
 */
export const memberRegisterBody = z
  .strictObject({
    tab: z.literal('register'),
    username: accountSchema,
    password: passwordSchema,
    registerType: z.enum(VERIFICATION_TYPES, { error: 'validate.invalidValue' }),
    email: z.union([z.literal(''), emailSchema]).optional(),
    mobile: z.union([z.literal(''), mobileSchema]).optional(),
    /** The verification code sent to the email or mobile. */
    captcha: verificationCodeSchema,
    keep: z.boolean().optional(),
  })
  .refine((body) => body.registerType !== 'email' || !!body.email, { path: ['email'], error: 'validate.email' })
  .refine((body) => body.registerType !== 'mobile' || !!body.mobile, { path: ['mobile'], error: 'validate.mobile' });
export type MemberRegisterBody = z.infer<typeof memberRegisterBody>;

export const checkInBody = z.discriminatedUnion('tab', [memberLoginBody, memberRegisterBody], { error: 'validate.invalidValue' });
export type CheckInBody = z.infer<typeof checkInBody>;

/** POST /api/user/checkIn answer (both tabs). */
export const checkInAnswer = z.object({
  userInfo: memberSession,
  routePath: z.string(),
});
export type CheckInAnswer = z.infer<typeof checkInAnswer>;

/**
 * GET /api/user/index: the member, the member centre's menu (the member rule tree of the member's
 * group, same node shape as the admin menu: `path` such as 'account/overview'), the rights (rule
 * names) and the site config.
 */
export const userIndexAnswer = z.object({
  userInfo: memberInfo,
  menus: z.array(menuNode),
  rights: z.array(z.string()),
  siteConfig,
});
export type UserIndexAnswer = z.infer<typeof userIndexAnswer>;

