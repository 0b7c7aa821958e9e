/** Every table, for drizzle-kit and for typed queries. A new module adds its tables file here. */
export * from '../platform/tables.js';
export * from '../platform/identity/tables.js';
export * from '../modules/security/tables.js';
export * from '../platform/settings/tables.js';
export * from '../platform/identity/member-tables.js';
export * from '../modules/terminal/tables.js';
export * from '../modules/fleet/tables.js';
export * from '../modules/crew/tables.js';
export * from '../modules/cert/tables.js';
export * from '../platform/alert/tables.js';
export * from '../platform/todo/tables.js';
export * from '../modules/captcha/tables.js';
export * from '../modules/messaging/tables.js';
