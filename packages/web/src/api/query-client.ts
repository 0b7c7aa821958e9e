/**
 * Server state (ARCHITECTURE.md: TanStack Query): one cache for the admin area's lists, pickers, records,
 * dictionaries and the dashboard, each under a key that says what it holds. A write tells the cache what
 * it changed (`afterResourceWrite`), and only queries under those keys are fetched again.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The HTTP client already shows a failure once; a retry would show it again.
      retry: false,
      // Data on screen is fetched again when its page mounts and after a write that changed it, not on focus.
      refetchOnWindowFocus: false,
    },
  },
});

export const queryKeys = {
  /** Everything read from one resource base URL (`/admin/fleet.Ship/`). */
  resource: (base: string) => ['resource', base] as const,
  list: (base: string, params: Record<string, unknown>) => ['resource', base, 'list', params] as const,
  select: (base: string, query: Record<string, unknown>) => ['resource', base, 'select', query] as const,
  /** The detail pages' records (a ship, a seafarer, an audit), each drawn from several resources. */
  detail: (name: string, id: string) => ['detail', name, id] as const,
  dictionary: (type: string) => ['dictionary', type] as const,
  dictionaries: ['dictionary'] as const,
  dashboard: (filters: Record<string, unknown>) => ['dashboard', filters] as const,
  dashboards: ['dashboard'] as const,
  details: ['detail'] as const,
};

/**
 * After a write to a resource: its lists, pickers and rows, the detail pages (a ship's page shows its
 * certificates and crew) and the dashboard (whose numbers count them) are fetched again where shown.
 */
export function afterResourceWrite(base: string): void {
  for (const queryKey of [queryKeys.resource(base), queryKeys.details, queryKeys.dashboards]) void queryClient.invalidateQueries({ queryKey });
}
