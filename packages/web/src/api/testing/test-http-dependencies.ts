/** HttpDependencies for tests: in-memory sessions and a record of what the client asked the app to do. */
import type { Lang } from '@vessel/contract';
import type { Area } from '../../area';
import type { HttpDependencies } from '../http';

export interface TestSession {
  admin: { token: string; refreshToken: string };
  user: { token: string; refreshToken: string };
}

export interface TestHarness {
  deps: HttpDependencies;
  session: TestSession;
  navigations: string[];
  errors: string[];
  successes: string[];
  setLocation(pathname: string, hash?: string): void;
  setLang(lang: Lang): void;
  setOnline(online: boolean): void;
}

export const TEST_APP_KEY = 'test-app-key';
export const TEST_APP_SECRET = 'test-app-secret';

export function createTestHarness(baseUrl: string, pathname = '/admin/backend'): TestHarness {
  const session: TestSession = { admin: { token: '', refreshToken: '' }, user: { token: '', refreshToken: '' } };
  const navigations: string[] = [];
  const errors: string[] = [];
  const successes: string[] = [];
  let location = { pathname, hash: '' };
  let lang: Lang = 'en';
  let online = true;
  const deps: HttpDependencies = {
    ui: {
      navigate: (to) => navigations.push(to),
      showError: (message) => errors.push(message),
      showSuccess: (message) => successes.push(message),
    },
    session: {
      token: (area: Area) => session[area].token,
      refreshToken: (area: Area) => session[area].refreshToken,
      setToken: (area: Area, token: string, refreshToken?: string) => {
        session[area].token = token;
        if (refreshToken) session[area].refreshToken = refreshToken;
      },
      clear: (area: Area) => {
        session[area] = { token: '', refreshToken: '' };
      },
    },
    config: () => ({ appKey: TEST_APP_KEY, appSecret: TEST_APP_SECRET, apiBaseUrl: baseUrl }),
    lang: () => lang,
    location: () => location,
    isOnline: () => online,
    adapter: 'http',
  };
  return {
    deps,
    session,
    navigations,
    errors,
    successes,
    setLocation: (next, hash = '') => {
      location = { pathname: next, hash };
    },
    setLang: (next) => {
      lang = next;
    },
    setOnline: (next) => {
      online = next;
    },
  };
}
