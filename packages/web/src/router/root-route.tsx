import { Outlet } from 'react-router';
import { useHideOverlayAfterFirstNavigation } from './loading-overlay';
import { useNavigationProgress } from './navigation-progress';
import { usePageTitle } from './use-page-title';

/** The root of every page: navigation progress, the first-load overlay and the page title. */
export function RootRoute() {
  useNavigationProgress();
  useHideOverlayAfterFirstNavigation();
  usePageTitle();
  return <Outlet />;
}
