/** The admin area (routes under /admin): login page, shell, dashboard, placeholder pages. */
export default {
  login: {
    heading: 'Administrator login',
    subheading: 'Welcome back, please sign in to your account',
    username: 'Username',
    usernamePlaceholder: 'Please enter your username',
    password: 'Password',
    passwordPlaceholder: 'Please enter your password',
    keep: 'Keep me logged in',
    submit: 'Log in',
  },
  shell: {
    collapse: 'Collapse menu',
    expand: 'Expand menu',
    userMenu: 'Account menu',
    logout: 'Logout',
    menu: 'Main menu',
  },
  dashboard: {
    welcome: '{{greeting}}, {{name}}!',
    intro: 'Welcome to {{siteName}}. The business areas will arrive one by one.',
    lastLogin: 'Last login',
    department: 'Department',
    version: 'Version',
    never: 'First login',
  },
  placeholder: {
    comingSoon: 'This page is coming with its area.',
  },
  iframe: {
    unsafe: 'This link cannot be embedded',
    unsafeHint: 'Only http and https links can be shown in an embedded page.',
  },
};
