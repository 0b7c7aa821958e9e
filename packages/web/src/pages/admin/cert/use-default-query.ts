import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list page's starting filters (my open to-dos, open alerts, windows still to be done): written into
 * the URL when the page is first opened without a query, so the table state stays in the URL. Later the
 * user may clear them and see everything. Answers whether the page is still waiting for them.
 */
export function useDefaultQuery(defaults: () => Record<string, string>): boolean {
  const [params, setParams] = useSearchParams();
  const bare = params.toString() === '';
  const applied = useRef(!bare);
  useEffect(() => {
    if (applied.current) return;
    applied.current = true;
    setParams(new URLSearchParams(defaults()), { replace: true });
    // Only on first opening.
  }, []);
  return bare && !applied.current;
}
