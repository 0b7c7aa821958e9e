/**
 * The member centre's paths without its schemas: the route table reads these on every page, the login
 * pages included, which load no schema library.
 */

/** Where the member centre starts after login (answered as `routePath`). */
export const MEMBER_HOME = '/user';

/** The member rules the product seeds (their names are the rights and the paths under /user/). */
export const MEMBER_RULES = {
  account: 'account',
  overview: 'account/overview',
  profile: 'account/profile',
  changePassword: 'account/changePassword',
  balance: 'account/balance',
  integral: 'account/integral',
} as const;
