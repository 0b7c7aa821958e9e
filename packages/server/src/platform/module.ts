import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { LoginThrottle } from './login-throttle.js';
import type { Mailer } from './mailer.js';
import type { AlertService } from './alert/engine.js';
import type { ResourceBinding } from './resource/define.js';
import type { ResourceHooks } from './resource/hooks.js';
import type { SettingsService } from './settings/settings.js';
import type { TokenService } from './tokens.js';

/** What the platform hands every module. */
export interface ModuleContext {
  config: Config;
  db: Db;
  tokens: TokenService;
  adminLoginThrottle: LoginThrottle;
  /** Observers of every resource's deletes and updates (recycle bin, sensitive-data log). */
  resourceHooks: ResourceHooks;
  /** Every resource served by the generic actions, by name (`auth.Admin`): what the recycle bin can watch. */
  resources: Map<string, ResourceBinding>;
  /** The stored system configuration. */
  settings: SettingsService;
  /** Outgoing mail over the SMTP settings (platform/mailer.ts). */
  mailer: Mailer;
  /** The one alert engine (DOMAIN.md §4.0): modules register their due-date sources; writes reconcile. */
  alerts: AlertService;
}

/**
 * An area of the product. It registers itself through this one interface, so that the module store can
 * later enable and disable it without anyone editing app.ts (ARCHITECTURE.md "What comes later").
 */
export interface VesselModule {
  name: string;
  /** Its routes, registered under the app's error handling, signing and authentication. */
  routes?(app: FastifyInstance, context: ModuleContext): Promise<void> | void;
  /** Data it needs on an empty database (idempotent). */
  seed?(context: ModuleContext): Promise<void>;
}
