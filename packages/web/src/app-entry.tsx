import 'nprogress/nprogress.css';
import { loadAreaNamespace } from './locales/i18n';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { Area } from './area';
import { App } from './app';
import { router } from './router/router';

/** Renders the app into the page's root; `to`, when the light login page hands over, is where it goes first. */
export function mountApp(root: Root, to?: string): void {
  if (to) void router.navigate(to, { replace: true });
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

/**
 * Fetches what the first screen after a login shows (the area's words, its loading route and shell, the
 * dashboard), while the light login page is still being filled in. Only fetched and kept in the module
 * cache: the routes import the same modules when they render.
 */
export function warmFirstScreen(area: Area): void {
  const warm = (load: Promise<unknown>) => void load.catch(() => undefined);
  warm(loadAreaNamespace(area));
  if (area === 'admin') {
    warm(import('./pages/admin/admin-loading-page'));
    warm(import('./layouts/admin/admin-shell'));
    warm(import('./pages/admin/dashboard/dashboard-page'));
  } else {
    warm(import('./pages/user/user-loading-page'));
    warm(import('./layouts/user/user-shell'));
  }
}
