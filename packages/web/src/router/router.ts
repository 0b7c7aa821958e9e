import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { UNMATCHED_ROUTE_IDS } from './known-pages';
import { ADMIN_SHELL_ROUTE_ID, routes } from './routes';

let adminPages: Promise<RouteObject[]> | null = null;
let adminPagesPatched = false;

function loadAdminPages(): Promise<RouteObject[]> {
  adminPages ??= import('./admin-page-routes').then(
    (module) => module.adminShellPageRoutes(),
    (error: unknown) => {
      // A chunk that failed to load (a network blip) is asked for again on the next navigation.
      adminPages = null;
      throw error;
    },
  );
  return adminPages;
}

/**
 * The admin menu's pages join the route table on the first navigation into the shell that the fixed
 * routes do not answer (React Router asks whenever only a splat or a parameter matched; the loading
 * route's parameter is no reason). Their table
 * imports every area's resource definitions, so the login pages and the first screen load without it.
 * A navigation overtaken by another patches nothing (the router ignores it); the next one does.
 */
const ADMIN_ROUTE_IDS: readonly (string | undefined)[] = [ADMIN_SHELL_ROUTE_ID, UNMATCHED_ROUTE_IDS[0]];

export const patchAdminPages: PatchRoutesOnNavigationFunction = async ({ matches, patch, signal }) => {
  if (adminPagesPatched || !matches.some((match) => ADMIN_ROUTE_IDS.includes(match.route.id))) return;
  const children = await loadAdminPages();
  if (adminPagesPatched || signal.aborted) return;
  patch(ADMIN_SHELL_ROUTE_ID, children);
  adminPagesPatched = true;
};

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: patchAdminPages });
