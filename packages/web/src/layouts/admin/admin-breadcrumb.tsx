import { Breadcrumb } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { deepestHandle } from '../../router/route-handle';
import { useAdminMenus } from '../../stores/admin-menus';
import { breadcrumbTrail } from './breadcrumb-trail';
import { menuTitle } from './menu-title';
import { routeTitleText } from './tab-route';

/** Where the current page sits in the menu tree. */
export function AdminBreadcrumb() {
  const { t } = useTranslation(['backend', 'common']);
  const { pathname } = useLocation();
  const menus = useAdminMenus((state) => state.menus);
  const handle = deepestHandle(useMatches());
  const routeTitle = routeTitleText(handle?.title, (key) => t(key, { ns: 'common' }));
  const crumbs = useMemo(
    () => breadcrumbTrail(menus, pathname, routeTitle, (node) => menuTitle(t, node)),
    [menus, pathname, routeTitle, t],
  );
  return (
    <Breadcrumb
      aria-label={t('shell.breadcrumb')}
      className="admin-header__breadcrumb"
      items={crumbs.map((crumb, index) => ({
        key: `${index}`,
        title: crumb.path ? <Link to={crumb.path}>{crumb.title}</Link> : <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>{crumb.title}</span>,
      }))}
    />
  );
}
