import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_OVERLAY_HIDE_DELAY_MS } from '@vessel/contract';

/** The blocking overlay of index.html, shown from the first byte until the app is ready. */
const OVERLAY_ID = 'app-loading';

let hidden = false;

function hideOverlay(): void {
  const overlay = document.getElementById(OVERLAY_ID);
  if (!overlay) return;
  overlay.classList.add('is-hiding');
  overlay.addEventListener('transitionend', () => overlay.remove(), { once: true });
  // A tab in the background may never run the transition.
  setTimeout(() => overlay.remove(), 500);
}

/** Hides the overlay once, LOADING_OVERLAY_HIDE_DELAY_MS after the first navigation settles (spec §2). */
export function useHideOverlayAfterFirstNavigation(): void {
  const { state } = useNavigation();
  useEffect(() => {
    if (hidden || state !== 'idle') return;
    hidden = true;
    setTimeout(hideOverlay, LOADING_OVERLAY_HIDE_DELAY_MS);
  }, [state]);
}
