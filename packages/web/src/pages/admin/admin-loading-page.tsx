import { Button, Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES } from '@vessel/contract';
import { index } from '../../api/admin/account';
import { isCancelledRequest } from '../../api/request-errors';
import { decodeLoadingTarget, loadingParamFromPathname, targetHref } from '../../router/loading-target';
import { useAdminInfo } from '../../stores/admin-info';
import { useAdminMenus } from '../../stores/admin-menus';
import { applyAdminIndex } from '../../stores/admin-session';

/**
 * Where the loading route goes once the session's data is in: the `to` page, else the dashboard. A `to`
 * that is no page comes to the not-found page through the route table's catch-all, which sends an
 * unmatched path there once the index is loaded (router/loading-target.ts).
 */
function destination(param: string | undefined): string {
  const target = decodeLoadingTarget(param, 'admin');
  return target ? targetHref(target) : ROUTES.adminBackend;
}

/**
 * The admin main loading route (spec §2): fetches GET /admin/index/index once per page load into the
 * stores, then goes on to the page that was asked for.
 */
export default function AdminLoadingPage() {
  const { t } = useTranslation('common');
  const to = loadingParamFromPathname(useLocation().pathname, 'admin');
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!useAdminInfo.getState().token) {
      void navigate(ROUTES.adminLogin, { replace: true });
      return;
    }
    if (useAdminMenus.getState().loaded) {
      void navigate(destination(to), { replace: true });
      return;
    }
    let active = true;
    setFailed(false);
    index().then(
      ({ data }) => {
        if (!active) return;
        applyAdminIndex(data);
        void navigate(destination(to), { replace: true });
      },
      (error: unknown) => {
        // A lost session has already been sent to the login page by the client.
        if (active && !isCancelledRequest(error) && useAdminInfo.getState().token) setFailed(true);
      },
    );
    return () => {
      active = false;
    };
  }, [to, navigate, attempt]);

  if (failed) {
    return (
      <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
        <Result
          status="warning"
          title={t('loading.failed')}
          subTitle={t('loading.failedHint')}
          extra={
            <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
              {t('action.retry')}
            </Button>
          }
        />
      </main>
    );
  }
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} aria-busy="true">
      <Spin size="large" description={t('pageTitle.loading')} />
    </main>
  );
}
