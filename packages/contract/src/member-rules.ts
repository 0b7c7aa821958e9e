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

/**
 * The member centre's session calls (spec §7 "Member API", CONTRACT.md "Sessions"), with BuildAdmin's
 * names. Every path here is signed; `ba-user-token` carries the member's access token.
 */
export const MEMBER_API = {
  /** GET → CheckInConfig; POST CheckInBody → CheckInAnswer (public) */
  checkIn: '/api/user/checkIn',
  /** GET → UserIndexAnswer (member) */
  index: '/api/user/index',
  /** POST {refresh_token} → null (member) */
  logout: '/api/user/logout',
} as const;
