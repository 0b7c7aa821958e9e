import type { Lang } from '@vessel/contract';
import type { DashboardTile, ModuleContext, ModuleManifest, ModuleRegistryView } from './module.js';
import type { ResourceBinding } from './resource/define.js';
import type { StepDefinition } from './resource/steps.js';
import { withdrawServices } from './services.js';

/**
 * Orders manifests so that every module comes after the modules it depends on, keeping the given order
 * otherwise (the menu order of the built-in list). A dependency that is missing or a cycle is a wiring
 * error, said with the modules' names.
 */
export function inDependencyOrder(manifests: readonly ModuleManifest[]): ModuleManifest[] {
  const byName = new Map(manifests.map((manifest) => [manifest.name, manifest]));
  const ordered: ModuleManifest[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (manifest: ModuleManifest, path: readonly string[]) => {
    if (state.get(manifest.name) === 'done') return;
    if (state.get(manifest.name) === 'visiting') throw new Error(`Module dependency cycle: ${[...path, manifest.name].join(' → ')}`);
    state.set(manifest.name, 'visiting');
    for (const dependency of manifest.dependsOn ?? []) {
      const needed = byName.get(dependency);
      if (!needed) throw new Error(`Module "${manifest.name}" needs module "${dependency}", which is not enabled`);
      visit(needed, [...path, manifest.name]);
    }
    state.set(manifest.name, 'done');
    ordered.push(manifest);
  };
  for (const manifest of manifests) visit(manifest, []);
  return ordered;
}

/**
 * The running system as the enabled modules describe it: resources, workflow steps, tiles, translations,
 * alert sources and services, by module. Modules are added and removed while the server runs; the generic
 * actions, the OpenAPI document, the recycle bin and the web's resource pages read this registry on every
 * request, so a change is seen at once (NocoBase's resourcer is the model).
 */
export class ModuleRegistry implements ModuleRegistryView {
  private readonly modules = new Map<string, ModuleManifest>();
  private readonly resourceMap = new Map<string, ResourceBinding & { module: string }>();
  private readonly stepMap = new Map<string, StepDefinition & { module: string }>();
  private readonly listeners: Array<(event: { kind: 'installed' | 'removed'; module: string }) => void> = [];

  private lifecycle: Promise<unknown> = Promise.resolve();

  /**
   * Runs one lifecycle change of this process at a time: an install, enable, disable or uninstall made
   * here and the module sync's reconcile (platform/module-sync.ts) never interleave, so a reconcile that
   * read the database before a change cannot put back what the change just took away.
   */
  exclusive<T>(change: () => Promise<T>): Promise<T> {
    const run = this.lifecycle.then(change, change);
    this.lifecycle = run.catch(() => undefined);
    return run;
  }

  /**
   * Brings the registry in line with the database now, where other processes may change which modules
   * run (set by the module sync, platform/module-sync.ts, on a PostgreSQL server; null on PGlite, where
   * no other process can). Asked before a request is answered 404 for a resource or a module's route this
   * process does not serve: another process may have enabled or generated it a moment ago.
   */
  catchUp: (() => Promise<void>) | null = null;

  /** Set once the context exists (the context holds the registry, the registry resolves resources with it). */
  context: ModuleContext | null = null;

  /**
   * Every built-in module of this build, enabled or not (app.ts sets it): the module store's catalogue,
   * and the names a package may not take.
   */
  builtIns: ReadonlyMap<string, ModuleManifest> = new Map();

  /** Every resource now served, by name: the same live map the context hands modules. */
  readonly resources: ReadonlyMap<string, ResourceBinding> = this.resourceMap;

  manifests(): ModuleManifest[] {
    return [...this.modules.values()];
  }

  has(module: string): boolean {
    return this.modules.has(module);
  }

  resource(name: string): ResourceBinding | undefined {
    return this.resourceMap.get(name);
  }

  moduleOf(resourceName: string): string | undefined {
    return this.resourceMap.get(resourceName)?.module;
  }

  step(resourceName: string, name: string): StepDefinition | undefined {
    return this.stepMap.get(`${resourceName}/${name}`);
  }

  steps(): StepDefinition[] {
    return [...this.stepMap.values()];
  }

  tiles(): DashboardTile[] {
    return this.manifests().flatMap((manifest) => [...(manifest.tiles ?? [])]);
  }

  /** The words of every enabled module for one language (resources described by data bring theirs). */
  translations(lang: Lang): Record<string, string> {
    return Object.assign({}, ...this.manifests().map((manifest) => manifest.translations?.[lang] ?? {}));
  }

  /** Told when a module is added or removed (the recycle bin seeds its rules for new resources). */
  onChange(listener: (event: { kind: 'installed' | 'removed'; module: string }) => void): void {
    this.listeners.push(listener);
  }

  /**
   * Adds a module: its resources and steps are served from the next request, its alert sources watched,
   * its services offered. Its dependencies must be installed already.
   */
  install(manifest: ModuleManifest): void {
    const context = this.context;
    if (!context) throw new Error('The registry has no context yet');
    if (this.modules.has(manifest.name)) throw new Error(`Module "${manifest.name}" is installed already`);
    for (const dependency of manifest.dependsOn ?? []) {
      if (!this.modules.has(dependency)) throw new Error(`Module "${manifest.name}" needs module "${dependency}", which is not enabled`);
    }
    const resources = typeof manifest.resources === 'function' ? manifest.resources(context) : (manifest.resources ?? []);
    const steps = typeof manifest.steps === 'function' ? manifest.steps(context) : (manifest.steps ?? []);
    for (const binding of resources) {
      if (this.resourceMap.has(binding.def.name)) throw new Error(`Resource "${binding.def.name}" is served by module "${this.moduleOf(binding.def.name)}" already`);
    }
    this.modules.set(manifest.name, manifest);
    // A resource described by data has no words in the web's locales: its module's travel with it.
    for (const binding of resources) this.resourceMap.set(binding.def.name, { translations: manifest.translations, ...binding, module: manifest.name });
    for (const step of steps) this.stepMap.set(`${step.resource}/${step.name}`, { ...step, module: manifest.name });
    for (const source of manifest.alertSources ?? []) context.alerts.registerSource(source);
    manifest.provide?.(context);
    manifest.start?.(context);
    for (const listener of this.listeners) listener({ kind: 'installed', module: manifest.name });
  }

  /**
   * Puts a new version of an installed module in place (a package upgraded, the CRUD generator's design
   * changed): its dependants stay, and are served against the new version from the next request.
   */
  replace(manifest: ModuleManifest): void {
    if (this.modules.has(manifest.name)) this.detach(manifest.name);
    this.install(manifest);
  }

  /**
   * Removes a module while the server runs: its resources and steps answer 404 from the next request, its
   * alert sources are no longer run, its services are withdrawn. Its data and rules stay (disabling is
   * not uninstalling). Refused while an enabled module depends on it.
   */
  remove(name: string): void {
    const manifest = this.modules.get(name);
    if (!manifest) return;
    const dependant = this.manifests().find((other) => other.dependsOn?.includes(name));
    if (dependant) throw new Error(`Module "${dependant.name}" depends on module "${name}"`);
    this.detach(name);
  }

  private detach(name: string): void {
    const manifest = this.modules.get(name);
    if (!manifest) return;
    for (const [key, binding] of this.resourceMap) if (binding.module === name) this.resourceMap.delete(key);
    for (const [key, step] of this.stepMap) if (step.module === name) this.stepMap.delete(key);
    for (const source of manifest.alertSources ?? []) this.context?.alerts.unregisterSource(source.biz_type);
    withdrawServices(name);
    this.modules.delete(name);
    for (const listener of this.listeners) listener({ kind: 'removed', module: name });
  }
}
