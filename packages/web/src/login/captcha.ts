import type { CaptchaPass } from '../components/captcha/click-captcha-state';

/**
 * The click captcha before a login, when the site asks for one: its dialog is antd's, so it loads, with
 * antd, only when asked for, into a root of its own beside the page (the login page itself has none).
 */
export async function verifyCaptcha(): Promise<CaptchaPass | null> {
  const { openCaptcha } = await import('./captcha-host');
  return openCaptcha();
}
