/**
 * The dashboard's panels (to-do counts, alerts, charts) come with the modules that own their data: a
 * module's web code registers its panel here, and the dashboard shows the panels the administrator may
 * see. No module, no panel: the dashboard never shows a number nobody computed.
 */
import type { ComponentType } from 'react';
import type { MenuNode } from '@vessel/contract';

export interface DashboardPanelContext {
  isSuperuser: boolean;
  /** The administrator's rights (rule names, spec §6). */
  rights: readonly string[];
  /** The administrator's menu tree. */
  menus: readonly MenuNode[];
}

export interface DashboardPanel {
  key: string;
  /** Panels are shown in ascending order. */
  order: number;
  /** Grid columns (of 24) by screen width; a full row when absent. */
  span?: { xs?: number; md?: number; xl?: number };
  /** The rule the administrator must hold to see the panel (e.g. 'todo/item/index'). */
  right?: string;
  /** Any further condition (a module setting, a role). */
  visible?(context: DashboardPanelContext): boolean;
  Component: ComponentType;
}

const registry = new Map<string, DashboardPanel>();

/** Adds (or replaces) a panel; returns what removes it again (a module being disabled). */
export function registerDashboardPanel(panel: DashboardPanel): () => void {
  registry.set(panel.key, panel);
  return () => {
    if (registry.get(panel.key) === panel) registry.delete(panel.key);
  };
}

export function registeredDashboardPanels(): DashboardPanel[] {
  return [...registry.values()];
}

/** The panels one administrator sees, in order. Rights are exact rule names, as the server sends them. */
export function dashboardPanelsFor(panels: readonly DashboardPanel[], context: DashboardPanelContext): DashboardPanel[] {
  return panels
    .filter((panel) => !panel.right || context.isSuperuser || context.rights.includes(panel.right))
    .filter((panel) => !panel.visible || panel.visible(context))
    .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
}
