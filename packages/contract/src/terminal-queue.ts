import { TERMINAL_MARKERS } from './terminal.js';

/**
 * The terminal's task queue of spec §4 as pure functions: each takes the task list and answers a new
 * one, never changing its input. The web store applies them and opens the streams they ask for.
 */

/** Task status of spec §4. */
export const TaskStatus = {
  Waiting: 0,
  Connecting: 1,
  Executing: 2,
  Success: 3,
  Failed: 4,
  Unknown: 5,
} as const;
export type TaskStatus = (typeof TaskStatus)[keyof typeof TaskStatus];

/**
 * A terminal task of spec §3. Its `callback` is a function and does not survive a reload; the store
 * keeps callbacks beside the list, by uuid.
 */
export interface TerminalTask {
  uuid: string;
  createtime: string;
  status: TaskStatus;
  command: string;
  /** Output lines, oldest first; the last MAX_TASK_MESSAGES are kept. */
  message: string[];
  showMessage: boolean;
  blockOnFailure: boolean;
  /** The package manager the command was asked with. */
  extend: string;
}

/** Output lines kept per task: the list is persisted in the browser's storage, which is small. */
export const MAX_TASK_MESSAGES = 1000;

export function newTask(values: {
  uuid: string;
  createtime: string;
  command: string;
  blockOnFailure?: boolean;
  extend?: string;
}): TerminalTask {
  return {
    uuid: values.uuid,
    createtime: values.createtime,
    status: TaskStatus.Waiting,
    command: values.command,
    message: [],
    showMessage: false,
    blockOnFailure: values.blockOnFailure ?? true,
    extend: values.extend ?? '',
  };
}

/** A stream is open for it (or about to be). */
export function isActive(task: Pick<TerminalTask, 'status'>): boolean {
  return task.status === TaskStatus.Connecting || task.status === TaskStatus.Executing;
}

/** Failed or Unknown with blockOnFailure: it shows its output and later tasks wait behind it. */
export function isBlocking(task: Pick<TerminalTask, 'status' | 'blockOnFailure'>): boolean {
  return (task.status === TaskStatus.Failed || task.status === TaskStatus.Unknown) && task.blockOnFailure;
}

export function hasBlockingTask(tasks: readonly TerminalTask[]): boolean {
  return tasks.some(isBlocking);
}

/** A new status; a task that becomes blocking opens its output. */
export function withStatus(task: TerminalTask, status: TaskStatus): TerminalTask {
  const next = { ...task, status };
  return isBlocking(next) ? { ...next, showMessage: true } : next;
}

function update(tasks: readonly TerminalTask[], uuid: string, change: (task: TerminalTask) => TerminalTask): TerminalTask[] {
  return tasks.map((task) => (task.uuid === uuid ? change(task) : task));
}

/**
 * The task the queue starts now, if any: walking in order, the first Waiting task, unless an active
 * task or a blocking one comes first. Success tasks and failed tasks without blockOnFailure are skipped.
 */
export function nextTaskIndex(tasks: readonly TerminalTask[]): number | null {
  for (const [index, task] of tasks.entries()) {
    if (task.status === TaskStatus.Waiting) return index;
    if (isActive(task) || isBlocking(task)) return null;
  }
  return null;
}

/** Starts the queue: the next task becomes Connecting; `started` is the task to open a stream for. */
export function startNext(tasks: readonly TerminalTask[]): { tasks: TerminalTask[]; started: TerminalTask | null } {
  const index = nextTaskIndex(tasks);
  if (index === null) return { tasks: [...tasks], started: null };
  const started = withStatus(tasks[index]!, TaskStatus.Connecting);
  return { tasks: tasks.map((task, i) => (i === index ? started : task)), started };
}

export function clearSuccessTasks(tasks: readonly TerminalTask[]): TerminalTask[] {
  return tasks.filter((task) => task.status !== TaskStatus.Success);
}

/**
 * Adds a task at the end. With automatic cleanup '1' the Success tasks go. `blockedWarning` is true
 * when the panel is closed and a blocking task keeps the new one from ever starting (spec §5).
 */
export function addTask(
  tasks: readonly TerminalTask[],
  task: TerminalTask,
  options: { automaticCleanupTask: string; panelOpen: boolean },
): { tasks: TerminalTask[]; blockedWarning: boolean } {
  let next = [...tasks, task];
  if (options.automaticCleanupTask === '1') next = clearSuccessTasks(next);
  return { tasks: next, blockedWarning: !options.panelOpen && hasBlockingTask(next) };
}

/** What a stream event did to the list. */
export type StreamOutcome =
  /** Not a task of the list. */
  | 'ignored'
  /** A marker moved the task's status. */
  | 'status'
  /** An output line was added. */
  | 'line'
  /** `command-exec-completed`: the stream is over, the queue goes on. */
  | 'completed';

/**
 * One event of a task's stream: link success → Executing, exec success → Success, exec error → Failed,
 * exec completed → Failed unless it succeeded; anything else is an output line.
 */
export function applyStreamEvent(
  tasks: readonly TerminalTask[],
  event: { uuid: string; data: string },
): { tasks: TerminalTask[]; outcome: StreamOutcome } {
  const task = tasks.find((item) => item.uuid === event.uuid);
  if (!task || event.data === '') return { tasks: [...tasks], outcome: 'ignored' };
  const set = (status: TaskStatus) => update(tasks, event.uuid, (item) => withStatus(item, status));
  switch (event.data) {
    case TERMINAL_MARKERS.linkSuccess:
      return { tasks: set(TaskStatus.Executing), outcome: 'status' };
    case TERMINAL_MARKERS.execSuccess:
      return { tasks: set(TaskStatus.Success), outcome: 'status' };
    case TERMINAL_MARKERS.execError:
      return { tasks: set(TaskStatus.Failed), outcome: 'status' };
    case TERMINAL_MARKERS.execCompleted:
      return { tasks: task.status === TaskStatus.Success ? [...tasks] : set(TaskStatus.Failed), outcome: 'completed' };
    default:
      return {
        tasks: update(tasks, event.uuid, (item) => ({ ...item, message: [...item.message, event.data].slice(-MAX_TASK_MESSAGES) })),
        outcome: 'line',
      };
  }
}

/** The stream of an active task failed (network, refused, closed early): the task is Failed. */
export function applyStreamError(tasks: readonly TerminalTask[], uuid: string): TerminalTask[] {
  return update(tasks, uuid, (task) => (isActive(task) ? withStatus(task, TaskStatus.Failed) : task));
}

/** Retry: its messages cleared, Waiting again. An active task is left alone. */
export function retryTask(tasks: readonly TerminalTask[], uuid: string): TerminalTask[] {
  return update(tasks, uuid, (task) => (isActive(task) ? task : withStatus({ ...task, message: [] }, TaskStatus.Waiting)));
}

/** Delete, only when the task is not Connecting or Executing. */
export function deleteTask(tasks: readonly TerminalTask[], uuid: string): TerminalTask[] {
  return tasks.filter((task) => task.uuid !== uuid || isActive(task));
}

export function toggleTaskMessage(tasks: readonly TerminalTask[], uuid: string, show?: boolean): TerminalTask[] {
  return update(tasks, uuid, (task) => ({ ...task, showMessage: show ?? !task.showMessage }));
}

/** On initialisation (a page load), tasks whose stream was lost with the old page are Unknown. */
export function initTasks(tasks: readonly TerminalTask[]): TerminalTask[] {
  return tasks.map((task) => (isActive(task) ? withStatus(task, TaskStatus.Unknown) : task));
}

/** Reads a stored list defensively: anything that is not a task is dropped. */
export function readStoredTasks(value: unknown): TerminalTask[] {
  if (!Array.isArray(value)) return [];
  const statuses = Object.values(TaskStatus) as number[];
  return value
    .filter(
      (item): item is TerminalTask =>
        !!item &&
        typeof item === 'object' &&
        typeof item.uuid === 'string' &&
        typeof item.command === 'string' &&
        statuses.includes(item.status) &&
        Array.isArray(item.message),
    )
    .map((item) => ({
      uuid: item.uuid,
      createtime: typeof item.createtime === 'string' ? item.createtime : '',
      status: item.status,
      command: item.command,
      message: item.message.filter((line: unknown): line is string => typeof line === 'string').slice(-MAX_TASK_MESSAGES),
      showMessage: item.showMessage === true,
      blockOnFailure: item.blockOnFailure !== false,
      extend: typeof item.extend === 'string' ? item.extend : '',
    }));
}
