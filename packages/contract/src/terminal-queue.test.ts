import { describe, expect, it } from 'vitest';
import { TERMINAL_MARKERS } from './terminal.js';
import {
  MAX_TASK_MESSAGES,
  TaskStatus,
  addTask,
  applyStreamError,
  applyStreamEvent,
  clearSuccessTasks,
  deleteTask,
  hasBlockingTask,
  initTasks,
  isActive,
  isBlocking,
  newTask,
  nextTaskIndex,
  readStoredTasks,
  retryTask,
  startNext,
  toggleTaskMessage,
  withStatus,
  type TerminalTask,
} from './terminal-queue.js';

const task = (uuid: string, status: TaskStatus = TaskStatus.Waiting, extra: Partial<TerminalTask> = {}): TerminalTask => ({
  ...newTask({ uuid, createtime: '2026-01-01 10:00:00', command: 'version.node' }),
  status,
  ...extra,
});
const statuses = (tasks: readonly TerminalTask[]) => tasks.map((item) => item.status);
const { Waiting, Connecting, Executing, Success, Failed, Unknown } = TaskStatus;

describe('task status (spec §4)', () => {
  it('has the numbers of the specification', () => {
    expect(TaskStatus).toEqual({ Waiting: 0, Connecting: 1, Executing: 2, Success: 3, Failed: 4, Unknown: 5 });
  });

  it('a new task starts Waiting, closed, blocking on failure by default, with no output', () => {
    const created = newTask({ uuid: 'a', createtime: 't', command: 'test', extend: 'npm' });
    expect(created).toEqual({
      uuid: 'a',
      createtime: 't',
      status: Waiting,
      command: 'test',
      message: [],
      showMessage: false,
      blockOnFailure: true,
      extend: 'npm',
    });
    expect(newTask({ uuid: 'b', createtime: 't', command: 'x', blockOnFailure: false }).blockOnFailure).toBe(false);
    expect(newTask({ uuid: 'b', createtime: 't', command: 'x' }).extend).toBe('');
  });

  it('Connecting and Executing are active; Failed or Unknown with blockOnFailure are blocking', () => {
    expect([Waiting, Connecting, Executing, Success, Failed, Unknown].map((status) => isActive({ status }))).toEqual([
      false, true, true, false, false, false,
    ]);
    for (const status of [Waiting, Connecting, Executing, Success]) expect(isBlocking({ status, blockOnFailure: true })).toBe(false);
    expect(isBlocking({ status: Failed, blockOnFailure: true })).toBe(true);
    expect(isBlocking({ status: Unknown, blockOnFailure: true })).toBe(true);
    expect(isBlocking({ status: Failed, blockOnFailure: false })).toBe(false);
    expect(isBlocking({ status: Unknown, blockOnFailure: false })).toBe(false);
  });

  it('a task that becomes Failed or Unknown with blockOnFailure shows its message; without it, it does not', () => {
    expect(withStatus(task('a', Executing), Failed).showMessage).toBe(true);
    expect(withStatus(task('a', Executing), Unknown).showMessage).toBe(true);
    expect(withStatus(task('a', Executing, { blockOnFailure: false }), Failed).showMessage).toBe(false);
    expect(withStatus(task('a', Executing), Success).showMessage).toBe(false);
    // An open output stays open.
    expect(withStatus(task('a', Executing, { showMessage: true }), Success).showMessage).toBe(true);
  });

  it('never changes its input', () => {
    const list = Object.freeze([Object.freeze(task('a')), Object.freeze(task('b', Failed))]) as readonly TerminalTask[];
    startNext(list);
    addTask(list, task('c'), { automaticCleanupTask: '1', panelOpen: false });
    applyStreamEvent(list, { uuid: 'a', data: 'line' });
    retryTask(list, 'b');
    deleteTask(list, 'b');
    initTasks(list);
    expect(statuses(list)).toEqual([Waiting, Failed]);
  });
});

describe('the queue starts the first Waiting task and sets it Connecting', () => {
  it('starts the first Waiting task', () => {
    const { tasks, started } = startNext([task('a'), task('b')]);
    expect(started?.uuid).toBe('a');
    expect(started?.status).toBe(Connecting);
    expect(statuses(tasks)).toEqual([Connecting, Waiting]);
  });

  it('skips Success tasks and failed tasks without blockOnFailure', () => {
    const list = [task('a', Success), task('b', Failed, { blockOnFailure: false }), task('c', Unknown, { blockOnFailure: false }), task('d')];
    expect(nextTaskIndex(list)).toBe(3);
    expect(startNext(list).started?.uuid).toBe('d');
  });

  it('starts nothing while a task is Connecting or Executing (one at a time)', () => {
    expect(startNext([task('a', Connecting), task('b')]).started).toBeNull();
    expect(startNext([task('a', Executing), task('b')]).started).toBeNull();
  });

  it('a Failed or Unknown task with blockOnFailure blocks later tasks', () => {
    expect(startNext([task('a', Failed), task('b')]).started).toBeNull();
    expect(startNext([task('a', Unknown), task('b')]).started).toBeNull();
    // A Waiting task before the blocking one still starts.
    expect(startNext([task('a'), task('b', Failed)]).started?.uuid).toBe('a');
    expect(hasBlockingTask([task('a', Success), task('b', Failed)])).toBe(true);
    expect(hasBlockingTask([task('a', Failed, { blockOnFailure: false })])).toBe(false);
  });

  it('starts nothing when nothing waits', () => {
    const { tasks, started } = startNext([task('a', Success)]);
    expect(started).toBeNull();
    expect(statuses(tasks)).toEqual([Success]);
    expect(startNext([]).started).toBeNull();
  });
});

describe('adding a task', () => {
  it('appends it Waiting', () => {
    const { tasks, blockedWarning } = addTask([task('a', Executing)], task('b'), { automaticCleanupTask: '0', panelOpen: false });
    expect(tasks.map((item) => item.uuid)).toEqual(['a', 'b']);
    expect(blockedWarning).toBe(false);
  });

  it("with automatic cleanup '1' removes the Success tasks; with '0' keeps them", () => {
    const list = [task('a', Success), task('b', Failed, { blockOnFailure: false }), task('c', Success)];
    expect(addTask(list, task('d'), { automaticCleanupTask: '1', panelOpen: true }).tasks.map((item) => item.uuid)).toEqual(['b', 'd']);
    expect(addTask(list, task('d'), { automaticCleanupTask: '0', panelOpen: true }).tasks.map((item) => item.uuid)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('warns when failed tasks block and the panel is closed (spec §5), not when it is open', () => {
    const blocked = [task('a', Failed)];
    expect(addTask(blocked, task('b'), { automaticCleanupTask: '1', panelOpen: false }).blockedWarning).toBe(true);
    expect(addTask([task('a', Unknown)], task('b'), { automaticCleanupTask: '1', panelOpen: false }).blockedWarning).toBe(true);
    expect(addTask(blocked, task('b'), { automaticCleanupTask: '1', panelOpen: true }).blockedWarning).toBe(false);
    // A failed task that does not block is skipped, so the new task will start: no warning.
    expect(addTask([task('a', Failed, { blockOnFailure: false })], task('b'), { automaticCleanupTask: '1', panelOpen: false }).blockedWarning).toBe(false);
  });

  it('clearSuccessTasks removes only Success tasks', () => {
    const list = [Waiting, Connecting, Executing, Success, Failed, Unknown].map((status, i) => task(String(i), status));
    expect(statuses(clearSuccessTasks(list))).toEqual([Waiting, Connecting, Executing, Failed, Unknown]);
  });
});

describe('stream events', () => {
  const connecting = [task('a', Connecting), task('b')];

  it("'link success' moves the task to Executing", () => {
    const { tasks, outcome } = applyStreamEvent(connecting, { uuid: 'a', data: TERMINAL_MARKERS.linkSuccess });
    expect(statuses(tasks)).toEqual([Executing, Waiting]);
    expect(outcome).toBe('status');
  });

  it("'exec success' moves it to Success, and 'exec completed' then keeps Success and completes", () => {
    const success = applyStreamEvent([task('a', Executing)], { uuid: 'a', data: TERMINAL_MARKERS.execSuccess });
    expect(statuses(success.tasks)).toEqual([Success]);
    const completed = applyStreamEvent(success.tasks, { uuid: 'a', data: TERMINAL_MARKERS.execCompleted });
    expect(statuses(completed.tasks)).toEqual([Success]);
    expect(completed.outcome).toBe('completed');
  });

  it("'exec error' moves it to Failed and opens its output when it blocks", () => {
    const { tasks } = applyStreamEvent([task('a', Executing)], { uuid: 'a', data: TERMINAL_MARKERS.execError });
    expect(tasks[0]).toMatchObject({ status: Failed, showMessage: true });
    const quiet = applyStreamEvent([task('a', Executing, { blockOnFailure: false })], { uuid: 'a', data: TERMINAL_MARKERS.execError });
    expect(quiet.tasks[0]).toMatchObject({ status: Failed, showMessage: false });
  });

  it("'exec completed' without a prior success marks the task Failed", () => {
    for (const status of [Connecting, Executing, Failed]) {
      const { tasks, outcome } = applyStreamEvent([task('a', status)], { uuid: 'a', data: TERMINAL_MARKERS.execCompleted });
      expect(statuses(tasks)).toEqual([Failed]);
      expect(outcome).toBe('completed');
    }
  });

  it('any other data is an output line, appended in order', () => {
    let tasks: TerminalTask[] = [task('a', Executing)];
    for (const line of ['v20.19.0', 'second']) {
      const result = applyStreamEvent(tasks, { uuid: 'a', data: line });
      expect(result.outcome).toBe('line');
      tasks = result.tasks;
    }
    expect(tasks[0]!.message).toEqual(['v20.19.0', 'second']);
    expect(tasks[0]!.status).toBe(Executing);
  });

  it('keeps the last MAX_TASK_MESSAGES lines', () => {
    let tasks: TerminalTask[] = [task('a', Executing, { message: Array.from({ length: MAX_TASK_MESSAGES }, (_, i) => `l${i}`) })];
    tasks = applyStreamEvent(tasks, { uuid: 'a', data: 'newest' }).tasks;
    expect(tasks[0]!.message).toHaveLength(MAX_TASK_MESSAGES);
    expect(tasks[0]!.message[0]).toBe('l1');
    expect(tasks[0]!.message.at(-1)).toBe('newest');
  });

  it('ignores an event of an unknown task and an empty line', () => {
    expect(applyStreamEvent(connecting, { uuid: 'zzz', data: TERMINAL_MARKERS.execSuccess })).toEqual({ tasks: connecting, outcome: 'ignored' });
    expect(applyStreamEvent(connecting, { uuid: 'a', data: '' }).outcome).toBe('ignored');
  });

  it('a stream error marks the active task Failed, and leaves a finished one alone', () => {
    expect(applyStreamError([task('a', Connecting)], 'a')[0]).toMatchObject({ status: Failed, showMessage: true });
    expect(statuses(applyStreamError([task('a', Executing)], 'a'))).toEqual([Failed]);
    expect(statuses(applyStreamError([task('a', Success)], 'a'))).toEqual([Success]);
    expect(statuses(applyStreamError([task('a', Waiting)], 'a'))).toEqual([Waiting]);
  });
});

describe('retry, delete, output, initialisation', () => {
  it('retry clears the messages and sets Waiting, after which the queue starts it', () => {
    const failed = [task('a', Failed, { message: ['boom'], showMessage: true }), task('b')];
    const retried = retryTask(failed, 'a');
    expect(retried[0]).toMatchObject({ status: Waiting, message: [] });
    expect(startNext(retried).started?.uuid).toBe('a');
    expect(retryTask([task('a', Unknown, { message: ['x'] })], 'a')[0]).toMatchObject({ status: Waiting, message: [] });
  });

  it('retry leaves an active task alone (its stream is open)', () => {
    const running = [task('a', Executing, { message: ['x'] })];
    expect(retryTask(running, 'a')).toEqual(running);
  });

  it('delete is allowed only when the task is not Connecting or Executing', () => {
    for (const status of [Waiting, Success, Failed, Unknown]) expect(deleteTask([task('a', status), task('b')], 'a').map((t) => t.uuid)).toEqual(['b']);
    for (const status of [Connecting, Executing]) expect(deleteTask([task('a', status), task('b')], 'a').map((t) => t.uuid)).toEqual(['a', 'b']);
  });

  it('deleting a blocking task lets the queue go on', () => {
    const list = deleteTask([task('a', Failed), task('b')], 'a');
    expect(startNext(list).started?.uuid).toBe('b');
  });

  it('toggles a task output', () => {
    expect(toggleTaskMessage([task('a')], 'a')[0]!.showMessage).toBe(true);
    expect(toggleTaskMessage([task('a', Waiting, { showMessage: true })], 'a')[0]!.showMessage).toBe(false);
    expect(toggleTaskMessage([task('a')], 'a', false)[0]!.showMessage).toBe(false);
  });

  it('on initialisation Connecting or Executing tasks become Unknown; the others stay', () => {
    const list = [Waiting, Connecting, Executing, Success, Failed, Unknown].map((status, i) => task(String(i), status));
    expect(statuses(initTasks(list))).toEqual([Waiting, Unknown, Unknown, Success, Failed, Unknown]);
    // An Unknown task that blocks shows its output and blocks the Waiting one behind it.
    const after = initTasks([task('a', Executing), task('b')]);
    expect(after[0]!.showMessage).toBe(true);
    expect(startNext(after).started).toBeNull();
  });

  it('reads a stored list defensively', () => {
    expect(readStoredTasks(null)).toEqual([]);
    expect(readStoredTasks('x')).toEqual([]);
    const good = task('a', Success, { message: ['ok'] });
    expect(readStoredTasks([good, { uuid: 1 }, { ...good, uuid: 'b', status: 9 }, null, { ...good, uuid: 'c', message: ['x', 2] }])).toEqual([
      good,
      { ...good, uuid: 'c', message: ['x'] },
    ]);
  });
});
