/** The routine area: the administrator's own profile (`/admin/routine/adminInfo`). */
export default {
  routine: {
    adminInfo: {
      account: 'Account',
      profile: 'Profile',
      changePassword: 'Change password',
      username: 'Username',
      nickname: 'Nickname',
      avatar: 'Avatar URL',
      email: 'Email',
      mobile: 'Mobile',
      department: 'Department',
      lastLogin: 'Last login',
      joined: 'Joined',
      old_password: 'Old password',
      password: 'New password',
      passwordHint: 'Leave empty to keep it; after a change you log in again.',
      save: 'Save',
      never: 'Never',
    },
  },
};
