/** The member area (routes outside /admin). */
export default {
  login: {
    heading: 'Member login',
    comingLater: 'The member centre comes later.',
    toAdmin: 'Go to administrator login',
  },
  centre: {
    heading: 'Member centre',
    welcome: 'Welcome, {{name}}',
    comingLater: 'The member centre features come later.',
    logout: 'Log out',
  },
};
