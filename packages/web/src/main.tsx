import './global.css';
import { createRoot } from 'react-dom/client';
import { suppressEnterOnButtons } from './layouts/enter-on-buttons';
import { LIGHT_NAMESPACES, lightLoginOf } from './login/light-login-route';
import { loadWords } from './login/login-words';
import { savedLang } from './locales/saved-lang';
import { useAdminInfo } from './stores/admin-info';
import { isMemberLoggedIn, useMemberInfo } from './stores/member-info';

// The browser would restore the scroll position of a reloaded page whenever the data that makes it tall
// arrives, moving the page (and any open menu) under the user's pointer; the shell starts at the top.
window.history.scrollRestoration = 'manual';

// Pressing Enter on a button does nothing (spec §5).
suppressEnterOnButtons();

const root = createRoot(document.getElementById('root')!);

/** A script of this build that cannot be fetched (a deployment replaced it): one reload fetches the new build. */
function reloadOnce(error: unknown): void {
  console.error(error);
  const key = 'vessel:reloaded-for-chunk';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  window.location.reload();
}

// A login page opened on its own loads neither antd nor the router (issue 21): the app follows the login.
const light = lightLoginOf(window.location, {
  adminToken: useAdminInfo.getState().token,
  memberLoggedIn: isMemberLoggedIn(useMemberInfo.getState()),
});
if (light) {
  if (window.location.pathname !== light.path) window.history.replaceState(null, '', light.path + window.location.search);
  // The page's words and its own chunk load side by side, not one after the other.
  const words = loadWords(savedLang(), LIGHT_NAMESPACES[light.page]);
  Promise.all([import('./login/standalone'), words]).then(([module, loaded]) => module.mountLogin(root, light.page, loaded), reloadOnce);
} else {
  import('./app-entry').then((module) => module.mountApp(root), reloadOnce);
}
