import { describe, expect, it } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { STORE_KEYS, TERMINAL_MARKERS, TaskStatus, type MessageKey, type TerminalEvent, type TerminalTask } from '@vessel/contract';
import { createTerminalStore, type TaskCallback } from './terminal';

const { Waiting, Connecting, Executing, Success, Failed, Unknown } = TaskStatus;
const { linkSuccess, execSuccess, execError, execCompleted } = TERMINAL_MARKERS;

/** A fake of the server side: records each stream the store opens and lets the test speak for it. */
function harness(stored?: unknown) {
  const data = new Map<string, string>();
  if (stored !== undefined) data.set(STORE_KEYS.terminal, JSON.stringify({ state: stored, version: 1 }));
  const storage: StateStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  const streams: Array<{ task: TerminalTask; event(data: string): void; error(): void; closed: boolean }> = [];
  const notices: MessageKey[] = [];
  let next = 0;
  const store = createTerminalStore({
    storage: () => storage,
    now: () => '2026-01-01 10:00:00',
    uuid: () => `t${++next}`,
    notify: (key) => notices.push(key),
    connect: (task, handlers) => {
      const stream = {
        task,
        closed: false,
        event: (line: string) => handlers.event({ uuid: task.uuid, data: line } satisfies TerminalEvent),
        error: () => handlers.error(),
      };
      streams.push(stream);
      return { close: () => void (stream.closed = true) };
    },
  });
  const statuses = () => store.getState().taskList.map((task) => task.status);
  const persisted = () => JSON.parse(data.get(STORE_KEYS.terminal) ?? 'null')?.state;
  return { store, streams, notices, statuses, persisted };
}

/** Plays a whole successful stream. */
function succeed(stream: { event(data: string): void }, lines: string[] = []) {
  stream.event(linkSuccess);
  for (const line of lines) stream.event(line);
  stream.event(execSuccess);
  stream.event(execCompleted);
}

describe('terminal store: settings of spec §3', () => {
  it('starts with the defaults', () => {
    const { store } = harness();
    expect(store.getState()).toMatchObject({
      show: false,
      showDot: false,
      taskList: [],
      packageManager: 'pnpm',
      installed: [],
      showPackageManagerDialog: false,
      showConfig: false,
      automaticCleanupTask: '1',
      port: '8000',
    });
  });

  it('persists showDot, taskList and automaticCleanupTask under STORE_KEYS.terminal, and nothing else', () => {
    const { store, persisted } = harness();
    store.getState().setAutomaticCleanupTask('0');
    store.getState().toggle(true);
    store.getState().setServerConfig({ packageManager: 'npm', port: '9000' });
    store.getState().toggleConfig(true);
    expect(Object.keys(persisted()).sort()).toEqual(['automaticCleanupTask', 'showDot', 'taskList']);
    expect(persisted().automaticCleanupTask).toBe('0');
  });

  it('opening the panel clears the dot; the toggles flip or set', () => {
    const { store } = harness();
    store.getState().toggleDot(true);
    store.getState().toggle();
    expect(store.getState()).toMatchObject({ show: true, showDot: false });
    store.getState().toggle(false);
    expect(store.getState().show).toBe(false);
    store.getState().togglePackageManagerDialog();
    expect(store.getState().showPackageManagerDialog).toBe(true);
    store.getState().toggleConfig();
    expect(store.getState().showConfig).toBe(true);
  });
});

describe('terminal store: the queue of spec §4', () => {
  it('a new task starts Waiting and the queue at once makes it Connecting and opens its stream', () => {
    const { store, streams, statuses } = harness();
    const uuid = store.getState().addTask('version.node', true, 'npm');
    expect(statuses()).toEqual([Connecting]);
    expect(streams).toHaveLength(1);
    expect(streams[0]!.task).toMatchObject({ uuid, command: 'version.node', extend: 'npm', status: Connecting });
  });

  it('link success → Executing, lines, exec success → Success, completed closes the stream and calls back', () => {
    const { store, streams, statuses } = harness();
    const results: number[] = [];
    store.getState().addTask('version.node', true, '', (status) => results.push(status));
    const stream = streams[0]!;
    stream.event(linkSuccess);
    expect(statuses()).toEqual([Executing]);
    stream.event('v20.19.0');
    stream.event(execSuccess);
    expect(statuses()).toEqual([Success]);
    expect(stream.closed).toBe(false);
    stream.event(execCompleted);
    expect(stream.closed).toBe(true);
    expect(store.getState().taskList[0]!.message).toEqual(['v20.19.0']);
    expect(results).toEqual([Success]);
  });

  it('runs one task at a time, the next when the first completes', () => {
    const { store, streams, statuses } = harness();
    store.getState().addTask('a');
    store.getState().addTask('b');
    expect(statuses()).toEqual([Connecting, Waiting]);
    expect(streams).toHaveLength(1);
    succeed(streams[0]!);
    expect(statuses()).toEqual([Success, Connecting]);
    expect(streams[1]!.task.command).toBe('b');
  });

  it("'exec error' → Failed; completed without success → Failed; callbacks get Failed", () => {
    const { store, streams, statuses } = harness();
    const results: number[] = [];
    const callback: TaskCallback = (status) => results.push(status);
    store.getState().addTask('a', false, '', callback);
    streams[0]!.event(linkSuccess);
    streams[0]!.event(execError);
    expect(statuses()).toEqual([Failed]);
    streams[0]!.event(execCompleted);
    store.getState().addTask('b', false, '', callback);
    streams[1]!.event(linkSuccess);
    streams[1]!.event(execCompleted);
    expect(statuses()).toEqual([Failed, Failed]);
    expect(results).toEqual([Failed, Failed]);
  });

  it('a stream error marks the active task Failed and closes it', () => {
    const { store, streams, statuses } = harness();
    store.getState().addTask('a');
    streams[0]!.event(linkSuccess);
    streams[0]!.error();
    expect(statuses()).toEqual([Failed]);
    expect(streams[0]!.closed).toBe(true);
    // A late event of that stream changes nothing.
    streams[0]!.event(execSuccess);
    expect(statuses()).toEqual([Failed]);
  });

  it('a failed task with blockOnFailure shows its output and blocks later tasks; delete unblocks', () => {
    const { store, streams, statuses } = harness();
    const failed = store.getState().addTask('a', true);
    streams[0]!.event('boom');
    streams[0]!.event(execError);
    streams[0]!.event(execCompleted);
    expect(store.getState().taskList[0]!.showMessage).toBe(true);
    store.getState().toggle(true);
    store.getState().addTask('b');
    expect(statuses()).toEqual([Failed, Waiting]);
    expect(streams).toHaveLength(1);
    store.getState().deleteTask(failed);
    expect(statuses()).toEqual([Connecting]);
    expect(streams).toHaveLength(2);
  });

  it('a failed task without blockOnFailure is skipped', () => {
    const { store, streams, statuses } = harness();
    store.getState().addTask('a', false);
    streams[0]!.event(execError);
    streams[0]!.event(execCompleted);
    store.getState().addTask('b');
    expect(statuses()).toEqual([Failed, Connecting]);
    expect(store.getState().taskList[0]!.showMessage).toBe(false);
  });

  it('a failed check (test.*, version.*) blocks nothing: the first task a user adds runs even when the test install failed', () => {
    const { store, streams, statuses, notices } = harness();
    store.getState().setServerConfig({ packageManager: 'pnpm', port: '8000' });
    store.getState().addTaskPM('test');
    expect(streams[0]!.task).toMatchObject({ command: 'test.pnpm', blockOnFailure: false });
    streams[0]!.event('pnpm: not installed');
    streams[0]!.event(execError);
    streams[0]!.event(execCompleted);
    store.getState().addTask('version.node');
    expect(statuses()).toEqual([Failed, Connecting]);
    streams[1]!.event(execError);
    streams[1]!.event(execCompleted);
    store.getState().addTaskPM('web-install');
    expect(statuses()).toEqual([Failed, Failed, Connecting]);
    expect(notices).toEqual([]);
    // An install still blocks on failure (spec §5): a build after it needs it.
    expect(streams[2]!.task.blockOnFailure).toBe(true);
  });

  it('retry clears the messages, sets Waiting, and the queue starts it again', () => {
    const { store, streams, statuses } = harness();
    const uuid = store.getState().addTask('a');
    streams[0]!.event('first try');
    streams[0]!.event(execCompleted);
    store.getState().retryTask(uuid);
    expect(statuses()).toEqual([Connecting]);
    expect(store.getState().taskList[0]!.message).toEqual([]);
    expect(streams[1]!.task.uuid).toBe(uuid);
  });

  it('delete is refused while a task is Connecting or Executing', () => {
    const { store, streams, statuses } = harness();
    const uuid = store.getState().addTask('a');
    store.getState().deleteTask(uuid);
    expect(statuses()).toEqual([Connecting]);
    streams[0]!.event(linkSuccess);
    store.getState().deleteTask(uuid);
    expect(statuses()).toEqual([Executing]);
    succeed({ event: streams[0]!.event });
    store.getState().deleteTask(uuid);
    expect(statuses()).toEqual([]);
  });

  it("automatic cleanup '1' removes Success tasks when a task is added; '0' keeps them; clean removes them on demand", () => {
    const { store, streams } = harness();
    store.getState().addTask('a');
    succeed(streams[0]!);
    store.getState().addTask('b');
    expect(store.getState().taskList.map((task) => task.command)).toEqual(['b']);
    succeed(streams[1]!);
    store.getState().setAutomaticCleanupTask('0');
    store.getState().addTask('c');
    expect(store.getState().taskList.map((task) => task.command)).toEqual(['b', 'c']);
    succeed(streams[2]!);
    store.getState().clearSuccessTask();
    expect(store.getState().taskList).toEqual([]);
  });

  it('adding a task while failed tasks block and the panel is closed shows the message of spec §5', () => {
    const { store, streams, notices } = harness();
    store.getState().addTask('a');
    streams[0]!.event(execCompleted);
    store.getState().toggle(true);
    store.getState().addTask('b');
    expect(notices).toEqual([]);
    store.getState().toggle(false);
    store.getState().addTask('c');
    expect(notices).toEqual(['terminal.blockedByFailed']);
  });

  it('addTaskPM completes the command with the package manager in use and sends it as extend', () => {
    const { store, streams } = harness();
    store.getState().setServerConfig({ packageManager: 'npm', port: '8000' });
    store.getState().addTaskPM('web-install');
    expect(streams[0]!.task).toMatchObject({ command: 'web-install.npm', extend: 'npm' });
  });

  it('the red dot shows when output arrives or a task finishes while the panel is closed, not while it is open', () => {
    const { store, streams } = harness();
    store.getState().toggle(true);
    store.getState().addTask('a');
    succeed(streams[0]!, ['line']);
    expect(store.getState().showDot).toBe(false);
    store.getState().toggle(false);
    store.getState().addTask('b');
    expect(store.getState().showDot).toBe(false);
    streams[1]!.event(linkSuccess);
    expect(store.getState().showDot).toBe(false);
    streams[1]!.event('output');
    expect(store.getState().showDot).toBe(true);
    store.getState().toggle(true);
    store.getState().toggle(false);
    streams[1]!.event(execSuccess);
    expect(store.getState().showDot).toBe(true);
  });

  it('on initialisation, Connecting or Executing tasks become Unknown, and an Unknown blocking task holds the queue', () => {
    const task = (uuid: string, status: TaskStatus) => ({
      uuid,
      createtime: 't',
      status,
      command: 'x',
      message: ['old'],
      showMessage: false,
      blockOnFailure: true,
      extend: '',
    });
    const { store, streams, statuses } = harness({
      showDot: true,
      automaticCleanupTask: '0',
      taskList: [task('a', Success), task('b', Connecting), task('c', Executing), task('d', Waiting)],
    });
    expect(statuses()).toEqual([Success, Unknown, Unknown, Waiting]);
    expect(store.getState()).toMatchObject({ showDot: true, automaticCleanupTask: '0' });
    expect(store.getState().taskList[1]!.showMessage).toBe(true);
    store.getState().addTask('e');
    expect(streams).toHaveLength(0);
  });

  it('reads a damaged store back safely', () => {
    const { store } = harness({ showDot: 'yes', automaticCleanupTask: 7, taskList: [{ nope: true }] });
    expect(store.getState()).toMatchObject({ showDot: false, automaticCleanupTask: '1', taskList: [] });
  });
});
