/** The admin area (routes under /admin): login page, shell, dashboard, placeholder pages. */
export default {
  login: {
    heading: '管理员登录',
    subheading: '欢迎回来，请登录您的账户',
    username: '用户名',
    usernamePlaceholder: '请输入用户名',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    keep: '保持会话',
    submit: '登录',
  },
  shell: {
    collapse: '收起菜单',
    expand: '展开菜单',
    userMenu: '账户菜单',
    logout: '注销',
    menu: '主菜单',
  },
  dashboard: {
    welcome: '{{greeting}}，{{name}}！',
    intro: '欢迎使用{{siteName}}。各业务模块将陆续上线。',
    lastLogin: '上次登录',
    department: '部门',
    version: '版本',
    never: '首次登录',
  },
  placeholder: {
    comingSoon: '该页面将随其业务模块一同上线。',
  },
  iframe: {
    unsafe: '该链接无法内嵌打开',
    unsafeHint: '只有 http 与 https 链接可以内嵌显示。',
  },
};
