import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  TERMINAL_MARKERS,
  TERMINAL_PATHS,
  TERMINAL_QUERY_KEYS,
  TERMINAL_UUID_PATTERN,
  terminalConfig,
  terminalConfigBody,
  terminalStatusAnswer,
  translate,
  type MessageKey,
} from '@vessel/contract';
import { success } from '../../platform/envelope.js';
import type { ModuleContext } from '../../platform/module.js';
import { answers } from '../../platform/openapi.js';
import { admin } from '../../platform/identity/tables.js';
import { commandLine, resolveCommand } from './commands.js';
import { TerminalEventStream } from './event-stream.js';
import { TerminalRunner, type RunOutcome } from './runner.js';
import { saveTerminalSettings } from './terminal-settings.js';
import { discardDirectory, publishDirectory } from './web-publish.js';

/** Why a stream ran nothing: a message key and its parameters. */
type Refusal = { key: MessageKey; params?: Record<string, string | number> };

function outcomeLine(outcome: RunOutcome): Refusal | null {
  switch (outcome.kind) {
    case 'exit':
      return outcome.code === 0 ? null : { key: 'terminal.exitCode', params: { code: outcome.code } };
    case 'signal':
      return { key: 'terminal.signal', params: { signal: outcome.signal } };
    case 'timeout':
      return { key: 'terminal.timeout', params: { seconds: outcome.seconds } };
    case 'not-found':
      return { key: 'terminal.notInstalled', params: { program: outcome.program } };
    case 'start-failed':
      return { key: 'terminal.startFailed', params: { reason: outcome.reason } };
    case 'aborted':
      return null;
  }
}

export function terminalRoutes(app: FastifyInstance, context: ModuleContext): void {
  const { db, config, tokens } = context;
  const runner = new TerminalRunner({ timeoutMs: config.terminal.timeoutSeconds * 1000 });
  app.addHook('onClose', async () => runner.stopAll());
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** Who may run anything: a super administrator whose access token is valid and unexpired. */
  async function authorise(token: unknown): Promise<{ ok: true; adminId: string } | { ok: false; refusal: Refusal }> {
    if (typeof token !== 'string' || token === '') return { ok: false, refusal: { key: 'auth.notLoggedIn' } };
    const check = await tokens.checkAccess('admin', token, admin);
    if (!check.ok) return { ok: false, refusal: { key: check.reason === 'expired' ? 'auth.tokenExpired' : 'auth.tokenInvalid' } };
    if (check.subject.status !== 'enable') return { ok: false, refusal: { key: 'auth.tokenInvalid' } };
    if (!check.subject.is_super) return { ok: false, refusal: { key: 'terminal.superOnly' } };
    return { ok: true, adminId: check.subject.id };
  }

  /** Everything between the request and `command-exec-completed`. */
  async function session(request: FastifyRequest, events: TerminalEventStream, query: Record<string, unknown>): Promise<void> {
    const say = ({ key, params }: Refusal) => events.send(translate(request.lang, key, params));
    const refuse = (refusal: Refusal) => {
      say(refusal);
      events.finish(false);
    };

    const who = await authorise(query.token);
    if (!who.ok) return refuse(who.refusal);
    const unexpected = Object.entries(query).find(([name, value]) => !(TERMINAL_QUERY_KEYS as readonly string[]).includes(name) || typeof value !== 'string');
    if (unexpected) return refuse({ key: 'terminal.badParameter', params: { name: unexpected[0] } });
    if (typeof query.uuid !== 'string' || !TERMINAL_UUID_PATTERN.test(query.uuid)) return refuse({ key: 'terminal.badUuid' });
    const name = typeof query.command === 'string' ? query.command : '';
    const extend = typeof query.extend === 'string' ? query.extend : '';
    const resolved = resolveCommand(config.terminal.commands, config.terminal.projectRoot, name, extend);
    if (!resolved.ok) {
      return refuse(
        resolved.reason === 'bad-extend'
          ? { key: 'terminal.badExtend', params: { extend: extend.slice(0, 40) } }
          : { key: 'terminal.unknownCommand', params: { command: name.slice(0, 60) } },
      );
    }
    if (events.clientGone) return;

    const { key, command } = resolved;
    const running = runner.start(
      { program: command.program, args: command.args, cwd: resolved.cwd },
      {
        started: (pid) => {
          request.log.info({ adminId: who.adminId, command: key, pid }, 'terminal command started');
          events.send(TERMINAL_MARKERS.linkSuccess);
          events.send(`> ${commandLine(command)}`);
        },
        line: (text) => events.send(text),
      },
    );
    if (!running) return refuse({ key: 'terminal.busy' });
    // The client went away: the command and its children go too.
    events.onClientGone(() => running.stop());

    const outcome = await running.done;
    let ok = outcome.kind === 'exit' && outcome.code === 0;
    const line = outcomeLine(outcome);
    if (line) say(line);
    if (command.publish) {
      try {
        if (ok) {
          publishDirectory(command.publish.from, command.publish.to);
          say({ key: 'terminal.published' });
        } else {
          discardDirectory(command.publish.from);
        }
      } catch (error) {
        ok = false;
        say({ key: 'terminal.publishFailed', params: { reason: error instanceof Error ? error.message : String(error) } });
      }
    }
    request.log.info({ adminId: who.adminId, command: key, outcome }, 'terminal command finished');
    events.finish(ok);
  }

  app.get(
    TERMINAL_PATHS.stream,
    {
      // EventSource sends no headers: no signature, and the admin token comes in the query (masked in logs).
      config: { auth: 'public', signed: false },
      schema: {
        tags: ['terminal'],
        summary: 'Run a command of the server’s list and stream its output (text/event-stream)',
        description:
          'Query: command (a key, or a base the package manager completes), uuid, extend (package manager), token (admin access token). ' +
          'Events: data: {"uuid","data"}; data is an output line or command-link-success, command-exec-success, command-exec-error, command-exec-completed (always last). ' +
          'Only a super administrator runs anything; a refusal is a line, command-exec-error and command-exec-completed.',
      },
    },
    async (request, reply) => {
      // The browser's EventSource reconnecting on its own after a stream ended: never run a command twice.
      // 204 tells it to stop for good.
      if (request.headers['last-event-id'] !== undefined) return reply.status(204).send();
      const query = (request.query ?? {}) as Record<string, unknown>;
      const uuid = typeof query.uuid === 'string' && TERMINAL_UUID_PATTERN.test(query.uuid) ? query.uuid : '';
      const events = new TerminalEventStream(uuid);
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      session(request, events, query).catch((error: unknown) => {
        request.log.error({ err: error }, 'terminal session failed');
        events.send(translate(request.lang, 'serverError'));
        events.finish(false);
      });
      return reply.send(events.stream);
    },
  );

  api.get(TERMINAL_PATHS.status, {
    config: { auth: 'admin', superOnly: true },
    schema: {
      tags: ['terminal'],
      summary: 'Whether a command runs now; the panel calls it before a stream so that an expired token is refreshed first',
      response: answers(terminalStatusAnswer),
    },
    handler: async (request) => success(request, { running: runner.running }),
  });

  api.post(TERMINAL_PATHS.changeConfig, {
    config: { auth: 'admin', superOnly: true },
    schema: {
      tags: ['terminal'],
      summary: 'Save the terminal’s package manager and port (spec §3); super administrator only',
      body: terminalConfigBody,
      response: answers(terminalConfig),
    },
    handler: async (request) => success(request, await saveTerminalSettings(db, request.body), 'request.success'),
  });
}
