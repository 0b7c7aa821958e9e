import { matchRoutes, type RouteObject } from 'react-router';

/** Route ids of the catch-alls: a path only they match is not a page of this app. */
export const UNMATCHED_ROUTE_IDS = ['adminUnmatched', 'userUnmatched', 'unmatched'] as const;

export function isKnownPage(routes: RouteObject[], path: string): boolean {
  const matches = matchRoutes(routes, path);
  const deepest = matches?.[matches.length - 1]?.route;
  return !!deepest && !(UNMATCHED_ROUTE_IDS as readonly (string | undefined)[]).includes(deepest.id);
}
