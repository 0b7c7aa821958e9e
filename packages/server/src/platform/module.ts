import type { FastifyInstance } from 'fastify';
import type { Lang } from '@vessel/contract';
import type { Titles } from './titles.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { AlertService, AlertSource } from './alert/engine.js';
import type { LoginThrottle } from './login-throttle.js';
import type { Mailer } from './mailer.js';
import type { MenuSeed } from './menus.js';
import type { ResourceBinding } from './resource/define.js';
import type { ResourceHooks } from './resource/hooks.js';
import type { StepDefinition } from './resource/steps.js';
import type { SettingSeed } from './settings/defaults.js';
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
  /**
   * Every resource served by the generic actions now, by name (`auth.Admin`): the registry's live map, so
   * that a module enabled while the server runs is seen by the recycle bin and the reference checks.
   */
  resources: ReadonlyMap<string, ResourceBinding>;
  /** The modules, resources, steps, menus and tiles of this installation, changeable while the server runs. */
  registry: ModuleRegistryView;
  /** The stored system configuration. */
  settings: SettingsService;
  /** Outgoing mail over the SMTP settings (platform/mailer.ts). */
  mailer: Mailer;
  /** The one alert engine (DOMAIN.md §4.0): modules declare their due-date sources; writes reconcile. */
  alerts: AlertService;
}

export type { Titles } from './titles.js';

/**
 * What a module can read of the running system (platform/registry.ts keeps it): which modules run and
 * which resources and steps they serve now.
 */
export interface ModuleRegistryView {
  readonly resources: ReadonlyMap<string, ResourceBinding>;
  has(module: string): boolean;
  resource(name: string): ResourceBinding | undefined;
  step(resourceName: string, name: string): StepDefinition | undefined;
  steps(): StepDefinition[];
  manifests(): ModuleManifest[];
  /** Runs one lifecycle change of this process at a time (installs, enables, disables, the module sync). */
  exclusive<T>(change: () => Promise<T>): Promise<T>;
  /** The words of every enabled module for one language (resources and menus described by data bring theirs). */
  translations(lang: Lang): Record<string, string>;
  install(manifest: ModuleManifest): void;
  remove(name: string): void;
  /** Puts a new version of an installed module in place; its dependants stay. */
  replace(manifest: ModuleManifest): void;
  /** Every built-in module of this build, enabled or not. */
  readonly builtIns: ReadonlyMap<string, ModuleManifest>;
  /** Told when a module is added or removed (caches of menus and words follow). */
  onChange(listener: (event: { kind: 'installed' | 'removed'; module: string }) => void): void;
  /** Follows what other processes changed, now (set by the module sync on PostgreSQL; null otherwise). */
  catchUp: (() => Promise<void>) | null;
}

/** One of a module's own migrations: plain SQL, applied once, in the module's order, after its dependencies'. */
export interface ModuleMigration {
  /** Unique within the module and sortable: `0001_tables`. */
  name: string;
  /** Statements separated by `--> statement-breakpoint` (as drizzle-kit writes them) when more than one. */
  sql: string;
}

/** A number on the dashboard: computed for the caller's scope and the company's today. */
export interface DashboardTile {
  /** `{module}.{tile}`: also its translation key under `dashboard.tiles`. */
  key: string;
  title: Titles;
  /** The right that shows the tile; absent: everyone who sees the dashboard. */
  right?: string;
}

/**
 * An area of the product, described by one manifest: the only thing its folder exports to the platform.
 * The registry builds the running system from the manifests of the enabled modules, in dependency order;
 * an area that is special writes hooks and routes, everything else is data.
 */
export interface ModuleManifest {
  /** The folder's name and the first segment of its resources' names and rights. */
  name: string;
  /** Its menus and rights are reconciled with the tree when this differs from the installed version. */
  version: string;
  title: Titles;
  /** What it is for, in the module store's catalogue. */
  description?: Titles;
  /** Modules whose services, tables or menus this one needs: installed, migrated and seeded first. */
  dependsOn?: readonly string[];
  /** Modules that cannot be installed beside this one. */
  conflicts?: readonly string[];
  /** Part of the platform: the module store refuses to disable or uninstall it. */
  core?: boolean;
  /** A built-in module a company may do without (the module store lists it as such). */
  optional?: boolean;
  /** Its own migrations, run after the platform's baseline and after those of its dependencies. */
  migrations?: readonly ModuleMigration[];
  /** Resources served by the kit's generic actions (`/admin/{name}/{action}`); a function when they need the context. */
  resources?: readonly ResourceBinding[] | ((context: ModuleContext) => readonly ResourceBinding[]);
  /** Workflow steps (`POST /admin/{resource}/{step}`): the kit runs scope, rights, validation, transaction and hooks. */
  steps?: readonly StepDefinition[] | ((context: ModuleContext) => readonly StepDefinition[]);
  /** Its menus, menu directories and buttons (rights), reconciled into the administrators' rule tree. */
  menus?: readonly MenuSeed[];
  /** Its words, for resources described by data (static pages carry theirs in the web's locales). */
  translations?: Partial<Record<Lang, Record<string, string>>>;
  /** Due dates the alert engine watches for this area. */
  alertSources?: readonly AlertSource[];
  /** Its settings (system configuration), seeded where missing; titles are `config.{name}` in its translations. */
  settings?: readonly SettingSeed[];
  /** Numbers it contributes to the dashboard. */
  tiles?: readonly DashboardTile[];
  /** Services it offers to other areas and to the platform (see platform/services.ts). */
  provide?(context: ModuleContext): void;
  /** Subscriptions to other resources' events (resource hooks), made when the module starts. */
  start?(context: ModuleContext): void;
  /** Routes the kit cannot describe (detail pages, streams, uploads), under the platform's checks. */
  routes?(app: FastifyInstance, context: ModuleContext): Promise<void> | void;
  /** Data it needs on an empty or partly seeded database (idempotent). */
  seed?(context: ModuleContext): Promise<void>;
}

/**
 * A piece of an area too large for one author or one reading (maintenance: equipment and counters; work
 * orders, defects and spares; the dashboard and demo): its own folder inside the module, with the same
 * kinds of declarations as a manifest. The module's index composes its parts into its one manifest.
 */
export type ModulePart = Pick<
  ModuleManifest,
  'migrations' | 'resources' | 'steps' | 'translations' | 'alertSources' | 'settings' | 'tiles' | 'provide' | 'start' | 'routes' | 'seed'
>;

function resolved<T>(value: readonly T[] | ((context: ModuleContext) => readonly T[]) | undefined, context: ModuleContext): readonly T[] {
  if (!value) return [];
  return typeof value === 'function' ? value(context) : value;
}

/**
 * One manifest from its identity (name, version, menus...) and its parts, in order: lists are joined
 * (migrations run by name, so each part names its own `0001_…`, `0002_…`), words merged, the hooks of
 * every part called one after the other.
 */
export function composeModule(base: Omit<ModuleManifest, keyof ModulePart>, parts: readonly ModulePart[]): ModuleManifest {
  const langs = [...new Set(parts.flatMap((part) => Object.keys(part.translations ?? {})))] as Lang[];
  const translations: Partial<Record<Lang, Record<string, string>>> = {};
  for (const lang of langs) translations[lang] = Object.assign({}, ...parts.map((part) => part.translations?.[lang] ?? {}));
  return {
    ...base,
    migrations: parts.flatMap((part) => part.migrations ?? []),
    resources: (context) => parts.flatMap((part) => resolved(part.resources, context)),
    steps: (context) => parts.flatMap((part) => resolved(part.steps, context)),
    translations,
    alertSources: parts.flatMap((part) => part.alertSources ?? []),
    settings: parts.flatMap((part) => part.settings ?? []),
    tiles: parts.flatMap((part) => part.tiles ?? []),
    provide: (context) => {
      for (const part of parts) part.provide?.(context);
    },
    start: (context) => {
      for (const part of parts) part.start?.(context);
    },
    routes: async (app, context) => {
      for (const part of parts) await part.routes?.(app, context);
    },
    seed: async (context) => {
      for (const part of parts) await part.seed?.(context);
    },
  };
}
