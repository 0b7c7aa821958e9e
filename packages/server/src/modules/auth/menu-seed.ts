/**
 * The product's real menu (spec §1), seeded once into the rule tree. Titles are the Chinese names the
 * users know; the web shows `menu.{name}` from its translations when it has one, else the title. Areas
 * that are not built yet are here too, so that their issues fill the tree rather than invent it.
 */
export interface MenuSeed {
  name: string;
  title: string;
  icon?: string;
  /** Buttons (actions) of a menu; absent for a directory. */
  actions?: readonly string[];
  children?: readonly MenuSeed[];
  keepalive?: boolean;
}

const CRUD = ['index', 'add', 'edit', 'del'] as const;
const TREE = ['index', 'add', 'edit', 'del', 'sortable'] as const;

export const MENU_SEED: readonly MenuSeed[] = [
  { name: 'dashboard', title: '控制台', icon: 'DashboardOutlined', actions: ['index'], keepalive: true },
  {
    name: 'fleet',
    title: '船舶管理',
    icon: 'CompassOutlined',
    children: [{ name: 'fleet/ship', title: '船舶', icon: 'CompassOutlined', actions: CRUD }],
  },
  {
    name: 'crew',
    title: '人员管理',
    icon: 'TeamOutlined',
    children: [
      { name: 'crew/position', title: '职务', icon: 'IdcardOutlined', actions: TREE },
      { name: 'crew/positionRequirement', title: '职务证书要求', icon: 'AuditOutlined', actions: CRUD },
      { name: 'crew/seafarer', title: '船员', icon: 'UserOutlined', actions: CRUD },
      { name: 'crew/assignment', title: '船员动态', icon: 'SwapOutlined', actions: [...CRUD, 'nominate', 'approve', 'prepare', 'signOn', 'signOff', 'cancel'] },
      { name: 'crew/contract', title: '劳务合同', icon: 'FileProtectOutlined', actions: CRUD },
      { name: 'crew/seaService', title: '海上资历', icon: 'HistoryOutlined', actions: CRUD },
      { name: 'crew/seafarerDocument', title: '船员证件', icon: 'SolutionOutlined', actions: [...CRUD, 'verify'] },
    ],
  },
  {
    name: 'cert',
    title: '证书管理',
    icon: 'SafetyCertificateOutlined',
    children: [
      { name: 'cert/certificate', title: '证书', icon: 'SafetyCertificateOutlined', actions: [...CRUD, 'recordSurvey', 'renew'] },
      { name: 'cert/certificateSurvey', title: '检验窗口', icon: 'CalendarOutlined', actions: ['index'] },
      { name: 'cert/certificateType', title: '证书类型', icon: 'TagsOutlined', actions: CRUD },
    ],
  },
  {
    name: 'audit',
    title: '审核管理',
    icon: 'AuditOutlined',
    children: [
      { name: 'audit/internal', title: '内部审核', icon: 'AuditOutlined', actions: CRUD },
      { name: 'audit/external', title: '外部审核', icon: 'AuditOutlined', actions: CRUD },
      { name: 'audit/psc', title: '港口国检查', icon: 'FlagOutlined', actions: CRUD },
      { name: 'audit/flag', title: '船旗国检查', icon: 'FlagOutlined', actions: CRUD },
      { name: 'audit/vetting', title: '检查', icon: 'FileSearchOutlined', actions: CRUD },
      { name: 'audit/superintendent', title: '岸基检查', icon: 'EyeOutlined', actions: CRUD },
    ],
  },
  { name: 'pms', title: '维修保养计划', icon: 'ToolOutlined', children: [{ name: 'pms/job', title: '保养项目', icon: 'ToolOutlined', actions: CRUD }] },
  { name: 'todo', title: '待办事项', icon: 'CheckSquareOutlined', children: [{ name: 'todo/todo', title: '待办', icon: 'CheckSquareOutlined', actions: CRUD }] },
  {
    name: 'alert',
    title: '预警',
    icon: 'BellOutlined',
    children: [
      { name: 'alert/alert', title: '预警信息', icon: 'BellOutlined', actions: ['index', 'ack', 'run'] },
      { name: 'alert/alertRule', title: '预警规则', icon: 'ControlOutlined', actions: ['index', 'edit'] },
    ],
  },
  { name: 'ncr', title: '不符合报告', icon: 'ExceptionOutlined', children: [{ name: 'ncr/report', title: '不符合报告', icon: 'ExceptionOutlined', actions: [...CRUD, 'submit', 'verify', 'close'] }] },
  { name: 'contingency', title: '应急管理', icon: 'AlertOutlined', children: [{ name: 'contingency/drill', title: '演习', icon: 'AlertOutlined', actions: CRUD }] },
  { name: 'evaluation', title: '评价与评审', icon: 'StarOutlined', children: [{ name: 'evaluation/review', title: '管理评审', icon: 'StarOutlined', actions: CRUD }] },
  { name: 'supervision', title: '监督检查', icon: 'EyeOutlined', children: [{ name: 'supervision/inspection', title: '监督检查', icon: 'EyeOutlined', actions: CRUD }] },
  { name: 'document', title: '文件管理', icon: 'FolderOpenOutlined', children: [{ name: 'document/document', title: '文件', icon: 'FileTextOutlined', actions: CRUD }] },
  { name: 'supplier', title: '供应商管理', icon: 'ShopOutlined', children: [{ name: 'supplier/company', title: '供应商', icon: 'ShopOutlined', actions: CRUD }] },
  {
    name: 'user',
    title: '会员管理',
    icon: 'UserOutlined',
    children: [
      { name: 'user/user', title: '会员', icon: 'UserOutlined', actions: CRUD },
      { name: 'user/group', title: '会员分组', icon: 'GroupOutlined', actions: CRUD },
      { name: 'user/rule', title: '会员规则', icon: 'ApartmentOutlined', actions: TREE },
      { name: 'user/moneyLog', title: '余额日志', icon: 'MoneyCollectOutlined', actions: ['index', 'add'] },
      { name: 'user/scoreLog', title: '积分日志', icon: 'TrophyOutlined', actions: ['index', 'add'] },
    ],
  },
  {
    name: 'auth',
    title: '权限管理',
    icon: 'LockOutlined',
    children: [
      { name: 'auth/admin', title: '管理员', icon: 'UserOutlined', actions: CRUD },
      { name: 'auth/group', title: '角色组', icon: 'TeamOutlined', actions: CRUD },
      { name: 'auth/rule', title: '菜单规则', icon: 'MenuOutlined', actions: TREE },
      { name: 'auth/department', title: '部门', icon: 'ApartmentOutlined', actions: TREE },
      { name: 'auth/adminLog', title: '管理员日志', icon: 'ProfileOutlined', actions: ['index'] },
    ],
  },
  {
    name: 'routine',
    title: '常规管理',
    icon: 'SettingOutlined',
    children: [
      { name: 'routine/config', title: '系统配置', icon: 'SettingOutlined', actions: ['index', 'edit', 'add', 'del'] },
      { name: 'routine/attachment', title: '附件管理', icon: 'PaperClipOutlined', actions: ['index', 'edit', 'del'] },
      { name: 'routine/adminInfo', title: '个人资料', icon: 'ProfileOutlined', actions: ['index', 'edit'] },
      { name: 'routine/smsOutbox', title: '短信发件箱', icon: 'MessageOutlined', actions: ['index'] },
    ],
  },
  {
    name: 'security',
    title: '数据安全管理',
    icon: 'SafetyOutlined',
    children: [
      { name: 'security/dataRecycleLog', title: '数据回收站', icon: 'DeleteOutlined', actions: ['index', 'restore', 'purge'] },
      { name: 'security/sensitiveDataLog', title: '敏感数据修改记录', icon: 'FileSyncOutlined', actions: ['index', 'rollback'] },
      { name: 'security/dataRecycle', title: '数据回收规则', icon: 'DeleteOutlined', actions: CRUD },
      { name: 'security/sensitiveData', title: '敏感字段规则', icon: 'FileSyncOutlined', actions: CRUD },
    ],
  },
  { name: 'moduleStore', title: '模块市场', icon: 'AppstoreOutlined', actions: ['index', 'install', 'changeState', 'uninstall'] },
  { name: 'crud', title: 'CRUD代码生成', icon: 'CodeOutlined', actions: ['index', 'generate', 'delete'] },
];
