import 'nprogress/nprogress.css';
import './locales/i18n';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
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
