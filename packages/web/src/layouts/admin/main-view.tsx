/**
 * The page area of the shell, with keep-alive tabs. React Router renders one outlet: the current
 * route's. A page whose tab is marked keepalive keeps its outlet element mounted after we leave it,
 * inside a hidden <Activity> (its state stays; its effects pause until it is shown again), and sees the
 * location it was last shown at, so that it does not react to other pages' URLs while hidden. Closing
 * its tab, or reloading it from the tab menu, lets it go.
 */
import { Activity, useContext, useMemo, useRef, type ContextType, type ReactElement } from 'react';
import { UNSAFE_LocationContext as LocationContext, useOutlet } from 'react-router';
import { create } from 'zustand';
import { useLayoutConfig } from '../../stores/layout-config';
import { useNavTabs, type TabRoute } from '../../stores/nav-tabs';
import { pagesToDraw } from './keep-alive-pages';

type LocationContextValue = ContextType<typeof LocationContext>;

interface KeptPage {
  element: ReactElement | null;
  location: LocationContextValue;
}

/** Reload counters per page path: a new counter remounts the page (the tab menu's Reload). */
interface PageReloads {
  counts: Record<string, number>;
  reload(path: string): void;
}

export const usePageReloads = create<PageReloads>()((set) => ({
  counts: {},
  reload: (path) => set((state) => ({ counts: { ...state.counts, [path]: (state.counts[path] ?? 0) + 1 } })),
}));

export function MainView({ current }: { current: TabRoute }) {
  const outlet = useOutlet();
  const liveLocation = useContext(LocationContext);
  const tabs = useNavTabs((state) => state.tabsView);
  const animation = useLayoutConfig((state) => state.mainAnimation);
  const reloads = usePageReloads((state) => state.counts);
  const kept = useRef(new Map<string, KeptPage>());

  const openKeepPaths = useMemo(
    () => new Set(tabs.filter((tab) => tab.meta.keepalive).map((tab) => tab.path)),
    [tabs],
  );
  const currentPath = current.path;
  // Remember the current page's element and location (idempotent, so safe to do while rendering).
  const keepCurrent = current.meta.addtab && current.meta.keepalive;
  if (keepCurrent) kept.current.set(currentPath, { element: outlet, location: liveLocation });
  const paths = pagesToDraw([...kept.current.keys()], openKeepPaths, currentPath);
  for (const path of [...kept.current.keys()]) {
    if (!paths.includes(path) || (path === currentPath && !keepCurrent)) kept.current.delete(path);
  }

  return (
    <>
      {paths.map((path) => {
        const active = path === currentPath;
        const page = active ? { element: outlet, location: liveLocation } : kept.current.get(path);
        if (!page) return null;
        return (
          <Activity key={`${path}#${reloads[path] ?? 0}`} mode={active ? 'visible' : 'hidden'}>
            <LocationContext.Provider value={page.location}>
              <div className={active && animation !== 'none' ? `admin-page admin-page--enter-${animation}` : 'admin-page'}>
                {page.element}
              </div>
            </LocationContext.Provider>
          </Activity>
        );
      })}
    </>
  );
}
