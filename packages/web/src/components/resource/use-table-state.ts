import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ResourceDef } from '@vessel/contract';
import { parseTableState, writeTableState, type TableState } from './table-state';

/** The table's state read from and written to the page's URL query. */
export function useTableState(def: ResourceDef): [TableState, (next: TableState) => void] {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseTableState(params, def), [params, def]);
  const setState = useCallback((next: TableState) => setParams((current) => writeTableState(current, next)), [setParams]);
  return [state, setState];
}
