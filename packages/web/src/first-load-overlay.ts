import { LOADING_OVERLAY_HIDE_DELAY_MS } from '@vessel/contract';

/** The blocking overlay of index.html, shown from the first byte until the page is ready. */
const OVERLAY_ID = 'app-loading';

let scheduled = false;

function hideOverlay(): void {
  const overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) return;
  overlay.classList.add('is-hiding');
  overlay.addEventListener('transitionend', () => overlay.remove(), { once: true });
  // A tab in the background may never run the transition.
  setTimeout(() => overlay.remove(), 500);
}

/**
 * Hides the overlay LOADING_OVERLAY_HIDE_DELAY_MS after the first page is ready (spec §2), once per page
 * load: the light login page and the app that follows it share the one overlay.
 */
export function hideFirstLoadOverlay(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(hideOverlay, LOADING_OVERLAY_HIDE_DELAY_MS);
}
