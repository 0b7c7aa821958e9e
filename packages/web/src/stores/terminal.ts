/**
 * The terminal of spec §3 (Terminal settings) and its task queue (spec §4). The queue's decisions are
 * the contract's pure functions; this store applies them, opens one stream at a time through an
 * injected connector, and persists showDot, taskList and automaticCleanupTask under STORE_KEYS.terminal.
 */
import dayjs from 'dayjs';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import {
  STORE_KEYS,
  TERMINAL_DEFAULTS,
  TaskStatus,
  addTask as addToQueue,
  applyStreamError,
  applyStreamEvent,
  clearSuccessTasks,
  deleteTask as deleteFromQueue,
  initTasks,
  isCheckCommand,
  readStoredTasks,
  retryTask as retryInQueue,
  startNext,
  toggleTaskMessage,
  translate,
  type MessageKey,
  type TerminalEvent,
  type TerminalTask,
} from '@vessel/contract';
import { connectTerminalStream } from '../api/admin/terminal';
import { currentLang } from '../locales/i18n';

/** '1': Success tasks are removed when a task is added (spec §4). */
export type AutomaticCleanup = '0' | '1';

/** Called with Success or Failed once the task's stream is over. */
export type TaskCallback = (status: typeof TaskStatus.Success | typeof TaskStatus.Failed) => void;

export interface TerminalConnection {
  close(): void;
}

/** Opens a task's stream; `event` gets each event of it, `error` a stream that failed or was refused. */
export type TerminalConnector = (
  task: TerminalTask,
  handlers: { event(event: TerminalEvent): void; error(): void },
) => TerminalConnection;

export interface TerminalSettingsState {
  /** The panel is open. */
  show: boolean;
  /** Something happened while the panel was closed: output, or a task finished. */
  showDot: boolean;
  taskList: TerminalTask[];
  packageManager: string;
  /** The package managers on the server's PATH; empty until the server said. */
  installed: string[];
  showPackageManagerDialog: boolean;
  showConfig: boolean;
  automaticCleanupTask: AutomaticCleanup;
  port: string;
}

export interface TerminalState extends TerminalSettingsState {
  toggle(show?: boolean): void;
  toggleDot(show?: boolean): void;
  toggleConfig(show?: boolean): void;
  togglePackageManagerDialog(show?: boolean): void;
  /** The settings the server keeps (GET /admin/index/index `terminal`, or the answer of a save). */
  setServerConfig(config: { packageManager: string; port: string; installed?: string[] }): void;
  setAutomaticCleanupTask(value: AutomaticCleanup): void;
  /** Adds a task and starts the queue; answers its uuid. A check blocks nothing unless told (isCheckCommand). */
  addTask(command: string, blockOnFailure?: boolean, extend?: string, callback?: TaskCallback): string;
  /** A task of `{base}.{packageManager}`, run with the package manager in use. */
  addTaskPM(base: string, blockOnFailure?: boolean, callback?: TaskCallback): string;
  retryTask(uuid: string): void;
  deleteTask(uuid: string): void;
  clearSuccessTask(): void;
  toggleTaskMessage(uuid: string, show?: boolean): void;
}

export interface TerminalStoreOptions {
  connect: TerminalConnector;
  /** Shows an error message (the blocked-queue warning of spec §5). */
  notify(key: MessageKey): void;
  storage?: () => StateStorage;
  now?: () => string;
  uuid?: () => string;
}

export const TERMINAL_INITIAL: TerminalSettingsState = {
  show: false,
  showDot: false,
  taskList: [],
  packageManager: TERMINAL_DEFAULTS.packageManager,
  installed: [],
  showPackageManagerDialog: false,
  showConfig: false,
  automaticCleanupTask: TERMINAL_DEFAULTS.automaticCleanupTask,
  port: TERMINAL_DEFAULTS.port,
};

type Persisted = Pick<TerminalSettingsState, 'showDot' | 'taskList' | 'automaticCleanupTask'>;

/** Reads the stored part back; on initialisation, tasks whose stream was lost become Unknown (spec §4). */
export function mergeStoredTerminal(stored: unknown, current: TerminalState): TerminalState {
  if (!stored || typeof stored !== 'object') return current;
  const value = stored as Partial<Record<keyof Persisted, unknown>>;
  return {
    ...current,
    showDot: value.showDot === true,
    taskList: initTasks(readStoredTasks(value.taskList)),
    automaticCleanupTask: value.automaticCleanupTask === '0' ? '0' : '1',
  };
}

function browserStorage(): StateStorage {
  return typeof localStorage === 'undefined'
    ? { getItem: () => null, setItem: () => undefined, removeItem: () => undefined }
    : localStorage;
}

const FINAL: ReadonlySet<TaskStatus> = new Set([TaskStatus.Success, TaskStatus.Failed]);

export function createTerminalStore(options: TerminalStoreOptions) {
  const now = options.now ?? (() => dayjs().format('YYYY-MM-DD HH:mm:ss'));
  const uuid = options.uuid ?? (() => crypto.randomUUID());
  const callbacks = new Map<string, TaskCallback>();
  /** The one open stream. */
  let connection: { uuid: string; close(): void } | null = null;

  return create<TerminalState>()(
    persist(
      (set, get) => {
        /** The task's stream is over: close it, tell its callback, go on with the queue. */
        const finish = (taskUuid: string) => {
          if (connection?.uuid === taskUuid) {
            connection.close();
            connection = null;
          }
          const task = get().taskList.find((item) => item.uuid === taskUuid);
          const callback = callbacks.get(taskUuid);
          callbacks.delete(taskUuid);
          if (task && callback) callback(task.status === TaskStatus.Success ? TaskStatus.Success : TaskStatus.Failed);
          startTask();
        };

        const startTask = () => {
          if (connection) return;
          const { tasks, started } = startNext(get().taskList);
          if (!started) return;
          set({ taskList: tasks });
          let open = true;
          const handle = options.connect(started, {
            event: (event) => {
              if (!open || event.uuid !== started.uuid) return;
              const before = get().taskList.find((item) => item.uuid === event.uuid)?.status;
              const { tasks: next, outcome } = applyStreamEvent(get().taskList, event);
              if (outcome === 'ignored') return;
              const after = next.find((item) => item.uuid === event.uuid)?.status;
              const finished = after !== undefined && after !== before && FINAL.has(after);
              set({ taskList: next, ...(!get().show && (outcome === 'line' || finished || outcome === 'completed') ? { showDot: true } : {}) });
              if (outcome === 'completed') {
                open = false;
                finish(event.uuid);
              }
            },
            error: () => {
              if (!open) return;
              open = false;
              set({ taskList: applyStreamError(get().taskList, started.uuid), ...(!get().show ? { showDot: true } : {}) });
              finish(started.uuid);
            },
          });
          // The connector may have failed at once and finished the task already.
          if (open) connection = { uuid: started.uuid, close: () => handle.close() };
          else handle.close();
        };

        const addTask: TerminalState['addTask'] = (command, blockOnFailure = !isCheckCommand(command), extend = '', callback) => {
          const id = uuid();
          if (callback) callbacks.set(id, callback);
          const { show, automaticCleanupTask, taskList } = get();
          const task = { uuid: id, createtime: now(), status: TaskStatus.Waiting, command, message: [], showMessage: false, blockOnFailure, extend };
          const { tasks, blockedWarning } = addToQueue(taskList, task, { automaticCleanupTask, panelOpen: show });
          set({ taskList: tasks });
          if (blockedWarning) options.notify('terminal.blockedByFailed');
          startTask();
          return id;
        };

        return {
          ...TERMINAL_INITIAL,
          toggle: (show) => set((state) => {
            const next = show ?? !state.show;
            return next ? { show: true, showDot: false } : { show: false };
          }),
          toggleDot: (show) => set((state) => ({ showDot: show ?? !state.showDot })),
          toggleConfig: (show) => set((state) => ({ showConfig: show ?? !state.showConfig })),
          togglePackageManagerDialog: (show) => set((state) => ({ showPackageManagerDialog: show ?? !state.showPackageManagerDialog })),
          setServerConfig: ({ packageManager, port, installed }) => set({ packageManager, port, ...(installed ? { installed } : {}) }),
          setAutomaticCleanupTask: (value) => set({ automaticCleanupTask: value }),
          addTask,
          addTaskPM: (base, blockOnFailure, callback) => {
            const manager = get().packageManager;
            return addTask(`${base}.${manager}`, blockOnFailure ?? !isCheckCommand(`${base}.${manager}`), manager, callback);
          },
          retryTask: (taskUuid) => {
            set({ taskList: retryInQueue(get().taskList, taskUuid) });
            startTask();
          },
          deleteTask: (taskUuid) => {
            const next = deleteFromQueue(get().taskList, taskUuid);
            if (!next.some((task) => task.uuid === taskUuid)) callbacks.delete(taskUuid);
            set({ taskList: next });
            startTask();
          },
          clearSuccessTask: () => set({ taskList: clearSuccessTasks(get().taskList) }),
          toggleTaskMessage: (taskUuid, show) => set({ taskList: toggleTaskMessage(get().taskList, taskUuid, show) }),
        };
      },
      {
        name: STORE_KEYS.terminal,
        version: 1,
        storage: createJSONStorage(options.storage ?? browserStorage),
        partialize: (state): Persisted => ({ showDot: state.showDot, taskList: state.taskList, automaticCleanupTask: state.automaticCleanupTask }),
        merge: (stored, current) => mergeStoredTerminal(stored, current),
      },
    ),
  );
}

export type TerminalStore = ReturnType<typeof createTerminalStore>;

let showError: (text: string) => void = (text) => console.error(text);

/** Lends the store antd's message (which needs the App context); the terminal button does it when it mounts. */
export function setTerminalNotifier(show: (text: string) => void): void {
  showError = show;
}

/** The app's terminal: streams through EventSource, messages through antd, storage in localStorage. */
export const useTerminal = createTerminalStore({
  connect: connectTerminalStream,
  notify: (key) => showError(translate(currentLang(), key)),
});
