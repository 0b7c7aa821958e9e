/** 会员中心菜单标题，按规则名称（`menu.{name}`），覆盖服务端预置的每条会员规则（contract MEMBER_RULES）。 */
export default {
  menu: {
    account: '我的账户',
    'account/overview': '账户概览',
    'account/profile': '个人资料',
    'account/changePassword': '修改密码',
    'account/balance': '余额记录',
    'account/integral': '积分记录',
  },
};
