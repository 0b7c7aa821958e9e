import { sql } from 'drizzle-orm';
import type { ModuleCatalogueItem, ModuleChange, ModuleChangePreview, ModuleState } from '@vessel/contract';
import { translate, type Lang } from '@vessel/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../platform/authorization.js';
import { optionalService } from '../../platform/services.js';
import { RECYCLE_BIN } from '../security/api.js';
import { ApiError } from '../../platform/envelope.js';
import type { MenuSeed } from '../../platform/menus.js';
import type { ModuleContext, ModuleManifest } from '../../platform/module.js';
import { enabledDependants, moduleStates, packageTables, stateName, storedPackages, type StoredPackage } from '../../platform/module-packages.js';

/** A module of the catalogue as the store describes it: a built-in manifest or a stored package's data. */
interface Entry {
  item: ModuleCatalogueItem;
  builtIn?: ModuleManifest;
  stored?: StoredPackage;
  /** Every rule its menus put in the tree: directories, menus and their buttons. */
  rules: string[];
  menus: readonly MenuSeed[];
  migrations: string[];
}

/** Each menu's and directory's title in one language, by rule name. */
function ruleTitles(menus: readonly MenuSeed[], lang: Lang): Record<string, string> {
  return Object.assign({}, ...menus.map((menu) => ({ [menu.name]: menu.title[lang], ...ruleTitles(menu.children ?? [], lang) })));
}

function ruleNames(menus: readonly MenuSeed[] | undefined, buttons: boolean): string[] {
  return (menus ?? []).flatMap((menu) => [
    menu.name,
    ...(buttons ? (menu.actions ?? []).map((action) => `${menu.name}/${action}`) : []),
    ...ruleNames(menu.children, buttons),
  ]);
}

/** Built-in modules in their order, then stored packages in the order they arrived. */
export async function catalogue(context: ModuleContext): Promise<Entry[]> {
  const states = await moduleStates(context.db);
  const entries: Entry[] = [];
  const base = (state: ModuleState) => ({ state, dependants: [] as string[] });
  for (const manifest of context.registry.builtIns.values()) {
    const resources = typeof manifest.resources === 'function' ? manifest.resources(context) : (manifest.resources ?? []);
    entries.push({
      builtIn: manifest,
      rules: ruleNames(manifest.menus, true),
      menus: manifest.menus ?? [],
      migrations: (manifest.migrations ?? []).map((migration) => migration.name),
      item: {
        uid: manifest.name,
        title: manifest.title,
        description: manifest.description ?? null,
        version: manifest.version,
        ...base(manifest.core ? 'installed' : stateName(states.get(manifest.name), true)),
        source: 'built-in',
        core: manifest.core === true,
        optional: manifest.optional === true,
        dependsOn: [...(manifest.dependsOn ?? [])],
        conflicts: [...(manifest.conflicts ?? [])],
        adds: {
          resources: resources.map((binding) => binding.def.name),
          menus: ruleNames(manifest.menus, false),
          tiles: (manifest.tiles ?? []).map((tile) => tile.key),
          settings: (manifest.settings ?? []).map((setting) => setting.name),
        },
      },
    });
  }
  for (const [name, stored] of await storedPackages(context.db)) {
    if (context.registry.builtIns.has(name)) continue;
    const m = stored.pkg.manifest;
    entries.push({
      stored,
      rules: ruleNames(m.menus, true),
      menus: m.menus as readonly MenuSeed[],
      migrations: m.migrations.map((migration) => migration.name),
      item: {
        uid: name,
        title: m.title,
        description: m.description ?? null,
        version: m.version,
        ...base(stateName(states.get(name), false)),
        source: stored.source,
        core: false,
        optional: true,
        dependsOn: [...(m.dependsOn ?? [])],
        conflicts: [...(m.conflicts ?? [])],
        adds: { resources: m.resources.map((description) => description.def.name), menus: ruleNames(m.menus, false), tiles: [], settings: [] },
      },
    });
  }
  for (const entry of entries) {
    entry.item.dependants = entries.filter((other) => other.item.dependsOn.includes(entry.item.uid)).map((other) => other.item.uid);
  }
  return entries;
}

export async function entryOf(context: ModuleContext, uid: string): Promise<Entry> {
  const entry = (await catalogue(context)).find((candidate) => candidate.item.uid === uid);
  if (!entry) throw new ApiError('module.notFound', { params: { name: uid } });
  return entry;
}

/**
 * Why a change would be refused now, or null: the same reasons the platform refuses it for, asked first so
 * that the preview can say them and the store refuses before anything is touched.
 */
export async function refusalOf(context: ModuleContext, entry: Entry, change: ModuleChange, confirm?: string): Promise<ApiError | null> {
  const { uid, state, core, dependsOn, conflicts } = entry.item;
  const { registry } = context;
  if (change === 'install' || change === 'enable') {
    if (change === 'install' && state !== 'uninstalled') return new ApiError('module.alreadyInstalled', { params: { name: uid } });
    if (change === 'enable' && state === 'uninstalled') return new ApiError('module.notInstalled', { params: { name: uid } });
    const missing = dependsOn.find((dependency) => !registry.has(dependency));
    if (missing) return new ApiError('module.dependencyMissing', { params: { name: uid, dependency: missing } });
    const states = await moduleStates(context.db);
    const other =
      conflicts.find((name) => registry.has(name) || states.get(name)?.installed === true) ??
      registry.manifests().find((manifest) => manifest.conflicts?.includes(uid))?.name;
    if (other) return new ApiError('module.conflict', { params: { name: uid, other } });
    return null;
  }
  if (core) return new ApiError('module.core', { params: { name: uid } });
  const [dependant] = enabledDependants(registry, uid);
  if (dependant) return new ApiError('module.dependantEnabled', { params: { name: uid, dependant } });
  if ((change === 'uninstall' || change === 'purge') && state === 'uninstalled') return new ApiError('module.notInstalled', { params: { name: uid } });
  if (change === 'disable' && state === 'uninstalled') return new ApiError('module.notInstalled', { params: { name: uid } });
  if (change === 'purge' && entry.builtIn) return new ApiError('module.builtInData', { params: { name: uid } });
  if (change === 'purge' && confirm !== undefined && confirm !== uid) return new ApiError('module.confirmPurge', { params: { name: uid }, fields: { confirm: 'module.confirmPurge' } });
  return null;
}

export async function tableExists(db: Db, table: string): Promise<boolean> {
  const [row] = rowsOf<{ found: string | null }>(await db.execute(sql`select to_regclass(${`public.${table}`})::text as found`));
  return Boolean(row?.found);
}

async function existingTables(context: ModuleContext, tables: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (const table of tables) if (await tableExists(context.db, table)) found.add(table);
  return found;
}

/** What a change will do, in the caller's language where it is words. */
export async function previewChange(context: ModuleContext, entry: Entry, change: ModuleChange, lang: Lang): Promise<ModuleChangePreview> {
  const refusal = await refusalOf(context, entry, change);
  const { uid } = entry.item;
  const adding = change === 'install' || change === 'enable';
  const ran = new Set(
    rowsOf<{ name: string }>(await context.db.execute(sql`select name from module_migration where module = ${uid}`)).map((row) => row.name),
  );
  const tables = entry.stored ? packageTables(entry.stored.pkg) : [];
  const existing = await existingTables(context, tables);
  return {
    uid,
    change,
    allowed: refusal === null,
    refusal: refusal ? translate(lang, refusal.key, refusal.params) : null,
    enableFirst: adding ? entry.item.dependsOn.filter((dependency) => !context.registry.has(dependency)) : [],
    dependants: enabledDependants(context.registry, uid),
    rulesShown: adding ? entry.rules : [],
    rulesHidden: adding ? [] : entry.rules,
    ruleTitles: ruleTitles(entry.menus, lang),
    tablesCreated: adding ? tables.filter((table) => !existing.has(table)) : [],
    tablesDropped: change === 'purge' ? tables.filter((table) => existing.has(table)) : [],
    migrations: adding ? entry.migrations.filter((name) => !ran.has(name)) : [],
    data: change === 'purge' ? 'purged' : existing.size > 0 || entry.builtIn ? 'kept' : 'none',
    recycleBin: change === 'purge' && optionalService(RECYCLE_BIN) !== undefined,
  };
}
