import { describe, expect, it } from 'vitest';
import { dashboardPanelsFor, registerDashboardPanel, registeredDashboardPanels, type DashboardPanel } from './dashboard-panels';

const Component = () => null;
const panel = (key: string, order: number, extra: Partial<DashboardPanel> = {}): DashboardPanel => ({ key, order, Component, ...extra });
const context = { isSuperuser: false, rights: ['todo/item/index'], menus: [] };

describe('dashboard panels', () => {
  it('has none until a module registers one: the dashboard invents nothing', () => {
    expect(registeredDashboardPanels()).toEqual([]);
  });

  it('shows a module panel to who holds its right, in order', () => {
    const panels = [panel('alerts', 2, { right: 'alert/index' }), panel('todo', 1, { right: 'todo/item/index' }), panel('free', 3)];
    expect(dashboardPanelsFor(panels, context).map((item) => item.key)).toEqual(['todo', 'free']);
    expect(dashboardPanelsFor(panels, { ...context, isSuperuser: true }).map((item) => item.key)).toEqual(['todo', 'alerts', 'free']);
    expect(dashboardPanelsFor([panel('hidden', 1, { visible: () => false })], context)).toEqual([]);
  });

  it('comes and goes with its module', () => {
    const remove = registerDashboardPanel(panel('todo', 1));
    expect(registeredDashboardPanels().map((item) => item.key)).toEqual(['todo']);
    remove();
    expect(registeredDashboardPanels()).toEqual([]);
  });
});
