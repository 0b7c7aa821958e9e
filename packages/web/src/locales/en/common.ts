/** Texts every page may need: page titles (spec §2), the language switch, error pages. */
export default {
  pageTitle: {
    home: 'Home',
    admin: 'Backend',
    adminLogin: 'Login',
    notFound: 'Page not found',
    noPower: 'No access permission',
    noTitle: 'No title',
    loading: 'Loading...',
    user: 'Member centre',
    userLogin: 'Member login',
    dashboard: 'Dashboard',
    iframe: 'Embedded page',
    positions: 'Positions',
    shipDetail: 'Ship details',
    seafarerDetail: 'Seafarer details',
    auditDetail: 'Audit details',
  },
  language: {
    label: 'Language',
    switch: 'Switch language',
  },
  notFound: {
    title: '404',
    subTitle: 'Sorry, the page you visited does not exist.',
  },
  noPower: {
    title: 'No permission',
    subTitle: 'Sorry, you do not have permission to access this page.',
  },
  action: {
    backHome: 'Back to home',
    back: 'Go back',
    retry: 'Retry',
  },
  loading: {
    failed: 'Loading failed',
    failedHint: 'The data this page needs could not be loaded. Check the network and try again.',
  },
  captcha: {
    title: 'Security check',
    refresh: 'New captcha',
    imageAlt: 'Captcha image: click the characters named below, in order',
  },
  // The eye of a password field; its name leaves out 'password', which names the field itself.
  reveal: {
    show: 'Show what is typed',
    hide: 'Hide what is typed',
  },
  theme: {
    label: 'Theme',
    auto: 'System',
    light: 'Light',
    dark: 'Dark',
  },
  // The administrator's login page: here, not in backend, so that the lightest page loads no area's words.
  adminLogin: {
    heading: 'Administrator login',
    subheading: 'Welcome back, please sign in to your account',
    username: 'Username',
    usernamePlaceholder: 'Please enter your username',
    password: 'Password',
    passwordPlaceholder: 'Please enter your password',
    keep: 'Keep me logged in',
    submit: 'Log in',
  },
};
