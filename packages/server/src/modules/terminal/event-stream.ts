import { PassThrough } from 'node:stream';
import { TERMINAL_MARKERS, type TerminalEvent } from '@vessel/contract';

/** A comment line every so often keeps proxies from closing a quiet stream (a long install). */
const KEEP_ALIVE_MS = 15_000;

/**
 * One task's `text/event-stream` (CONTRACT.md): each event is `data: {"uuid", "data"}`, numbered with
 * `id:` so that a browser reconnecting on its own says so (Last-Event-ID) and is turned away.
 * `finish` always ends with `command-exec-completed`.
 */
export class TerminalEventStream {
  readonly stream = new PassThrough();
  private count = 0;
  private ended = false;
  private gone = false;
  private readonly keepAlive: NodeJS.Timeout;

  constructor(private readonly uuid: string) {
    this.keepAlive = setInterval(() => this.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    this.keepAlive.unref();
    // Fastify destroys the stream when the client goes away before the end.
    this.stream.once('close', () => {
      clearInterval(this.keepAlive);
      if (!this.ended) this.gone = true;
    });
  }

  /** The client closed the connection before the end. */
  get clientGone(): boolean {
    return this.gone;
  }

  onClientGone(listener: () => void): void {
    this.stream.once('close', () => {
      if (this.gone) listener();
    });
  }

  send(data: string): void {
    const event: TerminalEvent = { uuid: this.uuid, data };
    this.count += 1;
    this.write(`id: ${this.count}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  /** `command-exec-success` or `command-exec-error`, then `command-exec-completed`, and the end. */
  finish(success: boolean): void {
    if (this.ended) return;
    this.send(success ? TERMINAL_MARKERS.execSuccess : TERMINAL_MARKERS.execError);
    this.send(TERMINAL_MARKERS.execCompleted);
    this.ended = true;
    clearInterval(this.keepAlive);
    if (!this.gone) this.stream.end();
  }

  private write(text: string): void {
    if (this.ended || this.gone || this.stream.destroyed) return;
    this.stream.write(text);
  }
}
