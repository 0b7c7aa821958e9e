import { Button, Result, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ROUTES } from '@vessel/contract';
import { ApiError, isCancelledRequest } from '../../api/request-errors';
import { userIndex } from '../../api/user/session';
import { firstPagePath } from '../../layouts/user/member-menus';
import { decodeLoadingTarget, loadingParamFromPathname, targetHref } from '../../router/loading-target';
import { useMemberCenter } from '../../stores/member-center';
import { isMemberLoggedIn, useMemberInfo } from '../../stores/member-info';
import { applyUserIndex, logoutMember } from '../../stores/member-session';

/**
 * Where the loading route goes once the menu is in: the `to` page (a path of the member centre, not
 * /user itself), else the first page of the menu; null when the menu has no page. A `to` that is no page
 * comes to the not-found page through the route table's catch-all, which sends an unmatched path there
 * once the index is loaded (router/loading-target.ts).
 */
function destination(param: string | undefined): string | null {
  const target = decodeLoadingTarget(param, 'user');
  if (target && !/^\/user\/?$/i.test(target.path)) return targetHref(target);
  return firstPagePath(useMemberCenter.getState().viewRoutes);
}

type Failure = { kind: 'network' } | { kind: 'refused'; message: string } | { kind: 'empty' };

/**
 * The member main loading route (spec §2): without a member session it goes to the member login;
 * otherwise it fetches GET /api/user/index once per page load (the member, the member centre's menu and
 * rights, the site config) and goes on to the page asked for, or the first page of the menu.
 */
export default function UserLoadingPage() {
  const { t } = useTranslation(['frontend', 'common']);
  const to = loadingParamFromPathname(useLocation().pathname, 'user');
  const navigate = useNavigate();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!isMemberLoggedIn(useMemberInfo.getState())) {
      void navigate(ROUTES.userLogin, { replace: true });
      return;
    }
    const go = () => {
      const next = destination(to);
      if (next) void navigate(next, { replace: true });
      else setFailure({ kind: 'empty' });
    };
    if (useMemberCenter.getState().loaded) {
      go();
      return;
    }
    let active = true;
    setFailure(null);
    userIndex().then(
      ({ data }) => {
        if (!active) return;
        applyUserIndex(data);
        go();
      },
      (error: unknown) => {
        // A lost session has already been sent to the member login by the client.
        if (!active || isCancelledRequest(error) || !useMemberInfo.getState().token) return;
        setFailure(error instanceof ApiError ? { kind: 'refused', message: error.message } : { kind: 'network' });
      },
    );
    return () => {
      active = false;
    };
  }, [to, navigate, attempt]);

  if (failure) {
    const logout = <Button onClick={() => void logoutMember()}>{t('centre.logout')}</Button>;
    const retry = (
      <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
        {t('common:action.retry')}
      </Button>
    );
    return (
      <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
        {failure.kind === 'empty' ? (
          <Result status="info" title={t('centre.noPages')} subTitle={t('centre.noPagesHint')} extra={logout} />
        ) : (
          <Result
            status="warning"
            title={t('common:loading.failed')}
            subTitle={failure.kind === 'refused' ? failure.message : t('common:loading.failedHint')}
            extra={
              <Space>
                {retry}
                {logout}
              </Space>
            }
          />
        )}
      </main>
    );
  }
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }} aria-busy="true">
      <Spin size="large" description={t('common:pageTitle.loading')} />
    </main>
  );
}
