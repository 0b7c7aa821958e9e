import { createHash, timingSafeEqual } from 'node:crypto';
import type { ModuleChange, ModuleChangeProgress, ModuleChangeStep } from '@vessel/contract';
import type { ModuleRegistryView } from './module.js';

/**
 * What a change of a module tells as it goes (platform/module-packages.ts, module-lifecycle.ts): the steps
 * it will take once it knows them, each step as it begins, the migrations run within the migrating step.
 */
export interface ModuleStepReporter {
  plan(steps: readonly ModuleChangeStep[]): void;
  step(step: ModuleChangeStep): void;
  migrations(done: number, total: number): void;
}

/** A change nobody watches (the server's start, the CRUD generator). */
export const SILENT_STEPS: ModuleStepReporter = { plan() {}, step() {}, migrations() {} };

/**
 * The changes of modules under way in this process, by module, for the store's page that started one
 * (GET /admin/module/progress). Changes run one at a time (the registry's `exclusive`); one asked for while
 * another runs waits, and says so.
 */
export class ModuleProgressBoard {
  private readonly running = new Map<string, ModuleChangeProgress>();
  /** The digest of the access token of the session that started each running change. */
  private readonly starters = new WeakMap<ModuleChangeProgress, Buffer>();

  /**
   * Runs `work` as `change` of `uid`, its progress readable until it ends, however it ends; `starterToken`,
   * the access token of the request that asked for it, lets that session read it without the database.
   */
  async track<T>(uid: string, change: ModuleChange, work: (reporter: ModuleStepReporter) => Promise<T>, starterToken?: string | null): Promise<T> {
    const entry: ModuleChangeProgress = { uid, change, step: 'waiting', steps: ['waiting'], done: 0, started_at: new Date().toISOString() };
    this.running.set(uid, entry);
    if (starterToken) this.starters.set(entry, digest(starterToken));
    const reporter: ModuleStepReporter = {
      plan(steps) {
        entry.steps = [...steps];
        entry.done = 0;
        if (steps[0]) entry.step = steps[0];
      },
      step(step) {
        const at = entry.steps.indexOf(step);
        entry.step = step;
        entry.done = at >= 0 ? at : entry.done;
        delete entry.migrations;
      },
      migrations(done, total) {
        entry.migrations = { done, total };
      },
    };
    try {
      return await work(reporter);
    } finally {
      // A second change of the same module asked for meanwhile has its own entry: leave that one.
      if (this.running.get(uid) === entry) this.running.delete(uid);
    }
  }

  /** A copy of the progress of `uid`'s change, or null when none runs here. */
  of(uid: string): ModuleChangeProgress | null {
    const entry = this.running.get(uid);
    return entry ? copyOf(entry) : null;
  }

  /**
   * The progress of `uid`'s change to the session that started it (the same access token), else null.
   * Read from memory alone: on the embedded database the change holds the one connection until it ends,
   * and a request authenticated through the database would wait for it (GET /admin/module/ownProgress).
   */
  ofStarter(uid: string, token: string): ModuleChangeProgress | null {
    const entry = this.running.get(uid);
    const starter = entry && this.starters.get(entry);
    if (!entry || !starter) return null;
    return timingSafeEqual(starter, digest(token)) ? copyOf(entry) : null;
  }
}

function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

function copyOf(entry: ModuleChangeProgress): ModuleChangeProgress {
  return { ...entry, steps: [...entry.steps], ...(entry.migrations ? { migrations: { ...entry.migrations } } : {}) };
}

const boards = new WeakMap<ModuleRegistryView, ModuleProgressBoard>();

/** The board of the changes made to `registry` (one a process; a test's app has its own). */
export function moduleProgressBoard(registry: ModuleRegistryView): ModuleProgressBoard {
  let board = boards.get(registry);
  if (!board) boards.set(registry, (board = new ModuleProgressBoard()));
  return board;
}
