import { z } from 'zod';
import { captchaIdSchema, captchaInfoSchema } from './captcha.js';
import { emailSchema, mobileSchema } from './member.js';

/**
 * Verification codes by mail and SMS (spec §7 "Messaging"), with BuildAdmin's event names. A code is
 * six digits, lives `verification_code_ttl` seconds (10 minutes), allows 5 wrong tries, and is not
 * re-sent to the same address for the same event within 60 seconds.
 */
export const MESSAGING_API = {
  /** POST EmsSendBody → null */
  emsSend: '/api/Ems/send',
  /** POST SmsSendBody → null */
  smsSend: '/api/Sms/send',
} as const;

/**
 * Mail events. `user_register` (the address must be free), `user_retrieve_pwd` (must belong to a
 * member), `user_change_email` (the new address; must be free), `user_email_verify` (the logged-in
 * member's current address; needs `password`).
 */
export const EMAIL_EVENTS = ['user_register', 'user_retrieve_pwd', 'user_change_email', 'user_email_verify'] as const;
export type EmailEvent = (typeof EMAIL_EVENTS)[number];

/** SMS template codes: the same four events for mobile numbers. */
export const SMS_EVENTS = ['user_register', 'user_retrieve_pwd', 'user_change_mobile', 'user_mobile_verify'] as const;
export type SmsEvent = (typeof SMS_EVENTS)[number];

export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_ATTEMPTS = 5;

/**
 * What the spec calls `extras` travels flat in the body, as BuildAdmin spreads it: the captcha passed
 * through checkClickCaptcha (`captchaId`, with `captchaInfo` optional) when `codeCaptchaSwitch` is on,
 * and `password` for the *_verify events (the member proves the account before a code goes out).
 */
const extras = {
  captchaId: captchaIdSchema.optional(),
  captchaInfo: captchaInfoSchema.optional(),
  password: z.string().max(64, { error: 'validate.password' }).optional(),
};

export const emsSendBody = z.strictObject({
  email: emailSchema,
  event: z.enum(EMAIL_EVENTS, { error: 'validate.invalidValue' }),
  ...extras,
});
export type EmsSendBody = z.infer<typeof emsSendBody>;

export const smsSendBody = z.strictObject({
  mobile: mobileSchema,
  template_code: z.enum(SMS_EVENTS, { error: 'validate.invalidValue' }),
  ...extras,
});
export type SmsSendBody = z.infer<typeof smsSendBody>;

/** SMS providers (`sms_provider`): `log` writes each message to the SMS outbox only; `aliyun` sends through Aliyun Dysms. */
export const SMS_PROVIDERS = ['log', 'aliyun'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** POST /admin/routine.Config/sendTestMail (right routine/config/edit) */
export const sendTestMailBody = z.strictObject({ to: emailSchema });
export type SendTestMailBody = z.infer<typeof sendTestMailBody>;
