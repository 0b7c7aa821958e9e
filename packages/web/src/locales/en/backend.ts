import alert from './backend/alert';
import approval from './backend/approval';
import audit from './backend/audit';
import auth from './backend/auth';
import cert from './backend/cert';
import crew from './backend/crew';
import crud from './backend/crud';
import dashboardOverview from './backend/dashboard-overview';
import fleet from './backend/fleet';
import menu from './backend/menu';
import moduleStore from './backend/module-store';
import resourceKit from './backend/resource-kit';
import routine from './backend/routine';
import seafarerDocument from './backend/seafarer-document';
import security from './backend/security';
import setting from './backend/setting';
import ncr from './backend/ncr';
import supervision from './backend/supervision';
import todo from './backend/todo';
import user from './backend/user';

import pmsEquipment from './backend/pms-equipment';
import pmsWork from './backend/pms-work';
import pmsOversight from './backend/pms-oversight';
import evaluationReview from './backend/evaluation-review';
import evaluationAppraisal from './backend/evaluation-appraisal';
import evaluationMasters from './backend/evaluation-masters';
import evaluationKpi from './backend/evaluation-kpi';
import contingencyOversight from './backend/contingency-oversight';
import contingencyDrills from './backend/contingency-drills';
import contingencyPlans from './backend/contingency-plans';
import documentControl from './backend/document-control';
import documentDistribution from './backend/document-distribution';
import supplier from './backend/supplier';
import printables from './backend/printables';
/** The admin area (routes under /admin): login page, shell, dashboard, placeholder pages. */
export default {
  // Menu titles, the resource kit's words, and each area's resources, from their own files.
  ...menu,
  ...resourceKit,
  ...auth,
  ...routine,
  ...security,
  ...user,
  ...fleet,
  ...crew,
  // Seafarer documents are certificates; their labels sit with the crew's (`crew.seafarerDocument.*`).
  crew: { ...crew.crew, ...seafarerDocument },
  ...cert,
  ...todo,
  ...supervision,
  ...ncr,
  ...setting,
  ...approval,
  ...audit,
  ...alert,
  ...crud,
  ...moduleStore,
  // Issues 17 and 19: each part of an area its own top-level key.
  ...pmsEquipment,
  ...pmsWork,
  ...pmsOversight,
  ...evaluationReview,
  ...evaluationAppraisal,
  ...evaluationMasters,
  ...evaluationKpi,
  ...contingencyOversight,
  ...contingencyDrills,
  ...contingencyPlans,
  ...documentControl,
  ...documentDistribution,
  ...supplier,
  ...printables,
  shell: {
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    userMenu: 'Account menu',
    logout: 'Logout',
    menu: 'Main menu',
    menuDrawer: 'Navigation menu',
    home: 'Back to the dashboard',
    profile: 'Profile',
    breadcrumb: 'You are here',
    fullScreen: 'Full screen',
    exitFullScreen: 'Exit full screen',
    themeAuto: 'System',
    themeLight: 'Light',
    themeDark: 'Dark',
    settings: 'Layout settings',
    tools: 'Toolbar',
    skipToContent: 'Skip to the page content',
  },
  tabs: {
    label: 'Open pages',
    actions: 'Tab actions',
    close: 'Close',
    closeTab: 'Close tab',
    closeOthers: 'Close other tabs',
    closeAll: 'Close all tabs',
    refresh: 'Reload',
    fullScreen: 'Maximise content',
    exitFullScreen: 'Restore layout',
  },
  layout: {
    title: 'Layout settings',
    layoutMode: 'Layout',
    Default: 'Default',
    Classic: 'Classic',
    theme: 'Theme',
    mainAnimation: 'Page transition',
    animation: {
      'slide-right': 'Slide in from the left',
      'slide-left': 'Slide in from the right',
      fade: 'Fade in',
      none: 'None',
    },
    menu: 'Side menu',
    menuWidth: 'Menu width',
    menuCollapse: 'Collapse the menu',
    menuUniqueOpened: 'Open one directory at a time',
    menuShowTopBar: 'Show the site name above the menu',
    header: 'Header and tabs',
    colorsHint: 'Colours apply to the current theme ({{theme}}); light and dark each keep their own.',
    color: {
      menuBackground: 'Menu background',
      menuColor: 'Menu text',
      menuActiveBackground: 'Selected item background',
      menuActiveColor: 'Selected item text',
      menuTopBarBackground: 'Menu top bar background',
      headerBarBackground: 'Header background',
      headerBarHoverBackground: 'Header hover background',
      headerBarTabColor: 'Tab text',
      headerBarTabActiveBackground: 'Current tab background',
      headerBarTabActiveColor: 'Current tab text',
    },
    reset: 'Restore defaults',
    close: 'Close layout settings',
  },
  dashboard: {
    ...dashboardOverview,
    welcome: '{{greeting}}, {{name}}!',
    intro: 'Welcome to {{siteName}}.',
    lastLogin: 'Last login',
    department: 'Department',
    version: 'Version',
    never: 'First login',
    today: 'Today is {{date}}',
    superAdmin: 'Super administrator',
    panels: 'Business overview',
  },
  placeholder: {
    comingSoon: 'This page is coming with its area.',
  },
  iframe: {
    unsafe: 'This link cannot be embedded',
    unsafeHint: 'Only http and https links can be shown in an embedded page.',
  },
};
