import type { VesselModule } from '../../platform/module.js';

/** The dashboard frame; its panels arrive with the areas that feed them. */
export const dashboardModule: VesselModule = {
  name: 'dashboard',
  menus: [
    {
      id: 'dashboard',
      pid: null,
      type: 'menu',
      title: 'Dashboard',
      name: 'dashboard',
      path: 'dashboard',
      icon: 'DashboardOutlined',
      menu_type: 'tab',
      url: '',
      component: '/src/pages/admin/dashboard',
      keepalive: true,
      children: [],
    },
  ],
};
