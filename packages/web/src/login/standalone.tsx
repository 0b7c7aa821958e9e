/**
 * A login page opened on its own (a fresh load of /admin/login, / or /user/login): rendered without
 * the app, which loads after the login, or as soon as the user starts typing, so that it is usually in
 * by the time the password is. The same React root then carries the app, which goes on to where the
 * login leads.
 */
import { StrictMode, useState } from 'react';
import type { Root } from 'react-dom/client';
import { ROUTES } from '@vessel/contract';
import { AdminLogin } from './admin-login';
import { setPreloadedWords } from './login-frame';
import { LIGHT_NAMESPACES, type LightLogin } from './light-login-route';
import { MemberLogin, type MemberTab } from './member-login';
import type { Words } from './login-words';
import { askRetrieve } from './member-intent';

type ToApp = (to: string) => Promise<void>;

function StandaloneMember({ toApp }: { toApp: ToApp }) {
  // The registration tab and the retrieval dialog are the app's: choosing either loads it.
  const [tab, setTab] = useState<MemberTab>('login');
  return (
    <MemberLogin
      tab={tab}
      onTab={(next) => {
        setTab(next);
        if (next === 'register') void toApp(`${ROUTES.userLogin}?tab=register`);
      }}
      renderRegister={null}
      onForgot={() => {
        askRetrieve();
        void toApp(ROUTES.userLogin);
      }}
      onLoggedIn={(to) => toApp(to)}
    />
  );
}

/** Renders the page once its words are in (main.tsx starts loading them beside this chunk). */
export function mountLogin(root: Root, page: LightLogin, words: Words): void {
  setPreloadedWords(LIGHT_NAMESPACES[page], words);
  const loadApp = () => import('../app-entry');
  const toApp: ToApp = async (to) => {
    const { mountApp } = await loadApp();
    mountApp(root, to);
  };
  // Typing is the sign a login is coming: the app and the first screen after it load meanwhile (cached for the handover).
  document.addEventListener('input', () => void loadApp().then((app) => app.warmFirstScreen(page), () => undefined), { once: true, capture: true });
  root.render(<StrictMode>{page === 'admin' ? <AdminLogin onLoggedIn={toApp} /> : <StandaloneMember toApp={toApp} />}</StrictMode>);
}
