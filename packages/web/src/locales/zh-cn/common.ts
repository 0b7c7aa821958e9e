/** Texts every page may need: page titles (spec §2), the language switch, error pages. */
export default {
  pageTitle: {
    home: '首页',
    admin: '后台',
    adminLogin: '登录',
    notFound: '页面不存在',
    noPower: '无访问权限',
    noTitle: '无标题',
    loading: '加载中...',
    user: '会员中心',
    userLogin: '会员登录',
    dashboard: '控制台',
    iframe: '内嵌页面',
    positions: '职务',
    shipDetail: '船舶详情',
    seafarerDetail: '船员详情',
    auditDetail: '审核详情',
  },
  language: {
    label: '语言',
    switch: '切换语言',
  },
  notFound: {
    title: '404',
    subTitle: '抱歉，您访问的页面不存在。',
  },
  noPower: {
    title: '无权限',
    subTitle: '抱歉，您没有权限访问此页面。',
  },
  action: {
    backHome: '返回首页',
    back: '返回上一页',
    retry: '重试',
  },
  loading: {
    failed: '加载失败',
    failedHint: '无法加载所需数据，请检查网络后重试。',
  },
  captcha: {
    title: '安全验证',
    refresh: '换一张',
    imageAlt: '验证码图片：请依次点击下方所列文字',
  },
  // The eye of a password field; its name leaves out 'password', which names the field itself.
  reveal: {
    show: '显示输入内容',
    hide: '隐藏输入内容',
  },
  theme: {
    label: '主题',
    auto: '跟随系统',
    light: '浅色',
    dark: '深色',
  },
  // The administrator's login page: here, not in backend, so that the lightest page loads no area's words.
  adminLogin: {
    heading: '管理员登录',
    subheading: '欢迎回来，请登录您的账户',
    username: '用户名',
    usernamePlaceholder: '请输入用户名',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    keep: '保持会话',
    submit: '登录',
  },
};
