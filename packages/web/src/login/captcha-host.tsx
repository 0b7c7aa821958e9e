import '../locales/i18n';
import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { createRoot } from 'react-dom/client';
import { ClickCaptcha } from '../components/captcha/click-captcha';
import type { CaptchaPass } from '../components/captcha/click-captcha-state';
import { themeConfigOf } from '../layouts/app-theme';
import { useLayoutConfig } from '../stores/layout-config';
import { pageLang } from './login-frame';

/** How long the dialog's closing motion is given before its root goes. */
const CLOSE_MS = 400;

/** Opens the captcha's dialog in its own root; resolves with the pass, or null when it was closed. */
export function openCaptcha(): Promise<CaptchaPass | null> {
  const returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const base = themeConfigOf(useLayoutConfig.getState().isDark);
  const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const theme = still ? { ...base, token: { ...base.token, motion: false } } : base;
  return new Promise((resolve) => {
    let settled = false;
    const render = (open: boolean) =>
      root.render(
        <ConfigProvider locale={pageLang === 'en' ? enUS : zhCN} theme={theme} button={{ autoInsertSpace: false }}>
          <AntdApp>
            <ClickCaptcha open={open} onPass={(pass) => settle(pass)} onCancel={() => settle(null)} />
          </AntdApp>
        </ConfigProvider>,
      );
    const settle = (pass: CaptchaPass | null) => {
      if (settled) return;
      settled = true;
      render(false);
      returnFocus?.focus();
      resolve(pass);
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, CLOSE_MS);
    };
    render(true);
  });
}
