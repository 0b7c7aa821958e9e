import type { ReactNode } from 'react';
import { AdminAside } from './admin-aside';
import { AdminHeader } from './admin-header';

/**
 * Classic layout: the menu runs the full height at the left edge, the header is one bar across the top
 * with the open pages as tabs inside it (the active tab in the page colour, spec §4), breadcrumbs below.
 */
export function ClassicLayout({ main, fullScreen }: { main: ReactNode; fullScreen: boolean }) {
  return (
    <div className="admin-layout admin-layout--Classic">
      {fullScreen ? null : <AdminAside />}
      <div className="admin-layout__main">
        {fullScreen ? null : <AdminHeader layout="Classic" />}
        {main}
      </div>
    </div>
  );
}
