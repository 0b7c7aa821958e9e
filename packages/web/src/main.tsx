import 'nprogress/nprogress.css';
import './global.css';
import './locales/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';

// The browser would restore the scroll position of a reloaded page whenever the data that makes it tall
// arrives, moving the page (and any open menu) under the user's pointer; the shell starts at the top.
window.history.scrollRestoration = 'manual';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
