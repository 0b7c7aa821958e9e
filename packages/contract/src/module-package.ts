import { z } from 'zod';
import type { ResourceDescription } from './resource/fields.js';
import { resourceDefSchema } from './schemas/resource-definitions.js';

/**
 * A module as a package (the module store, the CRUD generator's designs): everything in it is data, so it
 * can be signed, stored, sent and installed while the server runs. Code never travels in a package: a
 * module that needs code is built in (packages/server/src/modules).
 */

/** `vessel-module/1`: the package format this server reads. */
export const MODULE_PACKAGE_FORMAT = 'vessel-module/1';

/** A module's name: the first segment of its resources' names and rights, and a SQL-safe prefix. */
export const MODULE_NAME_PATTERN = /^[a-z][a-z0-9_]{1,39}$/;
export const MODULE_NAME_MAX = 40;
/** x.y.z, numbers only (no pre-release tags: packages are compared by these three numbers alone). */
export const MODULE_VERSION_PATTERN = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;

/** The largest package accepted, as its JSON text. */
export const MODULE_PACKAGE_MAX_BYTES = 2 * 1024 * 1024;
export const MODULE_PACKAGE_MAX_RESOURCES = 50;
export const MODULE_PACKAGE_MAX_MIGRATIONS = 200;

export interface PackageTitles {
  'zh-cn': string;
  en: string;
}

/** A menu, directory or button set of a package: the data shape of the server's MenuSeed. */
export interface PackageMenu {
  name: string;
  title: PackageTitles;
  icon?: string;
  actions?: string[];
  children?: PackageMenu[];
  weigh?: number;
  parent?: string;
}

export interface ModulePackageManifest {
  /** MODULE_NAME_PATTERN, and not a built-in module's name. */
  name: string;
  /** x.y.z */
  version: string;
  title: PackageTitles;
  description?: PackageTitles;
  dependsOn?: string[];
  conflicts?: string[];
  resources: ResourceDescription[];
  /** Applied once each, in name order (module_migration records them); the package's own, authoritative. */
  migrations: { name: string; sql: string }[];
  menus: PackageMenu[];
  translations?: { 'zh-cn'?: Record<string, string>; en?: Record<string, string> };
}

export interface ModulePackage {
  format: typeof MODULE_PACKAGE_FORMAT;
  manifest: ModulePackageManifest;
  /** Fingerprint of the signing public key (moduleKeyId). */
  keyId: string;
  /** Base64 Ed25519 signature over canonicalJson(manifest). */
  signature: string;
}

/**
 * The JSON text a signature covers: object keys sorted at every depth, no spaces, arrays in their order.
 * Two servers that hold the same manifest produce the same bytes, whatever order its keys arrived in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : canonicalJson(item))).join(',')}]`;
  const entries = Object.keys(value as Record<string, unknown>)
    .sort()
    .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
    .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
  return `{${entries.join(',')}}`;
}

/** Length before pattern: a hostile name is refused by its length before any pattern reads it. */
const moduleName = z
  .string({ error: 'validate.required' })
  .min(2, { error: 'validate.tooShort', abort: true })
  .max(MODULE_NAME_MAX, { error: 'validate.tooLong', abort: true })
  .regex(MODULE_NAME_PATTERN, { error: 'module.badName' });

const titles = z.strictObject({
  'zh-cn': z.string({ error: 'validate.required' }).min(1, { error: 'validate.required' }).max(100, { error: 'validate.tooLong' }),
  en: z.string({ error: 'validate.required' }).min(1, { error: 'validate.required' }).max(100, { error: 'validate.tooLong' }),
});

/** Menu and rule names as the rule tree keeps them (`survey/surveyPlan`, `survey/surveyPlan/add`). */
const ruleName = z
  .string()
  .min(1, { error: 'validate.required' })
  .max(80, { error: 'validate.tooLong', abort: true })
  .regex(/^[A-Za-z0-9_./-]+$/, { error: 'validate.ruleName' });

const packageMenu: z.ZodType<PackageMenu> = z.lazy(() =>
  z.strictObject({
    name: ruleName,
    title: titles,
    icon: z.string().max(60, { error: 'validate.tooLong' }).optional(),
    actions: z.array(z.string().min(1).max(30, { error: 'validate.tooLong', abort: true }).regex(/^[A-Za-z][A-Za-z0-9_]*$/, { error: 'validate.ruleName' })).max(30).optional(),
    children: z.array(packageMenu).max(60).optional(),
    weigh: z.number().int().min(-100_000).max(100_000).optional(),
    parent: ruleName.optional(),
  }),
);

const resourceDescription: z.ZodType<ResourceDescription> = z.strictObject({
  def: resourceDefSchema,
  table: z.string().min(1, { error: 'validate.required' }).max(63, { error: 'validate.tooLong', abort: true }).regex(/^[a-z][a-z0-9_]*$/, { error: 'module.badName' }),
  scope: z.strictObject({ department: z.string().max(63).optional(), owner: z.boolean().optional() }).optional(),
});

const words = z.record(z.string().max(200, { error: 'validate.tooLong' }), z.string().max(2000, { error: 'validate.tooLong' }));

export const modulePackageManifestSchema: z.ZodType<ModulePackageManifest> = z.strictObject({
  name: moduleName,
  version: z.string().max(20, { error: 'validate.tooLong', abort: true }).regex(MODULE_VERSION_PATTERN, { error: 'module.badVersion' }),
  title: titles,
  description: z
    .strictObject({ 'zh-cn': z.string().max(1000, { error: 'validate.tooLong' }), en: z.string().max(1000, { error: 'validate.tooLong' }) })
    .optional(),
  dependsOn: z.array(moduleName).max(30).optional(),
  conflicts: z.array(moduleName).max(30).optional(),
  resources: z.array(resourceDescription).max(MODULE_PACKAGE_MAX_RESOURCES, { error: 'validate.tooBig' }),
  migrations: z
    .array(
      z.strictObject({
        name: z.string().min(1).max(100, { error: 'validate.tooLong', abort: true }).regex(/^[A-Za-z0-9_.-]+$/, { error: 'module.badName' }),
        sql: z.string().max(MODULE_PACKAGE_MAX_BYTES, { error: 'validate.tooLong' }),
      }),
    )
    .max(MODULE_PACKAGE_MAX_MIGRATIONS, { error: 'validate.tooBig' }),
  menus: z.array(packageMenu).max(30),
  translations: z.strictObject({ 'zh-cn': words.optional(), en: words.optional() }).optional(),
});

/**
 * A package as received (upload, import; the route's body limit bounds its size). A package without a key
 * or signature is read as unsigned, so that the server refuses it as such rather than as malformed.
 */
export const modulePackageSchema: z.ZodType<ModulePackage, unknown> = z.strictObject({
  format: z.literal(MODULE_PACKAGE_FORMAT, { error: 'module.badFormat' }),
  manifest: modulePackageManifestSchema,
  keyId: z.string().max(128, { error: 'validate.tooLong', abort: true }).regex(/^[A-Za-z0-9_-]*$/, { error: 'module.untrustedKey' }).default(''),
  signature: z.string().max(256, { error: 'validate.tooLong', abort: true }).regex(/^[A-Za-z0-9+/=]*$/, { error: 'module.tampered' }).default(''),
});

// ---------------------------------------------------------------------------------------------------------
// The module store (/admin/module/*, BuildAdmin's paths)

/** BuildAdmin's states, where they apply: a module is uninstalled, installed (and enabled) or disabled. */
export const MODULE_STATES = ['uninstalled', 'installed', 'disabled'] as const;
export type ModuleState = (typeof MODULE_STATES)[number];

/** What the store can be asked to do to a module; each can be previewed first. */
export const MODULE_CHANGES = ['install', 'enable', 'disable', 'uninstall', 'purge'] as const;
export type ModuleChange = (typeof MODULE_CHANGES)[number];

/** The right each change asks for (the store's routes): enabling and disabling share one, uninstalling and purging another. */
export const MODULE_CHANGE_RIGHTS: Record<ModuleChange, string> = {
  install: 'moduleStore/install',
  enable: 'moduleStore/changeState',
  disable: 'moduleStore/changeState',
  uninstall: 'moduleStore/uninstall',
  purge: 'moduleStore/uninstall',
};

/**
 * The steps a change goes through, as the server takes them: waiting for another change to finish;
 * verifying a package's signature; checking dependencies (install, enable) or dependants (disable,
 * uninstall); running its migrations; storing the package and its state; its menus and rights; its settings
 * and seed data; copying its rows to the recycle bin and dropping its tables (purge); registering its routes
 * and resources, or withdrawing them (every other server process follows).
 */
export const MODULE_CHANGE_STEPS = ['waiting', 'verify', 'dependencies', 'dependants', 'migrate', 'store', 'menus', 'seed', 'recycle', 'drop', 'serve', 'unserve'] as const;
export type ModuleChangeStep = (typeof MODULE_CHANGE_STEPS)[number];

/**
 * How far a change of a module running in the answering server process has come (GET /admin/module/progress?uid=;
 * null when none runs there, or the caller may not make that change).
 */
export interface ModuleChangeProgress {
  uid: string;
  change: ModuleChange;
  /** The step under way. */
  step: ModuleChangeStep;
  /** This change's steps in order, once it has begun (`['waiting']` while another change runs). */
  steps: ModuleChangeStep[];
  /** Steps finished before `step`. */
  done: number;
  /** Within `migrate`: the migrations run of those to run. */
  migrations?: { done: number; total: number };
  started_at: string;
}

/** How far a change has come as a share: finished steps, and the migrations run within the migrating step. */
export function moduleProgressPercent(progress: Pick<ModuleChangeProgress, 'step' | 'steps' | 'done' | 'migrations'>): number {
  const total = progress.steps.length;
  if (!total) return 0;
  const within = progress.step === 'migrate' && progress.migrations?.total ? progress.migrations.done / progress.migrations.total : 0;
  return Math.min(100, Math.floor(((progress.done + within) * 100) / total));
}

/** A module of the catalogue by name (built-in names follow the same rule). */
export const moduleUid = moduleName;

export const moduleUidQuery = z.strictObject({ uid: moduleUid });
export const modulePreviewQuery = z.strictObject({ uid: moduleUid, state: z.enum(MODULE_CHANGES, { error: 'validate.invalidValue' }) });

/** POST /admin/module/changeState: enable or disable at once; with `preview`, only what it would change. */
export const moduleChangeStateBody = z.strictObject({
  uid: moduleUid,
  state: z.enum(['enable', 'disable'], { error: 'validate.invalidValue' }),
  preview: z.boolean().optional(),
});

/** POST /admin/module/install */
export const moduleInstallBody = z.strictObject({ uid: moduleUid, preview: z.boolean().optional() });

/** POST /admin/module/uninstall: data kept unless `purge`, confirmed by repeating the module's name. */
export const moduleUninstallBody = z.strictObject({
  uid: moduleUid,
  purge: z.boolean().optional(),
  confirm: z.string().max(MODULE_NAME_MAX, { error: 'validate.tooLong' }).optional(),
  preview: z.boolean().optional(),
});

/** POST /admin/module/upload: a package as JSON (the file's text parsed by the page). */
export const moduleUploadBody = z.strictObject({ package: modulePackageSchema });

export interface ModuleCatalogueItem {
  uid: string;
  title: PackageTitles;
  description: PackageTitles | null;
  version: string;
  state: ModuleState;
  /** `built-in` for the modules of this build; `upload` or `crud` for stored packages. */
  source: 'built-in' | 'upload' | 'crud';
  /** Part of the platform: cannot be disabled or uninstalled. */
  core: boolean;
  /** A built-in module a company may do without. */
  optional: boolean;
  dependsOn: string[];
  /** The modules of the catalogue that depend on this one. */
  dependants: string[];
  conflicts: string[];
  /** What it adds: resources served, menus and rights, dashboard tiles, settings. */
  adds: { resources: string[]; menus: string[]; tiles: string[]; settings: string[] };
}

export interface ModuleCatalogueAnswer {
  list: ModuleCatalogueItem[];
  /** This installation's public key: what another installation trusts to install its exports. */
  publicKey: { keyId: string; pem: string };
}

/** What a change will do, before it is done. */
export interface ModuleChangePreview {
  uid: string;
  change: ModuleChange;
  /** False when it would be refused; `refusal` then says why, in the caller's language. */
  allowed: boolean;
  refusal: string | null;
  /** Modules to install or enable first. */
  enableFirst: string[];
  /** Enabled modules that depend on it (disable them first). */
  dependants: string[];
  /** Menus and rights that appear (install, enable) or disappear (disable, uninstall, purge). */
  rulesShown: string[];
  rulesHidden: string[];
  /**
   * The title of each menu and menu directory among them, in the caller's language (a package's menus are
   * unknown to the web's locales); a button (`{menu}/{action}`) is read as its menu's title and its action.
   */
  ruleTitles?: Record<string, string>;
  /** Tables made by migrations not yet run here, and tables dropped by a purge. */
  tablesCreated: string[];
  tablesDropped: string[];
  migrations: string[];
  /** What becomes of its data: kept (disable, uninstall), deleted (purge). */
  data: 'kept' | 'purged' | 'none';
  /** A purge copies every row to the recycle bin first (while the security module runs): restorable once reinstalled. */
  recycleBin?: boolean;
}
