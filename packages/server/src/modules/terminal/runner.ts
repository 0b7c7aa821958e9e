import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LineSplitter } from './output-lines.js';

/** How a command ended. Only `exit` with code 0 is a success. */
export type RunOutcome =
  | { kind: 'exit'; code: number }
  | { kind: 'signal'; signal: string }
  | { kind: 'timeout'; seconds: number }
  /** Stopped on purpose: the client went away, or the server is closing. */
  | { kind: 'aborted' }
  | { kind: 'not-found'; program: string }
  | { kind: 'start-failed'; reason: string };

export interface RunSpec {
  program: string;
  args: readonly string[];
  /** A directory, or null for a fresh scratch folder removed afterwards. */
  cwd: string | null;
}

export interface RunHandlers {
  /** The process is running. */
  started(pid: number): void;
  /** One cleaned line of its stdout or stderr, as it arrives. */
  line(text: string): void;
}

export interface RunningCommand {
  readonly done: Promise<RunOutcome>;
  /** Stops it and everything it started; `done` resolves once they are gone. */
  stop(): void;
  pid(): number | undefined;
}

/** The server's own settings never reach a command's environment. */
const WITHHELD_ENV = ['ADMIN_PASSWORD', 'APP_SECRET', 'APP_KEY', 'DATABASE_URL', 'TEST_DATABASE_URL', 'REDIS_URL'];

export function commandEnv(source: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(source)) {
    if (WITHHELD_ENV.includes(name)) continue;
    // What npm tells the server about its own `npm start` is not the command's business.
    if (name.startsWith('npm_package_') || name.startsWith('npm_lifecycle_')) continue;
    env[name] = value;
  }
  // No colours where a tool asks; no prompts (tools treat CI as "nobody is there to answer").
  return { ...env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' };
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    // Negative pid: the whole process group the detached child leads (npm → sh → vite ...).
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Runs one command at a time: detached in its own process group, stdin closed (a command that waits for
 * input reads end-of-file and stops), stdout and stderr split into cleaned lines, stopped with its
 * children after `timeoutMs`, or when `stop()` is called.
 */
export class TerminalRunner {
  private current: RunningCommand | null = null;

  constructor(
    private readonly options: {
      timeoutMs: number;
      /** Between SIGTERM and SIGKILL. */
      killGraceMs?: number;
      env?: NodeJS.ProcessEnv;
    },
  ) {}

  get running(): boolean {
    return this.current !== null;
  }

  /** Starts a command, or answers null when one is already running (two never run at once). */
  start(spec: RunSpec, handlers: RunHandlers): RunningCommand | null {
    if (this.current) return null;
    const grace = this.options.killGraceMs ?? 3000;
    let child: ChildProcess | null = null;
    let spawned = false;
    let finished = false;
    let stopReason: RunOutcome | null = null;
    let scratch: string | null = null;
    const timers: NodeJS.Timeout[] = [];
    let resolveDone!: (outcome: RunOutcome) => void;
    const done = new Promise<RunOutcome>((resolve) => (resolveDone = resolve));

    const finish = (outcome: RunOutcome) => {
      if (finished) return;
      finished = true;
      for (const timer of timers) clearTimeout(timer);
      if (scratch) rmSync(scratch, { recursive: true, force: true });
      this.current = null;
      resolveDone(outcome);
    };

    const stopWith = (reason: RunOutcome) => {
      if (finished || stopReason) return;
      stopReason = reason;
      if (!child || !spawned) return;
      killGroup(child, 'SIGTERM');
      timers.push(setTimeout(() => child && killGroup(child, 'SIGKILL'), grace).unref());
      // A grandchild that left the group may hold the pipes open: stop waiting for them.
      timers.push(
        setTimeout(() => {
          child?.stdout?.destroy();
          child?.stderr?.destroy();
          finish(reason);
        }, grace * 2).unref(),
      );
    };

    const running: RunningCommand = {
      done,
      stop: () => stopWith({ kind: 'aborted' }),
      pid: () => child?.pid,
    };
    this.current = running;

    let cwd = spec.cwd;
    try {
      if (cwd === null) {
        scratch = mkdtempSync(path.join(tmpdir(), 'vessel-terminal-'));
        writeFileSync(path.join(scratch, 'package.json'), `${JSON.stringify({ name: 'vessel-terminal-test', private: true }, null, 2)}\n`);
        cwd = scratch;
      } else if (!existsSync(cwd)) {
        finish({ kind: 'start-failed', reason: `no directory ${cwd}` });
        return running;
      }
      child = spawn(spec.program, [...spec.args], {
        cwd,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: this.options.env ?? commandEnv(),
        windowsHide: true,
      });
    } catch (error) {
      finish({ kind: 'start-failed', reason: error instanceof Error ? error.message : String(error) });
      return running;
    }

    const out = new LineSplitter((line) => !finished && handlers.line(line));
    const err = new LineSplitter((line) => !finished && handlers.line(line));
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => out.push(chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => err.push(chunk));

    child.once('spawn', () => {
      spawned = true;
      if (stopReason) {
        // Stopped before it was under way (the client left at once).
        const reason = stopReason;
        stopReason = null;
        stopWith(reason);
        return;
      }
      handlers.started(child!.pid!);
      const seconds = Math.round(this.options.timeoutMs / 1000);
      timers.push(setTimeout(() => stopWith({ kind: 'timeout', seconds }), this.options.timeoutMs).unref());
    });
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (spawned) return;
      finish(
        error.code === 'ENOENT' ? { kind: 'not-found', program: path.basename(spec.program) } : { kind: 'start-failed', reason: error.message },
      );
    });
    // The command is done: whatever it left running in its group goes too.
    child.once('exit', () => child && killGroup(child, 'SIGKILL'));
    child.once('close', (code, signal) => {
      out.end();
      err.end();
      if (!spawned) return finish({ kind: 'start-failed', reason: 'the process did not start' });
      if (stopReason) return finish(stopReason);
      finish(signal ? { kind: 'signal', signal } : { kind: 'exit', code: code ?? 1 });
    });
    return running;
  }

  /** Stops the running command, if any, and waits for it (the server is closing). */
  async stopAll(): Promise<void> {
    const current = this.current;
    if (!current) return;
    current.stop();
    await current.done;
  }
}
