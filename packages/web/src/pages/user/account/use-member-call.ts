import { useCallback, useEffect, useState } from 'react';
import { isCancelledRequest } from '../../../api/request-errors';

/** A GET of the member centre: its data, whether it is loading or failed, and a way to ask again. */
export function useMemberCall<T>(call: () => Promise<{ data: T }>, deps: readonly unknown[]): { data: T | null; loading: boolean; failed: boolean; reload(): void } {
  const [data, setData] = useState<T | null>(null);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let active = true;
    setLoading(true);
    setFailed(false);
    call().then(
      (answer) => {
        if (!active) return;
        setData(answer.data);
        setLoading(false);
      },
      (error: unknown) => {
        if (!active || isCancelledRequest(error)) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the call depends on
  }, [...deps, version]);
  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { data, loading, failed, reload };
}
