import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { hideFirstLoadOverlay } from '../first-load-overlay';

/** Hides the first-load overlay once the first navigation settles (spec §2). */
export function useHideOverlayAfterFirstNavigation(): void {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') hideFirstLoadOverlay();
  }, [state]);
}
