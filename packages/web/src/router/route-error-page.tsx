import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import styles from './route-error-page.module.css';

/**
 * What a route shows when its code or data could not load (for instance a stale chunk after a deploy).
 * The router's own error boundary, imported with the route table: it lives here, not among the pages,
 * because the router imports no page module eagerly; and it is drawn like antd's error Result from
 * plain elements, since whatever it needs loads with the login pages and must not fail with them.
 */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <main className={styles.page}>
      <div className={styles.result} role="alert">
        <CloseCircleFilled className={styles.icon} aria-hidden />
        <h1 className={styles.title}>{t('loading.failed')}</h1>
        <p className={styles.hint}>{t('loading.failedHint')}</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('action.retry')}
        </Button>
      </div>
    </main>
  );
}
