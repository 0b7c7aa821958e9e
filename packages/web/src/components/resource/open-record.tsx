import { Button } from 'antd';
import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A record opened whole beside its list, named by the page's `?id=` (the link alerts, to-dos and other
 * pages use), and the list's version, which a change made in the opened record bumps so the list reads again.
 */
export function useOpenRecord() {
  const [params, setParams] = useSearchParams();
  const [listVersion, setListVersion] = useState(0);
  const setOpen = useCallback(
    (id: string | null) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      }),
    [setParams],
  );
  const listChanged = useCallback(() => setListVersion((value) => value + 1), []);
  return { openId: params.get('id'), setOpen, listVersion, listChanged };
}

/** A list cell that opens its record (the record's number, drawn as a link). */
export function OpenRecordButton({ onOpen, testId, children }: { onOpen(): void; testId: string; children: ReactNode }) {
  return (
    <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={onOpen} data-testid={testId}>
      {children}
    </Button>
  );
}
