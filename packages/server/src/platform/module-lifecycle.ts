import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rowsOf } from './authorization.js';
import { reconcileMenus } from './menus.js';
import type { ModuleContext, ModuleManifest } from './module.js';
import { runModuleMigrations } from './module-migrations.js';
import { SILENT_STEPS, type ModuleStepReporter } from './module-progress.js';
import { storeSettingSeeds } from './settings/settings.js';
import { moduleState } from './tables.js';

/**
 * Brings the database in line with modules about to run or running: their own migrations (dependency
 * order), their menus and rights (reconciled, platform/menus.ts), their seeds, and the record of the
 * installed versions. The manifests come in dependency order (the registry's). Idempotent: it runs on every start, and an installation upgraded in place gets
 * what is new and keeps its data. `steps` is told each step as it begins (migrate, menus, seed).
 */
export async function prepareModules(context: ModuleContext, manifests: readonly ModuleManifest[], steps: ModuleStepReporter = SILENT_STEPS): Promise<void> {
  steps.step('migrate');
  await runModuleMigrations(context.db, manifests, (done, total) => steps.migrations(done, total));
  steps.step('menus');
  await reconcileMenus(
    context.db,
    manifests.filter((manifest) => manifest.menus?.length).map((manifest) => ({ module: manifest.name, menus: manifest.menus! })),
  );
  steps.step('seed');
  for (const manifest of manifests) {
    // Below the platform's own settings, in the order the modules come.
    if (manifest.settings?.length) await storeSettingSeeds(context.db, manifest.settings, -1000);
    if (manifest.seed) await manifest.seed(context);
  }
  if (manifests.some((manifest) => manifest.settings?.length)) context.settings.invalidate();
  for (const manifest of manifests) {
    await context.db
      .insert(moduleState)
      .values({ name: manifest.name, version: manifest.version, enabled: true, installed: true })
      .onConflictDoUpdate({ target: moduleState.name, set: { version: manifest.version, enabled: true, installed: true, updated_at: sql`now()` } });
  }
}

/**
 * Enables a module while the server runs (the module store, a design of the CRUD generator): its tables,
 * menus, rights and seed first, then its resources and steps are served from the next request. Routes a module
 * writes by hand are registered when the server starts; a module that has them is served whole after a
 * restart, its resources at once.
 */
export async function enableModule(context: ModuleContext, manifest: ModuleManifest): Promise<void> {
  for (const dependency of manifest.dependsOn ?? []) {
    if (!context.registry.has(dependency)) throw new Error(`Module "${manifest.name}" needs module "${dependency}", which is not enabled`);
  }
  await prepareModules(context, [manifest]);
  context.registry.install(manifest);
  await bumpModuleRevision(context.db);
}

/** Disables a module while the server runs: its resources, steps and routes answer 404; its data and rules stay. */
export async function disableModule(context: ModuleContext, name: string): Promise<void> {
  context.registry.remove(name);
  await context.db.update(moduleState).set({ enabled: false, updated_at: sql`now()` }).where(eq(moduleState.name, name));
  await bumpModuleRevision(context.db);
}

/**
 * Tells every process sharing the database that which modules run has changed: each polls the revision
 * and brings its registry in line (platform/module-sync.ts). Bumped after the change committed, so a
 * process that sees the new revision reads the new state.
 */
export async function bumpModuleRevision(db: Db): Promise<void> {
  await db.execute(sql`select nextval('module_revision')`);
}

/** The revision as last bumped (a sequence: never rolled back, never repeated). */
export async function moduleRevision(db: Db): Promise<string> {
  const [row] = rowsOf<{ value: string }>(await db.execute(sql`select (last_value::text || ':' || is_called::text) as value from module_revision`));
  return row?.value ?? '';
}
