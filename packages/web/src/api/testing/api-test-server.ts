/**
 * A real HTTP server for the client's tests: each test says how to answer, and every request that
 * arrived is recorded with its headers and parsed body.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

export interface Answer {
  status?: number;
  /** Sent as JSON unless `text` is given. */
  body?: unknown;
  text?: string;
  delayMs?: number;
}

export type Handler = (request: RecordedRequest) => Answer | Promise<Answer>;

export interface ApiTestServer {
  baseUrl: string;
  requests: RecordedRequest[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function startApiTestServer(): Promise<ApiTestServer> {
  let handler: Handler = () => ({ status: 404, text: 'no handler' });
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // Not JSON: keep the text.
      }
      const recorded: RecordedRequest = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body };
      requests.push(recorded);
      void Promise.resolve(handler(recorded)).then(async (answer) => {
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        if (res.destroyed) return;
        const text = answer.text ?? JSON.stringify(answer.body ?? null);
        res.writeHead(answer.status ?? 200, {
          'content-type': answer.text === undefined ? 'application/json' : 'text/plain',
        });
        res.end(text);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** The envelope of CONTRACT.md. */
export function envelope(code: number, data: unknown = null, msg = ''): Answer['body'] {
  return { code, msg, time: Math.floor(Date.now() / 1000), data };
}
