import NProgress from 'nprogress';
import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { PROGRESS_BAR } from '@vessel/contract';

NProgress.configure({ ...PROGRESS_BAR, showSpinner: false });

/** The progress bar shown before every navigation (spec §2): from the moment it starts until it settles. */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') NProgress.done();
    else NProgress.start();
  }, [state]);
}
