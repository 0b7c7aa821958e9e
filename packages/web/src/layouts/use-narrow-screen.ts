import { useLayoutEffect } from 'react';
import { SHRINK_BELOW_WIDTH } from '../stores/layout-config';

/**
 * Tells `setShrink` whether the window is narrower than SHRINK_BELOW_WIDTH, now and each time it crosses
 * the line: both shells turn their menu into a drawer there.
 */
export function useNarrowScreen(setShrink: (narrow: boolean) => void): void {
  useLayoutEffect(() => {
    const query = window.matchMedia(`(max-width: ${SHRINK_BELOW_WIDTH - 0.02}px)`);
    setShrink(query.matches);
    const onChange = (event: MediaQueryListEvent) => setShrink(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [setShrink]);
}
