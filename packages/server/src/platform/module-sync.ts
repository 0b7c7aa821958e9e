import type { ModuleContext, ModuleManifest } from './module.js';
import { moduleRevision } from './module-lifecycle.js';
import { manifestOfPackage, moduleStates, packageSignatureOf, registryTableOf, stateName, storedPackages, type StoredPackage } from './module-packages.js';

/**
 * Which modules should run, from the database: the built-in modules not disabled or uninstalled (core
 * modules always), then the stored packages that are installed and enabled. Each after its dependencies;
 * one whose dependency will not run does not run either (a state written by hand, or an older server).
 */
interface Wanted {
  name: string;
  dependsOn: readonly string[];
  builtIn?: ModuleManifest;
  stored?: StoredPackage;
}

export async function wantedModules(context: ModuleContext): Promise<Wanted[]> {
  const states = await moduleStates(context.db);
  const candidates: Wanted[] = [];
  for (const manifest of context.registry.builtIns.values()) {
    if (manifest.core || stateName(states.get(manifest.name), true) === 'installed') {
      candidates.push({ name: manifest.name, dependsOn: manifest.dependsOn ?? [], builtIn: manifest });
    }
  }
  for (const [name, stored] of await storedPackages(context.db)) {
    if (context.registry.builtIns.has(name)) continue;
    if (stateName(states.get(name), false) === 'installed') candidates.push({ name, dependsOn: stored.pkg.manifest.dependsOn ?? [], stored });
  }
  const byName = new Map(candidates.map((candidate) => [candidate.name, candidate]));
  const ordered: Wanted[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const visit = (candidate: Wanted): boolean => {
    if (placed.has(candidate.name)) return true;
    if (visiting.has(candidate.name)) return false;
    visiting.add(candidate.name);
    const ready = candidate.dependsOn.every((dependency) => {
      const needed = byName.get(dependency);
      return needed !== undefined && visit(needed);
    });
    visiting.delete(candidate.name);
    if (!ready) {
      byName.delete(candidate.name);
      return false;
    }
    placed.add(candidate.name);
    ordered.push(candidate);
    return true;
  };
  for (const candidate of candidates) visit(candidate);
  return ordered;
}

/**
 * Brings this process's registry in line with the database: removes what should no longer run (dependants
 * first), replaces a package whose stored version changed, installs what is new (dependencies first).
 * Another process did the migrations and the menus; this one only serves. Answers whether anything changed.
 * A dependant it keeps (one enabled by code) keeps its dependency too: removal is refused and warned.
 */
export async function reconcileRegistry(context: ModuleContext, warn: (message: string, error: unknown) => void): Promise<boolean> {
  const wanted = await wantedModules(context);
  const { registry } = context;
  const byName = new Map(wanted.map((item) => [item.name, item]));
  let changed = false;
  for (const manifest of registry.manifests().reverse()) {
    // Only what the database describes: built-in modules and packages. A module a process enabled from
    // its own code (enableModule) is its own business.
    if (byName.has(manifest.name) || (!registry.builtIns.has(manifest.name) && packageSignatureOf(manifest) === undefined)) continue;
    try {
      registry.remove(manifest.name);
      changed = true;
    } catch (error) {
      warn(`module ${manifest.name} could not be removed`, error);
    }
  }
  for (const item of wanted) {
    const running = registry.manifests().find((manifest) => manifest.name === item.name);
    if (running && (!item.stored || packageSignatureOf(running) === item.stored.pkg.signature)) continue;
    try {
      const manifest = item.builtIn ?? manifestOfPackage(item.stored!.pkg, registryTableOf(registry));
      if (running) registry.replace(manifest);
      else registry.install(manifest);
      changed = true;
    } catch (error) {
      warn(`module ${item.name} could not be served`, error);
    }
  }
  if (changed) context.settings.invalidate();
  return changed;
}

export interface ModuleSync {
  /**
   * Follows the database now: a round that reads the revision after this call, and reconciles when it
   * moved. Concurrent callers share one round; a round already under way may have read too early, so the
   * next one is what they wait for.
   */
  catchUp(): Promise<void>;
  stop(): void;
}

/**
 * Polls the module revision (several server processes on one PostgreSQL) and reconciles the registry when
 * another process changed which modules run: an enable, disable or generated design is served everywhere
 * within a poll and a reconcile. A request for a resource or a module's route this process does not serve
 * does not wait for the poll: it asks `registry.catchUp` (set here) first, so what another process has just
 * enabled or generated is served at once. Answers the sync, whose `stop` also takes `catchUp` away.
 */
export function startModuleSync(context: ModuleContext, options: { intervalMs?: number; warn: (message: string, error: unknown) => void }): ModuleSync {
  let seen: string | null = null;
  let stopped = false;
  /** The round under way, and the one that waits for it (shared by everyone who asks meanwhile). */
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const round = async () => {
    try {
      const revision = await moduleRevision(context.db);
      // The first round reconciles too: a change made between the start's own read and this one is not missed.
      if (revision !== seen && !stopped) await context.registry.exclusive(() => reconcileRegistry(context, options.warn));
      seen = revision;
    } catch (error) {
      if (!stopped) options.warn('module sync failed', error);
    }
  };
  const start = (): Promise<void> => {
    const current = round().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  const catchUp = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (queued) return queued;
    if (!running) return start();
    const next = running.then(() => {
      queued = null;
      return stopped ? undefined : start();
    });
    queued = next;
    return next;
  };
  void catchUp();
  const timer = setInterval(() => {
    if (!running && !queued) void catchUp();
  }, options.intervalMs ?? 300);
  timer.unref();
  context.registry.catchUp = catchUp;
  return {
    catchUp,
    stop: () => {
      stopped = true;
      clearInterval(timer);
      if (context.registry.catchUp === catchUp) context.registry.catchUp = null;
    },
  };
}
