import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES } from '@vessel/contract';
import { colorOf, menuWidthOf, useLayoutConfig } from '../../stores/layout-config';
import { useSiteName } from '../../stores/site-config';
import { readableOn } from '../readable-color';
import { AdminMenu } from './admin-menu';

/** The site's mark and name above the menu (menuShowTopBar). */
function MenuTopBar({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation(['backend', 'common']);
  const siteName = useSiteName();
  const isDark = useLayoutConfig((state) => state.isDark);
  const background = useLayoutConfig((state) => colorOf(state.menuTopBarBackground, isDark));
  const color = useLayoutConfig((state) => readableOn(colorOf(state.menuColor, isDark), colorOf(state.menuTopBarBackground, isDark)));
  return (
    <Link
      to={ROUTES.adminBackend}
      className={collapsed ? 'admin-aside__top admin-aside__top--collapsed' : 'admin-aside__top'}
      style={{ background, color }}
      aria-label={`${siteName} · ${t('shell.home')}`}
    >
      <span aria-hidden className="admin-aside__mark">
        ⚓
      </span>
      {collapsed ? null : <span className="admin-aside__name">{siteName}</span>}
    </Link>
  );
}

function AsideContent({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const showTopBar = useLayoutConfig((state) => state.menuShowTopBar);
  return (
    <>
      {showTopBar ? <MenuTopBar collapsed={collapsed} /> : null}
      <div className="admin-aside__menu">
        <AdminMenu collapsed={collapsed} onNavigate={onNavigate} />
      </div>
    </>
  );
}

/**
 * The menu column: beside the page from a tablet up (menuWidth, or 65px collapsed), a drawer over the
 * page on a phone (shrink mode, width 0 while closed).
 */
export function AdminAside() {
  const { t } = useTranslation('backend');
  const config = useLayoutConfig();
  const width = menuWidthOf(config);
  const background = colorOf(config.menuBackground, config.isDark);

  if (config.shrink) {
    return (
      <Drawer
        placement="left"
        open={!config.menuCollapse}
        onClose={() => config.setMenuCollapse(true)}
        size={config.menuWidth}
        closable={false}
        title={null}
        aria-label={t('shell.menuDrawer')}
        styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column', background } }}
        rootClassName="admin-aside-drawer"
      >
        <AsideContent collapsed={false} onNavigate={() => config.setMenuCollapse(true)} />
      </Drawer>
    );
  }

  return (
    <aside className="admin-aside" style={{ width, background }} aria-label={t('shell.menuDrawer')}>
      <AsideContent collapsed={config.menuCollapse} />
    </aside>
  );
}
