import { createPrivateKey, createPublicKey, randomBytes } from 'node:crypto';
import path from 'node:path';
import { PRODUCT_NAME, isValidPassword } from '@vessel/contract';
import { defaultTerminalCommands, type TerminalCommands } from './modules/terminal/commands.js';

/** Everything the server reads from its environment, in one typed object. */
export interface Config {
  port: number;
  host: string;
  /** Embedded database files and uploads live here. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded PGlite; in-memory PGlite when 'memory://'. */
  databaseUrl: string | null;
  /** A Redis server (REDIS_URL) for the request-signing nonces; the database keeps them when absent. */
  redisUrl: string | null;
  /** First super administrator's password; generated and printed once when absent. */
  adminPassword: string | null;
  appKey: string;
  appSecret: string;
  /** Refuse unsigned API requests (spec §7). */
  requireSignature: boolean;
  tokens: {
    adminTtlSeconds: number;
    adminRefreshTtlSeconds: number;
    /** Refresh token lifetime when "keep me logged in" is ticked. */
    adminKeepRefreshTtlSeconds: number;
    userTtlSeconds: number;
    userRefreshTtlSeconds: number;
  };
  login: {
    /** Failures counted within this window. */
    windowSeconds: number;
    /** Failures of one account from one address before the slow-down starts. */
    perAccountAddress: number;
    /** Failures from one address, any account. */
    perAddress: number;
    /** Failures of one account from anywhere; only addresses the owner has not used are slowed. */
    perAccount: number;
    /** First delay, doubled with each further failure, capped at maxDelaySeconds. */
    baseDelaySeconds: number;
    maxDelaySeconds: number;
  };
  /** Trust X-Forwarded-For from a reverse proxy. */
  trustProxy: boolean;
  logLevel: string;
  /** Directory of the built web app; the API alone is served when it is absent. */
  webDist: string;
  /** The terminal panel's commands (issue 7): what may run, where, and for how long. */
  terminal: {
    /** The repository root; every command's directory lies inside it. */
    projectRoot: string;
    commands: TerminalCommands;
    /** A command running longer is stopped (TERMINAL_TIMEOUT, seconds). */
    timeoutSeconds: number;
  };
  /**
   * Run the alert job on its schedule inside this process (ALERT_JOB). Off where something else drives the
   * engine: the tests call it themselves and must not meet a round of their own server's timer.
   */
  alertJob: boolean;
  siteName: string;
  version: string;
  /**
   * Module packages (platform/module-packages.ts): this installation's Ed25519 private key (PEM,
   * MODULE_SIGNING_KEY; made once and kept in the database when absent) and the public keys whose
   * packages it also installs (PEM, MODULE_TRUSTED_KEYS, one after another). Never logged nor sent.
   */
  modules: { signingKey: string | null; trustedKeys: string[] };
}

/** Development defaults of the signing pair; README says to set your own in production. */
export const DEV_APP_KEY = 'vessel-dev-key';
export const DEV_APP_SECRET = 'vessel-dev-secret-change-me';

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer of at least ${min}, got "${raw}"`);
  }
  return value;
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function redisUrl(env: Env): string | null {
  const raw = env.REDIS_URL;
  if (raw === undefined || raw === '') return null;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // reported below, with the variable's name
  }
  // Not echoed: the URL may carry a password.
  if (protocol !== 'redis:' && protocol !== 'rediss:') throw new Error('REDIS_URL must be a redis:// or rediss:// URL');
  return raw;
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const adminPassword = env.ADMIN_PASSWORD || null;
  if (adminPassword !== null && !isValidPassword(adminPassword)) {
    throw new Error('ADMIN_PASSWORD must be 6 to 32 characters without & < > " \'');
  }
  const webDist = path.resolve(env.WEB_DIST || new URL('../../web/dist', import.meta.url).pathname);
  // packages/server/src/config.ts, or packages/server/dist/config.js: three levels below the repository root.
  const projectRoot = path.resolve(new URL('../../..', import.meta.url).pathname);
  const hour = 3600;
  const day = 24 * hour;
  return {
    port: int(env, 'PORT', 8000, 0),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(cwd, env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: redisUrl(env),
    adminPassword,
    appKey: env.APP_KEY || DEV_APP_KEY,
    appSecret: env.APP_SECRET || DEV_APP_SECRET,
    requireSignature: bool(env, 'REQUIRE_SIGNATURE', true),
    tokens: {
      adminTtlSeconds: int(env, 'ADMIN_TOKEN_TTL', 2 * hour, 60),
      adminRefreshTtlSeconds: int(env, 'ADMIN_REFRESH_TOKEN_TTL', 3 * day, 120),
      adminKeepRefreshTtlSeconds: int(env, 'ADMIN_KEEP_REFRESH_TOKEN_TTL', 30 * day, 120),
      userTtlSeconds: int(env, 'USER_TOKEN_TTL', 2 * hour, 60),
      userRefreshTtlSeconds: int(env, 'USER_REFRESH_TOKEN_TTL', 30 * day, 120),
    },
    login: {
      windowSeconds: int(env, 'LOGIN_WINDOW', 15 * 60, 1),
      perAccountAddress: int(env, 'LOGIN_MAX_PER_ACCOUNT_ADDRESS', 5, 1),
      perAddress: int(env, 'LOGIN_MAX_PER_ADDRESS', 30, 1),
      perAccount: int(env, 'LOGIN_MAX_PER_ACCOUNT', 20, 1),
      baseDelaySeconds: int(env, 'LOGIN_BASE_DELAY', 30, 1),
      maxDelaySeconds: int(env, 'LOGIN_MAX_DELAY', 15 * 60, 1),
    },
    trustProxy: bool(env, 'TRUST_PROXY', false),
    logLevel: env.LOG_LEVEL || 'info',
    webDist,
    terminal: {
      projectRoot,
      commands: defaultTerminalCommands({ projectRoot, webDist }),
      timeoutSeconds: int(env, 'TERMINAL_TIMEOUT', 15 * 60, 1),
    },
    alertJob: bool(env, 'ALERT_JOB', true),
    siteName: env.SITE_NAME || PRODUCT_NAME,
    version: env.npm_package_version || '0.1.0',
    modules: { signingKey: signingKey(env), trustedKeys: trustedKeys(env) },
  };
}

function signingKey(env: Env): string | null {
  const raw = env.MODULE_SIGNING_KEY;
  if (raw === undefined || raw === '') return null;
  let type: string | undefined;
  try {
    type = createPrivateKey(raw).asymmetricKeyType;
  } catch {
    // reported below; never echoed: it is a private key
  }
  if (type !== 'ed25519') throw new Error('MODULE_SIGNING_KEY must be an Ed25519 private key in PEM');
  return raw;
}

function trustedKeys(env: Env): string[] {
  const raw = env.MODULE_TRUSTED_KEYS;
  if (raw === undefined || raw.trim() === '') return [];
  const keys = raw.split('-----END PUBLIC KEY-----').filter((part) => part.trim()).map((part) => `${part.trim()}\n-----END PUBLIC KEY-----\n`);
  for (const key of keys) {
    let type: string | undefined;
    try {
      type = createPublicKey(key).asymmetricKeyType;
    } catch {
      // reported below
    }
    if (type !== 'ed25519') throw new Error('MODULE_TRUSTED_KEYS must hold Ed25519 public keys in PEM, one after another');
  }
  return keys;
}

/** A random password that satisfies the password rule, for the first administrator. */
export function generatePassword(): string {
  return randomBytes(15).toString('base64url');
}
