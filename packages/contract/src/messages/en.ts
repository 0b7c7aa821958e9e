/**
 * English messages shared by server and browser: spec §5 and §8 wordings, and the server's answers.
 * zh-cn.ts must have exactly the same keys (a test checks it).
 */
export const en = {
  // Body code and HTTP status messages of spec §8; the second wording of each lives in ALIASES.
  'http.302': 'Interface redirected!',
  'http.400': 'Incorrect parameter!',
  'http.401': 'You do not have permission to operate!',
  'http.403': 'You do not have permission to operate!',
  'http.404': 'Error requesting address:',
  'http.408': 'Request timed out!',
  'http.409': 'The same data already exists in the system!',
  'http.500': 'Server internal error!',
  'http.501': 'Service not implemented!',
  'http.502': 'Gateway error!',
  'http.503': 'Service unavailable!',
  'http.504': 'The service is temporarily unavailable Please try again later!',
  'http.505': 'HTTP version is not supported!',
  'http.default': 'Abnormal problem, please contact the website administrator!',
  'request.timeout': 'Network request timeout!',
  'request.serverException': 'Server exception!',
  'request.offline': 'You are disconnected!',
  'request.duplicateCancelled': 'Automatic cancellation due to duplicate requests',
  'request.success': 'Operation successful',

  // Validation of spec §5.
  'validate.account': 'Please enter a correct account: 3 to 15 characters, starting with a letter, only letters, digits and underscores',
  'validate.password': 'Please enter a correct password: 6 to 32 characters, without & < > " \'',
  'validate.email': 'Please enter a correct email address',
  'validate.ruleName': 'Only letters, digits and _ / . - are allowed',
  'validate.mobile': 'Please enter the correct mobile number',
  'validate.idNumber': 'Please enter the correct ID number',
  'validate.name': 'Please enter the correct name',
  'validate.notEmpty': 'Content cannot be empty',
  'validate.float': 'Please enter a floating point number',
  'validate.required': 'This field is required',
  'validate.editorRequired': 'Please enter the content of the rich text editor',
  'validate.tooLong': 'Must be at most {max} characters',
  'validate.tooShort': 'Must be at least {min} characters',
  'validate.tooBig': 'Must be at most {max}',
  'validate.tooSmall': 'Must be at least {min}',
  'validate.invalidType': 'Must be a {expected}',
  'validate.invalidValue': 'Must be one of: {values}',
  'validate.unknownField': 'Unknown field',
  'validate.invalid': 'Invalid value',
  'validate.failed': 'Please check the highlighted fields',
  'validate.bodyTooLarge': 'The request is too large',
  'validate.malformedBody': 'The request body could not be read',

  // Upload checks of spec §5.
  'upload.incomplete': 'The data of the uploaded file is incomplete!',
  'upload.typeNotAllowed': 'The type of uploaded file is not allowed!',
  'upload.tooLarge': 'The size of the uploaded file exceeds the allowed range!',

  // Click captcha of spec §5, in order.
  'captcha.loadFailed': 'Captcha loading failed, please click refresh button',
  'captcha.wrongArea': 'The correct area is not clicked, please try again!',
  'captcha.success': 'Verification is successful!',
  'captcha.pleaseClick': 'Please click',

  // Terminal of spec §5.
  'terminal.blockedByFailed': 'Newly added tasks will never start because they are blocked by failed tasks',

  // Other interface messages of spec §5 and §8.
  'editor.notInstalled': 'Please install editor',
  'table.deleteConfirm': 'Are you sure to delete the selected record?',

  // Greeting by hour of spec §9.
  'greeting.lateNight': 'Good night',
  'greeting.earlyMorning': 'Good early morning',
  'greeting.morning': 'Good morning',
  'greeting.noon': 'Good noon',
  'greeting.afternoon': 'Good afternoon',
  'greeting.evening': 'Good evening',

  // Server answers.
  'auth.loginFailed': 'Incorrect username or password',
  'auth.loginSuccess': 'Login successful',
  'auth.logoutSuccess': 'Logged out',
  'auth.tooManyAttempts': 'Too many failed attempts, please try again in {seconds} seconds',
  'auth.accountDisabled': 'Incorrect username or password',
  'auth.notLoggedIn': 'Please log in first',
  'auth.tokenExpired': 'Your session has expired',
  'auth.tokenInvalid': 'Your login is no longer valid, please log in again',
  'auth.refreshFailed': 'Your login has expired, please log in again',
  'auth.forbidden': 'You have no permission to operate!',
  'record.notFound': 'The record does not exist or is outside your data scope',
  'record.hasChildren': 'Delete or move its children first',
  'record.duplicate': 'The same data already exists in the system!',
  'tree.cycle': 'A record cannot be placed under itself or its own children',
  'auth.usernameTaken': 'This username is already taken',
  'auth.ruleNameTaken': 'A rule with this name already exists',
  'auth.notSelf': 'You cannot disable, delete or demote yourself here; use your profile',
  'auth.superProtected': 'Only a super administrator can change a super administrator',
  'auth.groupNotManageable': 'You can only use roles below your own',
  'auth.ruleNotHeld': 'You cannot grant a right you do not hold',
  'auth.scopeTooWide': 'You cannot grant a data scope wider than your own',
  'auth.departmentOutOfScope': 'You can only choose departments within your data scope',
  'auth.departmentInUse': 'Administrators still belong to this department',
  'auth.oldPasswordWrong': 'The old password is incorrect',
  'auth.passwordChanged': 'Password changed, please log in again',
  'signature.missing': 'The request is not signed',
  'signature.invalid': 'The request signature is invalid',
  'signature.expired': 'The request signature has expired, please check your clock',
  'signature.replayed': 'The request was already received',
  'rateLimited': 'Too many requests, please slow down',
  'notFound': 'Error requesting address: {url}',
  'serverError': 'Server internal error!',
} as const;

export type MessageKey = keyof typeof en;
