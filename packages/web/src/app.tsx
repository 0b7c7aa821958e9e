import { App as AntdApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import type { Lang } from '@vessel/contract';
import { setHttpUi } from './api/app-http-client';
import { popupContainer } from './components/popup-container';
import { useAppTheme } from './layouts/app-theme';
import { useColorSchemeSync } from './layouts/color-scheme';
import { useReducedMotion } from './layouts/reduced-motion';
import { currentLang } from './locales/i18n';
import { router } from './router/router';

const ANTD_LOCALES = { 'zh-cn': zhCN, en: enUS } as const;
const DAYJS_LOCALES: Record<Lang, string> = { 'zh-cn': 'zh-cn', en: 'en' };

/** Lends the HTTP client the router's navigation and antd's messages (which need the App context). */
function HttpUiBridge() {
  const { message } = AntdApp.useApp();
  useEffect(() => {
    setHttpUi({
      navigate: (to) => void router.navigate(to),
      showError: (text) => void message.error(text),
      showSuccess: (text) => void message.success(text),
    });
  }, [message]);
  return null;
}

export function App() {
  // The language only changes through a reload (spec §4), so it is read once.
  const lang = currentLang();
  dayjs.locale(DAYJS_LOCALES[lang]);
  // Light, dark or the system's (spec §4), with antd's dark algorithm.
  const appTheme = useAppTheme();
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => (reducedMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme), [appTheme, reducedMotion]);
  useColorSchemeSync();
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[lang]}
      theme={theme}
      // Keeps two-character Chinese labels as written ('登录', not '登 录'), for readers and tests alike.
      button={{ autoInsertSpace: false }}
      getPopupContainer={popupContainer}
    >
      <AntdApp>
        <HttpUiBridge />
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>
  );
}
