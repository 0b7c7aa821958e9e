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
    collapse: '收起菜单',
    expand: '展开菜单',
    userMenu: '账户菜单',
    logout: '注销',
    menu: '主菜单',
    menuDrawer: '导航菜单',
    home: '返回控制台',
    profile: '个人资料',
    breadcrumb: '当前位置',
    fullScreen: '全屏显示',
    exitFullScreen: '退出全屏',
    themeAuto: '跟随系统',
    themeLight: '浅色',
    themeDark: '深色',
    settings: '布局设置',
    tools: '工具栏',
    skipToContent: '跳到页面内容',
  },
  tabs: {
    label: '已打开的页面',
    actions: '标签操作',
    close: '关闭',
    closeTab: '关闭标签',
    closeOthers: '关闭其他标签',
    closeAll: '关闭全部标签',
    refresh: '重新加载',
    fullScreen: '内容全屏',
    exitFullScreen: '退出内容全屏',
  },
  layout: {
    title: '布局设置',
    layoutMode: '布局方式',
    Default: '默认',
    Classic: '经典',
    theme: '主题',
    mainAnimation: '页面切换动画',
    animation: {
      'slide-right': '向右滑入',
      'slide-left': '向左滑入',
      fade: '淡入',
      none: '无动画',
    },
    menu: '侧边菜单',
    menuWidth: '菜单宽度',
    menuCollapse: '折叠菜单',
    menuUniqueOpened: '只展开一个目录',
    menuShowTopBar: '菜单上方显示站点名称',
    header: '顶栏与标签',
    colorsHint: '颜色作用于当前主题（{{theme}}），浅色与深色各保存一套。',
    color: {
      menuBackground: '菜单背景色',
      menuColor: '菜单文字颜色',
      menuActiveBackground: '菜单选中项背景色',
      menuActiveColor: '菜单选中项文字颜色',
      menuTopBarBackground: '菜单顶栏背景色',
      headerBarBackground: '顶栏背景色',
      headerBarHoverBackground: '顶栏悬停背景色',
      headerBarTabColor: '标签文字颜色',
      headerBarTabActiveBackground: '当前标签背景色',
      headerBarTabActiveColor: '当前标签文字颜色',
    },
    reset: '恢复默认设置',
    close: '关闭布局设置',
  },
  dashboard: {
    ...dashboardOverview,
    welcome: '{{greeting}}，{{name}}！',
    intro: '欢迎使用{{siteName}}。',
    lastLogin: '上次登录',
    department: '部门',
    version: '版本',
    never: '首次登录',
    today: '今天是{{date}}',
    superAdmin: '超级管理员',
    panels: '业务概览',
  },
  placeholder: {
    comingSoon: '该页面将随其业务模块一同上线。',
  },
  iframe: {
    unsafe: '该链接无法内嵌打开',
    unsafeHint: '只有 http 与 https 链接可以内嵌显示。',
  },
};
