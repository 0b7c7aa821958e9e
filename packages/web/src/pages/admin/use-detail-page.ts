import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isCancelledRequest } from '../../api/request-errors';

/**
 * The record of a detail page (`/admin/detailPage?id=`, `/admin/SdetailPage?id=`): read once per id and per
 * `reload()`, keeping the last answer on screen while the next one loads; a cancelled read is not a failure.
 * `version` counts the reloads, for parts of the page that read on their own.
 */
export function useDetailRecord<T>(id: string, read: (id: string) => Promise<{ data: T }>) {
  const [state, setState] = useState<{ detail: T | null; loading: boolean; failed: boolean }>({ detail: null, loading: true, failed: false });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!id) return;
    let active = true;
    setState((held) => ({ ...held, loading: true, failed: false }));
    read(id).then(
      ({ data }) => {
        if (active) setState({ detail: data, loading: false, failed: false });
      },
      (error: unknown) => {
        if (active && !isCancelledRequest(error)) setState({ detail: null, loading: false, failed: true });
      },
    );
    return () => {
      active = false;
    };
    // `read` is a module function: the id and the reload count decide when to read again.
  }, [id, version]);

  return { ...state, version, reload: () => setVersion((value) => value + 1) };
}

/** The open tab of a detail page, held in the URL (`tab=`) so that a link can open a tab directly; the first tab is the bare URL. */
export function useTabParam<T extends string>(tabs: readonly T[]): [T, (next: string) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') ?? '';
  const tab = (tabs as readonly string[]).includes(asked) ? (asked as T) : tabs[0]!;
  const setTab = (next: string) =>
    setParams((current) => {
      const query = new URLSearchParams(current);
      if (next === tabs[0]) query.delete('tab');
      else query.set('tab', next);
      return query;
    });
  return [tab, setTab];
}
