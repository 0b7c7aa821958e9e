import { Alert, Button, Flex, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Pages drawn at most (a long manual is read whole by downloading it). */
const MAX_PAGES = 30;

/**
 * A PDF drawn with pdf.js, page by page on canvases. The browser's own viewer cannot be used: uploaded
 * files are served under a sandbox CSP (the viewer refuses sandboxed documents) and headless Chromium has
 * none. pdf.js is loaded only when a preview opens.
 */
export function PdfPreview({ url }: { url: string }) {
  const { t } = useTranslation('backend');
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'failed'; pages: number; shown: number }>({ status: 'loading', pages: 0, shown: 0 });

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    setState({ status: 'loading', pages: 0, shown: 0 });
    (async () => {
      const pdfjs = await import('pdfjs-dist');
      const worker = await import('pdfjs-dist/build/pdf.worker.min.mjs?url');
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const bytes = await fetch(url, { credentials: 'same-origin' }).then((answer) => {
        if (!answer.ok) throw new Error(String(answer.status));
        return answer.arrayBuffer();
      });
      const task = pdfjs.getDocument({ data: new Uint8Array(bytes) });
      destroy = () => void task.destroy();
      const pdf = await task.promise;
      const target = holder.current;
      if (cancelled || !target) return;
      target.replaceChildren();
      const shown = Math.min(pdf.numPages, MAX_PAGES);
      const width = Math.max(320, target.clientWidth - 16);
      for (let number = 1; number <= shown; number++) {
        const page = await pdf.getPage(number);
        if (cancelled) return;
        const base = page.getViewport({ scale: 1 });
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: (width / base.width) * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
        canvas.style.boxShadow = '0 1px 4px rgba(0,0,0,.2)';
        canvas.dataset.page = String(number);
        target.appendChild(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      if (!cancelled) setState({ status: 'ready', pages: pdf.numPages, shown });
    })().catch(() => !cancelled && setState({ status: 'failed', pages: 0, shown: 0 }));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [url]);

  return (
    <Flex vertical gap={8} data-testid="pdf-preview" data-status={state.status}>
      {state.status === 'loading' ? <Spin /> : null}
      {state.status === 'failed' ? <Alert type="warning" showIcon message={t('documentControl.previewFailed')} /> : null}
      {state.status === 'ready' && state.pages > state.shown ? <Alert type="info" showIcon message={t('documentControl.previewPartial', { shown: state.shown, pages: state.pages })} /> : null}
      <div ref={holder} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12, background: '#f0f0f0', padding: 8, minHeight: 200 }} />
      <Button href={url} target="_blank" rel="noopener" style={{ alignSelf: 'flex-start' }}>
        {t('documentControl.download')}
      </Button>
    </Flex>
  );
}
