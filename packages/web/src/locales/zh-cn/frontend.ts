/** The member area (routes outside /admin). */
export default {
  login: {
    heading: '会员登录',
    comingLater: '会员中心稍后上线。',
    toAdmin: '前往管理员登录',
  },
  centre: {
    heading: '会员中心',
    welcome: '欢迎，{{name}}',
    comingLater: '会员中心的各项功能稍后上线。',
    logout: '退出登录',
  },
};
