import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { asc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import { canonicalJson, MODULE_PACKAGE_FORMAT, type ModulePackage, type ModulePackageManifest } from '@vessel/contract';
import type { Db } from '../db/client.js';
import { ApiError } from './envelope.js';
import { adminRule } from './identity/tables.js';
import { reconcileMenus } from './menus.js';
import type { ModuleContext, ModuleManifest, ModuleRegistryView } from './module.js';
import { bumpModuleRevision, prepareModules } from './module-lifecycle.js';
import { runModuleMigrations } from './module-migrations.js';
import { SILENT_STEPS, type ModuleStepReporter } from './module-progress.js';
import { DescriptionError, describedResource } from './resource/described.js';
import { storeSettingSeeds } from './settings/settings.js';
import { moduleMigration, modulePackage, moduleRuleInstall, moduleSigningKey, moduleState } from './tables.js';

/**
 * Modules as packages (the module store's uploads, the CRUD generator's designs): data only, signed with
 * Ed25519, stored in `module_package`, installed while the server runs. Code never arrives this way: a
 * package is resources described by data, its migrations, menus and words.
 */

/** Anything a transaction hands its work: the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// ---------------------------------------------------------------------------------------------------------
// Signing

interface ModuleKeys {
  keyId: string;
  privateKey: KeyObject;
  trusted: Map<string, KeyObject>;
}

const keysByContext = new WeakMap<ModuleContext, ModuleKeys>();

/** The fingerprint a package names its key by: SHA-256 of the public key (SPKI DER), base64url. */
export function moduleKeyId(publicKey: KeyObject): string {
  return createHash('sha256').update(publicKey.export({ type: 'spki', format: 'der' })).digest('base64url');
}

/**
 * Loads this installation's signing key (MODULE_SIGNING_KEY, or the pair made once and kept in
 * `module_signing_key`) and the trusted public keys; app.ts calls it once at start, so signing is
 * synchronous afterwards. Several processes starting at once on a fresh database may each make a pair:
 * every one of them then uses the oldest.
 */
export async function loadModuleKeys(context: ModuleContext): Promise<void> {
  let privatePem = context.config.modules.signingKey;
  if (!privatePem) {
    const oldest = () => context.db.select().from(moduleSigningKey).orderBy(asc(moduleSigningKey.created_at), asc(moduleSigningKey.key_id)).limit(1);
    let [row] = await oldest();
    if (!row) {
      const pair = generateKeyPairSync('ed25519');
      await context.db
        .insert(moduleSigningKey)
        .values({
          key_id: moduleKeyId(pair.publicKey),
          public_key: pair.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
          private_key: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        })
        .onConflictDoNothing();
      [row] = await oldest();
    }
    privatePem = row!.private_key;
  }
  const privateKey = createPrivateKey(privatePem);
  const publicKey = createPublicKey(privateKey);
  const keyId = moduleKeyId(publicKey);
  const trusted = new Map<string, KeyObject>([[keyId, publicKey]]);
  for (const pem of context.config.modules.trustedKeys) {
    const key = createPublicKey(pem);
    trusted.set(moduleKeyId(key), key);
  }
  keysByContext.set(context, { keyId, privateKey, trusted });
}

function keysOf(context: ModuleContext): ModuleKeys {
  const keys = keysByContext.get(context);
  if (!keys) throw new Error('Module signing keys are not loaded (loadModuleKeys runs when the app is built)');
  return keys;
}

/** This installation's public key (PEM): what another installation puts in its MODULE_TRUSTED_KEYS. */
export function modulePublicKey(context: ModuleContext): { keyId: string; pem: string } {
  const keys = keysOf(context);
  return { keyId: keys.keyId, pem: keys.trusted.get(keys.keyId)!.export({ type: 'spki', format: 'pem' }).toString() };
}

/** A package of `manifest`, signed with this installation's key. */
export function signManifest(context: ModuleContext, manifest: ModulePackageManifest): ModulePackage {
  const keys = keysOf(context);
  const signature = sign(null, Buffer.from(canonicalJson(manifest)), keys.privateKey).toString('base64');
  return { format: MODULE_PACKAGE_FORMAT, manifest, keyId: keys.keyId, signature };
}

/**
 * Refuses a package that is unsigned, signed by a key this installation does not trust, or changed after
 * it was signed, each with its own message.
 */
export function verifyPackage(context: ModuleContext, pkg: ModulePackage): void {
  if (!pkg.signature || !pkg.keyId) throw new ApiError('module.unsigned');
  const key = keysOf(context).trusted.get(pkg.keyId);
  if (!key) throw new ApiError('module.untrustedKey');
  const signature = Buffer.from(pkg.signature, 'base64');
  // Ed25519 signatures are 64 bytes: anything else was not made by a signer.
  if (signature.length !== 64 || !verify(null, Buffer.from(canonicalJson(pkg.manifest)), key, signature)) throw new ApiError('module.tampered');
}

// ---------------------------------------------------------------------------------------------------------
// Manifests from packages

/** The signature of the package each running manifest was built from (the sync replaces a changed one). */
const packageOrigin = new WeakMap<ModuleManifest, string>();

/** Which package a manifest was built from, by its signature; undefined for a built-in module. */
export function packageSignatureOf(manifest: ModuleManifest): string | undefined {
  return packageOrigin.get(manifest);
}

/** The tables of the resources served now, by resource name: what a package's references resolve to. */
export function registryTableOf(registry: ModuleRegistryView): (resource: string) => string | undefined {
  return (resource) => {
    const binding = registry.resource(resource);
    return binding ? getTableName(binding.table) : undefined;
  };
}

/**
 * The module a package describes. Its resources are served from their descriptions; its tables come
 * from the package's own migrations (authoritative: a generated design alters its table with each
 * change), not from the description's create statement. A resource may refer to another of the same
 * package or to any resource served now.
 */
export function manifestOfPackage(pkg: ModulePackage, tableOf: (resource: string) => string | undefined): ModuleManifest {
  const m = pkg.manifest;
  const own = new Map(m.resources.map((description) => [description.def.name, description.table]));
  const lookup = (resource: string) => own.get(resource) ?? tableOf(resource);
  let resources;
  try {
    resources = m.resources.map((description) => describedResource(description, lookup).binding);
  } catch (error) {
    if (error instanceof DescriptionError) throw new ApiError('module.failed', { params: { name: m.name, reason: error.message } });
    throw error;
  }
  const manifest: ModuleManifest = {
    name: m.name,
    version: m.version,
    title: m.title,
    ...(m.description ? { description: m.description } : {}),
    dependsOn: m.dependsOn ?? [],
    conflicts: m.conflicts ?? [],
    migrations: m.migrations,
    resources,
    menus: m.menus,
    ...(m.translations ? { translations: m.translations } : {}),
  };
  packageOrigin.set(manifest, pkg.signature);
  return manifest;
}

// ---------------------------------------------------------------------------------------------------------
// States

/** The module store's states (BuildAdmin's, where they apply). */
export type ModuleStateName = 'uninstalled' | 'installed' | 'disabled';

export interface StoredState {
  version: string;
  enabled: boolean;
  installed: boolean;
}

export async function moduleStates(db: Db | Tx): Promise<Map<string, StoredState>> {
  const rows = await db.select().from(moduleState);
  return new Map(rows.map((row) => [row.name, { version: row.version, enabled: row.enabled, installed: row.installed }]));
}

/** A built-in module without a row is installed (a new area arrives enabled); a package without one is not. */
export function stateName(stored: StoredState | undefined, builtIn: boolean): ModuleStateName {
  if (!stored) return builtIn ? 'installed' : 'uninstalled';
  if (!stored.installed) return 'uninstalled';
  return stored.enabled ? 'installed' : 'disabled';
}

export interface StoredPackage {
  pkg: ModulePackage;
  source: 'upload' | 'crud';
  createdAt: Date;
}

export async function storedPackages(db: Db | Tx, names?: readonly string[]): Promise<Map<string, StoredPackage>> {
  const rows = await db
    .select()
    .from(modulePackage)
    .where(names ? inArray(modulePackage.name, [...names]) : undefined)
    .orderBy(asc(modulePackage.created_at), asc(modulePackage.name));
  return new Map(
    rows.map((row) => [
      row.name,
      {
        pkg: { format: MODULE_PACKAGE_FORMAT, manifest: row.manifest as ModulePackageManifest, keyId: row.key_id, signature: row.signature },
        source: row.source as 'upload' | 'crud',
        createdAt: row.created_at,
      },
    ]),
  );
}

/** x.y.z compared as numbers: negative when a is older. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i += 1) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return 0;
}

// ---------------------------------------------------------------------------------------------------------
// Install and upgrade

export interface PackageOptions {
  source: 'upload' | 'crud';
  /** More work inside the install's transaction (the CRUD generator stores its design log there). */
  within?: (tx: Tx) => Promise<void>;
  /** Told each step as it begins (the module store's progress). */
  steps?: ModuleStepReporter;
}

/** Checks a module may run beside the running ones: its dependencies enabled, no conflict either way. */
export async function assertRunnable(context: ModuleContext, manifest: Pick<ModuleManifest, 'name' | 'dependsOn' | 'conflicts'>): Promise<void> {
  const { registry } = context;
  for (const dependency of manifest.dependsOn ?? []) {
    if (!registry.has(dependency)) throw new ApiError('module.dependencyMissing', { params: { name: manifest.name, dependency } });
  }
  const states = await moduleStates(context.db);
  const installed = (name: string) => registry.has(name) || states.get(name)?.installed === true;
  for (const other of manifest.conflicts ?? []) {
    if (other !== manifest.name && installed(other)) throw new ApiError('module.conflict', { params: { name: manifest.name, other } });
  }
  for (const running of registry.manifests()) {
    if (running.conflicts?.includes(manifest.name)) throw new ApiError('module.conflict', { params: { name: manifest.name, other: running.name } });
  }
}

/**
 * Verifies a package and installs it: in one transaction its new migrations run, the package is stored,
 * its state recorded and its menus and rights reconciled, then `within`; after the commit the registry
 * serves it and every other process is told. Anything that fails rolls all of it back.
 */
export async function installPackage(context: ModuleContext, pkg: ModulePackage, options: PackageOptions): Promise<ModuleManifest> {
  return context.registry.exclusive(() => putPackage(context, pkg, options, 'install'));
}

/**
 * Installs a new version of a stored package (the same name, a version at least as high): its migrations
 * not yet run here are appended, its menus reconciled, and the running module replaced. Installs it when
 * nothing of that name is stored yet.
 */
export async function upgradePackage(context: ModuleContext, pkg: ModulePackage, options: PackageOptions): Promise<ModuleManifest> {
  return context.registry.exclusive(() => putPackage(context, pkg, options, 'upgrade'));
}

/** Checks a package may be stored under its name: verified, not a built-in's name, not older than the stored one. */
async function assertStorable(context: ModuleContext, pkg: ModulePackage): Promise<StoredPackage | undefined> {
  verifyPackage(context, pkg);
  const { name, version } = pkg.manifest;
  if (context.registry.builtIns.has(name)) throw new ApiError('module.builtInName', { params: { name } });
  const stored = (await storedPackages(context.db, [name])).get(name);
  if (stored && compareVersions(version, stored.pkg.manifest.version) < 0) {
    throw new ApiError('module.olderVersion', { params: { version, installed: stored.pkg.manifest.version } });
  }
  return stored;
}

async function putPackage(context: ModuleContext, pkg: ModulePackage, options: PackageOptions, mode: 'install' | 'upgrade'): Promise<ModuleManifest> {
  const steps = options.steps ?? SILENT_STEPS;
  const m = pkg.manifest;
  steps.plan([
    'verify',
    'dependencies',
    'migrate',
    'store',
    ...(m.menus?.length ? (['menus'] as const) : []),
    // A package has no settings of its own (its manifest converted has none): only the caller's work within.
    ...(options.within ? (['seed'] as const) : []),
    'serve',
  ]);
  await assertStorable(context, pkg);
  const { name } = pkg.manifest;
  steps.step('dependencies');
  const state = (await moduleStates(context.db)).get(name);
  if (mode === 'install' && state?.installed) throw new ApiError('module.alreadyInstalled', { params: { name } });
  await assertRunnable(context, pkg.manifest);
  const manifest = manifestOfPackage(pkg, registryTableOf(context.registry));
  try {
    await context.db.transaction(async (tx) => {
      steps.step('migrate');
      await runModuleMigrations(tx as unknown as Db, [manifest], (done, total) => steps.migrations(done, total));
      steps.step('store');
      await writePackageRow(tx, pkg, options.source);
      await tx
        .insert(moduleState)
        .values({ name, version: manifest.version, enabled: true, installed: true })
        .onConflictDoUpdate({ target: moduleState.name, set: { version: manifest.version, enabled: true, installed: true, updated_at: sql`now()` } });
      if (manifest.menus?.length) {
        steps.step('menus');
        await reconcileMenus(tx as unknown as Db, [{ module: name, menus: manifest.menus }]);
      }
      if (manifest.settings?.length || options.within) steps.step('seed');
      if (manifest.settings?.length) await storeSettingSeeds(tx as unknown as Db, manifest.settings, -1000);
      await options.within?.(tx);
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // A migration the database refused: the author's mistake, said in their words, nothing left behind.
    throw new ApiError('module.failed', { params: { name, reason: databaseReason(error) } });
  }
  steps.step('serve');
  serve(context, manifest);
  await bumpModuleRevision(context.db);
  return manifest;
}

/** The database's own words for a failed statement (never the statement or its values). */
function databaseReason(error: unknown): string {
  const cause = (error as { cause?: { message?: unknown } })?.cause;
  const message = typeof cause?.message === 'string' ? cause.message : error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.slice(0, 200);
}

async function writePackageRow(tx: Db | Tx, pkg: ModulePackage, source: 'upload' | 'crud'): Promise<void> {
  const values = { version: pkg.manifest.version, manifest: pkg.manifest, key_id: pkg.keyId, signature: pkg.signature, source };
  await tx
    .insert(modulePackage)
    .values({ name: pkg.manifest.name, ...values })
    .onConflictDoUpdate({ target: modulePackage.name, set: { ...values, updated_at: sql`now()` } });
}

/** Puts a manifest in the running registry, replacing an older one of the same name; caches follow. */
function serve(context: ModuleContext, manifest: ModuleManifest): void {
  const registry = context.registry;
  if (registry.has(manifest.name)) registry.replace(manifest);
  else registry.install(manifest);
  context.settings.invalidate();
}

/**
 * Stores an uploaded package without installing it (the store then shows what installing would change).
 * A package of an installed module is an upgrade, done at once.
 */
export async function storeUploadedPackage(context: ModuleContext, pkg: ModulePackage): Promise<{ upgraded: boolean }> {
  const stored = await assertStorable(context, pkg);
  const state = (await moduleStates(context.db)).get(pkg.manifest.name);
  if (stored && state?.installed) {
    await upgradePackage(context, pkg, { source: 'upload' });
    return { upgraded: true };
  }
  await writePackageRow(context.db, pkg, stored?.source ?? 'upload');
  return { upgraded: false };
}

// ---------------------------------------------------------------------------------------------------------
// Enable, disable, uninstall

/** The enabled modules that depend on `name`. */
export function enabledDependants(registry: ModuleRegistryView, name: string): string[] {
  return registry.manifests().filter((manifest) => manifest.dependsOn?.includes(name)).map((manifest) => manifest.name);
}

/** The manifest of a module of the catalogue (built-in, or stored package), or a 'not found' refusal. */
export async function catalogueManifest(context: ModuleContext, name: string): Promise<ModuleManifest> {
  const builtIn = context.registry.builtIns.get(name);
  if (builtIn) return builtIn;
  const stored = (await storedPackages(context.db, [name])).get(name);
  if (!stored) throw new ApiError('module.notFound', { params: { name } });
  return manifestOfPackage(stored.pkg, registryTableOf(context.registry));
}

/**
 * Enables an installed (disabled) or uninstalled module: its migrations, menus and seed, then it is served.
 * `steps` is told each step as it begins.
 */
export async function enableCatalogueModule(context: ModuleContext, name: string, steps: ModuleStepReporter = SILENT_STEPS): Promise<void> {
  return context.registry.exclusive(() => enableNow(context, name, steps));
}

async function enableNow(context: ModuleContext, name: string, steps: ModuleStepReporter): Promise<void> {
  if (context.registry.has(name)) return;
  const builtIn = context.registry.builtIns.get(name);
  if (!builtIn) {
    const stored = (await storedPackages(context.db, [name])).get(name);
    if (!stored) throw new ApiError('module.notFound', { params: { name } });
    await putPackage(context, stored.pkg, { source: stored.source, steps }, 'upgrade');
    return;
  }
  steps.plan(['dependencies', 'migrate', 'menus', 'seed', 'serve']);
  await assertRunnable(context, builtIn);
  await prepareModules(context, [builtIn], steps);
  steps.step('serve');
  serve(context, builtIn);
  await bumpModuleRevision(context.db);
}

function assertRemovable(context: ModuleContext, manifest: ModuleManifest): void {
  if (manifest.core) throw new ApiError('module.core', { params: { name: manifest.name } });
  const [dependant] = enabledDependants(context.registry, manifest.name);
  if (dependant) throw new ApiError('module.dependantEnabled', { params: { name: manifest.name, dependant } });
}

/** Disables a module: not served from the next request on any process; its data, menus and rights stay. */
export async function disableCatalogueModule(context: ModuleContext, name: string, steps: ModuleStepReporter = SILENT_STEPS): Promise<void> {
  return context.registry.exclusive(() => disableNow(context, name, steps));
}

async function disableNow(context: ModuleContext, name: string, steps: ModuleStepReporter): Promise<void> {
  steps.plan(['dependants', 'unserve', 'store']);
  const manifest = await catalogueManifest(context, name);
  assertRemovable(context, manifest);
  const state = (await moduleStates(context.db)).get(name);
  if (!state && !context.registry.builtIns.has(name)) throw new ApiError('module.notInstalled', { params: { name } });
  steps.step('unserve');
  context.registry.remove(name);
  context.settings.invalidate();
  steps.step('store');
  await context.db
    .insert(moduleState)
    .values({ name, version: manifest.version, enabled: false, installed: true })
    .onConflictDoUpdate({ target: moduleState.name, set: { enabled: false, updated_at: sql`now()` } });
  await bumpModuleRevision(context.db);
}

/** The tables a stored package's resources live in (what a purge drops). */
export function packageTables(pkg: ModulePackage): string[] {
  return pkg.manifest.resources.map((description) => description.table);
}

/**
 * Uninstalls a module: no longer served, its menus and rights hidden, its data kept, so installing it
 * again finds it. With `purge` (a package only), its tables, its migrations' record and its rules go too:
 * installing it again starts empty (`beforePurge` may keep the rows elsewhere first).
 */
export interface PurgedTable {
  /** The resource its rows were served as, its table, and the field that labels a row. */
  resource: string;
  table: string;
  labelField: string;
}

export interface UninstallOptions {
  purge: boolean;
  /** Told each step as it begins (the module store's progress). */
  steps?: ModuleStepReporter;
  /** Inside the purge's transaction, before its tables are dropped (the store copies their rows to the recycle bin). */
  beforePurge?: (tx: Tx, tables: readonly PurgedTable[]) => Promise<void>;
}

export async function uninstallCatalogueModule(context: ModuleContext, name: string, options: UninstallOptions): Promise<void> {
  return context.registry.exclusive(() => uninstallNow(context, name, options));
}

async function uninstallNow(context: ModuleContext, name: string, options: UninstallOptions): Promise<void> {
  const steps = options.steps ?? SILENT_STEPS;
  const purging = options.purge && !context.registry.builtIns.has(name);
  steps.plan(['dependants', 'store', ...(purging ? (options.beforePurge ? (['recycle', 'drop'] as const) : (['drop'] as const)) : []), 'unserve']);
  const manifest = await catalogueManifest(context, name);
  assertRemovable(context, manifest);
  const builtIn = context.registry.builtIns.has(name);
  if (options.purge && builtIn) throw new ApiError('module.builtInData', { params: { name } });
  const state = (await moduleStates(context.db)).get(name);
  if (stateName(state, builtIn) === 'uninstalled') throw new ApiError('module.notInstalled', { params: { name } });
  const stored = builtIn ? undefined : (await storedPackages(context.db, [name])).get(name);
  await context.db.transaction(async (tx) => {
    steps.step('store');
    await tx
      .insert(moduleState)
      .values({ name, version: manifest.version, enabled: false, installed: false })
      .onConflictDoUpdate({ target: moduleState.name, set: { enabled: false, installed: false, updated_at: sql`now()` } });
    if (!options.purge || !stored) return;
    if (options.beforePurge) steps.step('recycle');
    await options.beforePurge?.(
      tx,
      stored.pkg.manifest.resources.map((description) => ({ resource: description.def.name, table: description.table, labelField: description.def.labelField })),
    );
    steps.step('drop');
    for (const table of packageTables(stored.pkg).reverse()) await tx.execute(sql.raw(`DROP TABLE IF EXISTS "${table}" CASCADE`));
    await tx.delete(moduleMigration).where(eq(moduleMigration.module, name));
    const rules = (await tx.select({ name: moduleRuleInstall.name }).from(moduleRuleInstall).where(eq(moduleRuleInstall.module, name))).map((row) => row.name);
    if (rules.length) await tx.delete(adminRule).where(inArray(adminRule.name, rules));
    await tx.delete(moduleRuleInstall).where(eq(moduleRuleInstall.module, name));
  });
  steps.step('unserve');
  context.registry.remove(name);
  context.settings.invalidate();
  await bumpModuleRevision(context.db);
}
