/**
 * Member centre menu titles by rule name (`menu.{name}`), for every member rule the server seeds
 * (contract MEMBER_RULES). A rule without a key here shows the title it was given.
 */
export default {
  menu: {
    account: 'My account',
    'account/overview': 'Overview',
    'account/profile': 'Profile',
    'account/changePassword': 'Change password',
    'account/balance': 'Balance',
    'account/integral': 'Score',
  },
};
