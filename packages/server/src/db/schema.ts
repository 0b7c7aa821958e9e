/** Every table, for drizzle-kit and for typed queries. A new module adds its tables file here. */
export * from '../platform/tables.js';
export * from '../modules/auth/tables.js';
export * from '../modules/security/tables.js';
export * from '../modules/routine/tables.js';
export * from '../modules/user/tables.js';
export * from '../modules/terminal/tables.js';
export * from '../modules/fleet/tables.js';
export * from '../modules/crew/tables.js';
export * from '../modules/cert/tables.js';
export * from '../modules/alert/tables.js';
export * from '../modules/todo/tables.js';
export * from '../modules/captcha/tables.js';
export * from '../modules/messaging/tables.js';
