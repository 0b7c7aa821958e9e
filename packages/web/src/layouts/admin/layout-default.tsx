import type { ReactNode } from 'react';
import { AdminAside } from './admin-aside';
import { AdminHeader } from './admin-header';

/**
 * Default layout: the menu and the header float as rounded cards on the page background; the open
 * pages sit as tabs between the header and the page (the active tab in the card colour, spec §4).
 */
export function DefaultLayout({ main, fullScreen }: { main: ReactNode; fullScreen: boolean }) {
  return (
    <div className="admin-layout admin-layout--Default">
      {fullScreen ? null : <AdminAside />}
      <div className="admin-layout__main">
        {fullScreen ? null : <AdminHeader layout="Default" />}
        {main}
      </div>
    </div>
  );
}
