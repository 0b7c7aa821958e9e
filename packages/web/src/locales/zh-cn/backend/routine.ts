/** The routine area: the administrator's own profile (`/admin/routine/adminInfo`). */
export default {
  routine: {
    adminInfo: {
      account: '账户信息',
      profile: '基本资料',
      changePassword: '修改密码',
      username: '用户名',
      nickname: '昵称',
      avatar: '头像地址',
      email: '电子邮箱',
      mobile: '手机号',
      department: '部门',
      lastLogin: '最后登录',
      joined: '加入时间',
      old_password: '旧密码',
      password: '新密码',
      passwordHint: '不修改密码请留空；修改后需要重新登录。',
      save: '保存',
      never: '从未登录',
    },
  },
};
