import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * What a route shows when its code or data could not load (for instance a stale chunk after a deploy).
 * The router's own error boundary, imported with the route table: it lives here, not among the pages,
 * because the router imports no page module eagerly.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <Result
        status="error"
        title={t('loading.failed')}
        subTitle={t('loading.failedHint')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('action.retry')}
          </Button>
        }
      />
    </main>
  );
}
