import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import type { CaptchaPass } from './click-captcha-state';

export type { CaptchaPass };

// The captcha's dialog loads when first asked for: most logins never show it, and the login pages stay light.
const ClickCaptcha = lazy(() => import('./click-captcha').then((module) => ({ default: module.ClickCaptcha })));

/**
 * The captcha as a promise: `verify()` opens it and resolves with the passed captcha, or null when the
 * member closes it. Render `element` once in the page.
 */
export function useClickCaptcha(): { verify(): Promise<CaptchaPass | null>; element: React.ReactNode } {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const pending = useRef<((pass: CaptchaPass | null) => void) | null>(null);
  const settle = (pass: CaptchaPass | null) => {
    pending.current?.(pass);
    pending.current = null;
    setOpen(false);
  };
  const verify = useCallback(
    () =>
      new Promise<CaptchaPass | null>((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setAsked(true);
        setOpen(true);
      }),
    [],
  );
  const element = asked ? (
    <Suspense fallback={null}>
      <ClickCaptcha open={open} onPass={(pass) => settle(pass)} onCancel={() => settle(null)} />
    </Suspense>
  ) : null;
  return { verify, element };
}
