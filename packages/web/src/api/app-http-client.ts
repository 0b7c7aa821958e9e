/**
 * The client the app's typed calls use: the HTTP client wired to this page's stores, language and
 * location. Navigation and messages come from the React tree once it mounts (setHttpUi).
 */
import { currentLang } from '../locales/i18n';
import { useAdminInfo } from '../stores/admin-info';
import { useMemberInfo } from '../stores/member-info';
import { clientConfig } from './client-config';
import { createHttpClient, type HttpUi, type SessionTokens } from './http';

let ui: HttpUi = {
  navigate: (to) => window.location.assign(to),
  showError: (message) => console.error(message),
  showSuccess: () => {},
};

export function setHttpUi(next: HttpUi): void {
  ui = next;
}

const session: SessionTokens = {
  token: (area) => (area === 'admin' ? useAdminInfo.getState().token : useMemberInfo.getState().token),
  refreshToken: (area) => (area === 'admin' ? useAdminInfo.getState().refreshToken : useMemberInfo.getState().refreshToken),
  setToken: (area, token, refreshToken) =>
    (area === 'admin' ? useAdminInfo : useMemberInfo).getState().setToken(token, refreshToken),
  clear: (area) => (area === 'admin' ? useAdminInfo : useMemberInfo).getState().removeToken(),
};

export const http = createHttpClient({
  ui: {
    navigate: (to) => ui.navigate(to),
    showError: (message) => ui.showError(message),
    showSuccess: (message) => ui.showSuccess(message),
  },
  session,
  config: clientConfig,
  lang: currentLang,
  location: () => ({ pathname: window.location.pathname, hash: window.location.hash }),
  isOnline: () => navigator.onLine,
});
