/** The terminal's calls: its settings, and the event stream of one task (spec §7). */
import {
  TERMINAL_PATHS,
  parseTerminalEvent,
  terminalStreamUrl,
  type TerminalConfigBody,
  type TerminalEvent,
  type TerminalStatusAnswer,
  type TerminalTask,
} from '@vessel/contract';
import { useAdminInfo } from '../../stores/admin-info';
import { http } from '../app-http-client';
import { clientConfig } from '../client-config';

/** POST /admin/ajax/changeTerminalConfig: answers the settings now in force. */
export function changeTerminalConfig(body: TerminalConfigBody) {
  return http.post<{ packageManager: string; port: string; installed?: string[] }>(TERMINAL_PATHS.changeConfig, body, { showSuccessMessage: true });
}

/** GET /admin/Terminal/status. Any authenticated call refreshes an expired token (code 409) first. */
export function terminalStatus() {
  return http.get<TerminalStatusAnswer>(TERMINAL_PATHS.status, undefined, { cancelDuplicate: false });
}

/**
 * Opens a task's stream. EventSource sends no headers, so the admin token goes in the URL; a status
 * call first lets the client refresh that token if it has expired. The stream is closed by the caller
 * at `command-exec-completed` (an EventSource would otherwise reconnect and the server would turn it away).
 */
export function connectTerminalStream(
  task: TerminalTask,
  handlers: { event(event: TerminalEvent): void; error(): void },
): { close(): void } {
  let closed = false;
  let source: EventSource | null = null;
  void (async () => {
    try {
      await terminalStatus();
    } catch (error) {
      if (closed) return;
      if (error instanceof Error && error.message) handlers.event({ uuid: task.uuid, data: error.message });
      handlers.error();
      return;
    }
    if (closed) return;
    const url = terminalStreamUrl(clientConfig().apiBaseUrl, {
      command: task.command,
      uuid: task.uuid,
      extend: task.extend,
      token: useAdminInfo.getState().token,
    });
    source = new EventSource(url);
    source.onmessage = (message: MessageEvent<string>) => {
      const event = parseTerminalEvent(message.data);
      if (event && !closed) handlers.event(event);
    };
    source.onerror = () => {
      source?.close();
      if (!closed) handlers.error();
    };
  })();
  return {
    close() {
      closed = true;
      source?.close();
    },
  };
}
