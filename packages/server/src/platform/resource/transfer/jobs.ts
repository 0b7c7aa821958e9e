import type { Lang, MessageKey, TransferStatus } from '@vessel/contract';
import { ApiError } from '../../envelope.js';

/**
 * Long work on a list (an import, an export) runs after its request is answered, as a job the reader
 * follows by its id. Each is kept for an hour in this process, for its status and what it leaves (an
 * import's error report, an export's file); behind a load balancer it is asked of the process that ran it.
 * A job is its starter's alone, and is read only through the resource and the kind of work that began it.
 */
export interface TransferJob {
  id: string;
  kind: 'import' | 'export';
  /** The administrator who started it. */
  owner: string;
  /** The resource it reads or writes (`crew.Seafarer`). */
  resource: string;
  lang: Lang;
  started: number;
  state: TransferStatus['state'];
  done: number;
  total: number;
  message?: string;
  /** Lets go of what the job holds besides itself (an export's file) when it is forgotten. */
  release?(): void;
}

const jobs = new Map<string, TransferJob>();
export const JOB_KEEP_MS = 60 * 60 * 1000;

const NOT_FOUND: Record<TransferJob['kind'], MessageKey> = { import: 'transfer.jobNotFound', export: 'transfer.exportJobNotFound' };

/** Forgets the jobs that ended more than an hour after they began. */
function sweep(now: number): void {
  for (const [id, job] of jobs) {
    if (job.state === 'running' || now - job.started <= JOB_KEEP_MS) continue;
    jobs.delete(id);
    job.release?.();
  }
}

/** Keeps a job that has just begun. */
export function keepJob(job: TransferJob): void {
  sweep(Date.now());
  jobs.set(job.id, job);
}

/**
 * The caller's job of this kind on this resource; anyone else's, another kind's, another resource's, an
 * unknown or a forgotten one answers the same 404, so that nobody learns whether someone else's exists.
 */
export function jobOf<J extends TransferJob>(kind: J['kind'], id: string, owner: string, resource: string): J {
  sweep(Date.now());
  const job = jobs.get(id);
  if (!job || job.kind !== kind || job.owner !== owner || job.resource !== resource) throw new ApiError(NOT_FOUND[kind], { status: 404 });
  return job as J;
}

/** The jobs of one kind an administrator has running now. */
export function runningJobs(kind: TransferJob['kind'], owner: string): number {
  let count = 0;
  for (const job of jobs.values()) if (job.kind === kind && job.owner === owner && job.state === 'running') count += 1;
  return count;
}

/** What the reader is told of a job: how far it has come, and why it stopped when it did. */
export function transferStatus(job: TransferJob): TransferStatus {
  return { job: job.id, state: job.state, done: job.done, total: job.total, ...(job.message ? { message: job.message } : {}) };
}

/** Jobs of this process, for a test that a restart forgets them. */
export function transferJobCount(): number {
  return jobs.size;
}
