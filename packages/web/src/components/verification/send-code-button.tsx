import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailEvent, SmsEvent, VerificationType } from '@vessel/contract';
import { ApiError } from '../../api/request-errors';
import { sendEmailCode, sendSmsCode } from '../../api/user/verification-codes';
import { useClickCaptcha } from '../captcha/use-click-captcha';
import { countdownKey } from './countdown';
import { useCountdown } from './use-countdown';

export type SendCodeTarget =
  | { channel: 'email'; event: EmailEvent; address: string }
  | { channel: 'mobile'; event: SmsEvent; address: string };

/** The event of one purpose on each channel (mail events and SMS templates are named alike but apart). */
export interface CodeEvents {
  email: EmailEvent;
  mobile: SmsEvent;
}

/** Where the code of `events` goes when the member proves `address` over `channel`. */
export function sendCodeTarget(channel: VerificationType, events: CodeEvents, address: string): SendCodeTarget {
  return channel === 'email' ? { channel, event: events.email, address } : { channel, event: events.mobile, address };
}

export interface SendCodeButtonProps {
  target: SendCodeTarget;
  /** Asks for the click captcha first (`codeCaptchaSwitch` of GET /api/user/checkIn). */
  captcha: boolean;
  /**
   * Checks the address field before anything is sent (the form's own rule); resolves false to stop.
   * The server checks again.
   */
  validate?: () => Promise<boolean>;
  /** The *_verify events need the member's password. */
  password?: string;
  disabled?: boolean;
  block?: boolean;
}

/**
 * Sends a verification code by mail (POST /api/Ems/send) or SMS (POST /api/Sms/send), after the click
 * captcha when the site asks for one, then counts 60 seconds down before another may go to the same
 * address for the same event.
 */
export function SendCodeButton({ target, captcha, validate, password, disabled, block }: SendCodeButtonProps) {
  const { t } = useTranslation('frontend');
  const countdown = useCountdown(countdownKey(target.event, target.address));
  const clickCaptcha = useClickCaptcha();
  const [sending, setSending] = useState(false);

  async function send() {
    if (validate && !(await validate())) return;
    const pass = captcha ? await clickCaptcha.verify() : null;
    if (captcha && !pass) return;
    const extras = { ...(pass ? { captchaId: pass.captchaId, captchaInfo: pass.captchaInfo } : {}), ...(password ? { password } : {}) };
    setSending(true);
    try {
      if (target.channel === 'email') await sendEmailCode({ email: target.address.trim(), event: target.event, ...extras });
      else await sendSmsCode({ mobile: target.address.trim(), template_code: target.event, ...extras });
      countdown.start();
    } catch (error) {
      // The client has shown the server's message. A code sent moments ago (code.tooFrequent) says how
      // long to wait: the countdown shows that wait.
      const wait = error instanceof ApiError ? (error.data as { seconds?: unknown } | null)?.seconds : undefined;
      if (typeof wait === 'number' && wait > 0) countdown.wait(wait);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <Button onClick={() => void send()} loading={sending} disabled={disabled || countdown.left > 0} block={block} style={{ minWidth: 120 }}>
        {countdown.left > 0 ? t('code.resendIn', { seconds: countdown.left }) : t('code.send')}
      </Button>
      {clickCaptcha.element}
    </>
  );
}
