import { z } from 'zod';
import { accountSchema, passwordSchema, tokenSchema } from '../validation.js';
import { EMAIL_PATTERN, MOBILE_MAX, MOBILE_PATTERN, imagePathSchema } from '../resources/shared-fields.js';

/** POST /account/login_admin/ */
export const adminLoginBody = z.strictObject({
  username: accountSchema,
  password: passwordSchema,
  captchaId: z.string().max(64).optional(),
  captchaInfo: z.string().max(500).optional(),
  /** Keep me logged in: a longer refresh token. */
  keep: z.boolean().optional(),
});
export type AdminLoginBody = z.infer<typeof adminLoginBody>;

/** POST /admin/index/logout, POST /api/user/logout, POST /api/common/refreshToken */
export const refreshTokenBody = z.strictObject({
  refresh_token: tokenSchema,
});
export type RefreshTokenBody = z.infer<typeof refreshTokenBody>;

/** The admin info of spec §3 as the server sends it. */
export const adminInfo = z.object({
  id: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string(),
  date_joined: z.string(),
  super: z.boolean(),
  is_superuser: z.number().int(),
  last_name: z.string(),
  lastlogintime: z.string().nullable(),
  dept_name: z.string(),
  /** The administrator's department ('' when none): the "my department" views filter on it. */
  department_id: z.string(),
  department_name: z.string(),
  dept_type: z.string(),
  is_leader: z.boolean(),
  weight_type: z.number().int(),
});
export type AdminInfo = z.infer<typeof adminInfo>;

export const adminLoginAnswer = z.object({
  userInfo: adminInfo.extend({ token: z.string(), refreshToken: z.string() }),
  routePath: z.string(),
});
export type AdminLoginAnswer = z.infer<typeof adminLoginAnswer>;

export const refreshTokenAnswer = z.object({
  type: z.enum(['admin-refresh', 'user-refresh']),
  token: z.string(),
  /** Present when the refresh token itself was rotated. */
  refreshToken: z.string().optional(),
});
export type RefreshTokenAnswer = z.infer<typeof refreshTokenAnswer>;

/** POST /admin/routine.AdminInfo/edit: the administrator's own profile. A new password needs the old one. */
export const adminProfileBody = z
  .strictObject({
    nickname: z.string({ error: 'validate.required' }).trim().min(1, { error: 'validate.required' }).max(50, { error: 'validate.tooLong' }),
    avatar: imagePathSchema.optional(),
    email: z.union([z.literal(''), z.string().max(100, { error: 'validate.tooLong', abort: true }).regex(EMAIL_PATTERN, { error: 'validate.email' })]).optional(),
    mobile: z.union([z.literal(''), z.string().max(MOBILE_MAX, { error: 'validate.tooLong', abort: true }).regex(MOBILE_PATTERN, { error: 'validate.mobile' })]).optional(),
    old_password: z.string().max(64).optional(),
    password: z.union([z.literal(''), passwordSchema]).optional(),
  })
  .refine((body) => !body.password || !!body.old_password, { path: ['old_password'], error: 'validate.required' });
export type AdminProfileBody = z.infer<typeof adminProfileBody>;
