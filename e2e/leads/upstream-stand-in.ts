import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * - `succeed`: 201 `{ lead_id }` at once;
 * - `slow`: the same after `slowMs`;
 * - `fail`: `failStatus` (503 unless told) at once;
 * - `hang`: never answers (the app's timeout has to give up).
 */
export type UpstreamMode = 'succeed' | 'slow' | 'fail' | 'hang';

export interface ReceivedLead {
  key: string;
  body: unknown;
  contentType: string | undefined;
}

/**
 * Every answer closes its connection: a sender never reuses a kept-alive socket that `stop()`
 * closed under it when a later test starts the stand-in again.
 */
const json = { 'content-type': 'application/json', connection: 'close' };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A real HTTP server in the test process standing in for an outside service the outbox sends to
 * (the lead service, a chat hook) on the port the e2e stack sends to. It counts every request by
 * Idempotency-Key, so a test can tell whether any message reached it more than once.
 */
export class UpstreamStandIn {
  mode: UpstreamMode = 'succeed';
  slowMs = 3000;
  failStatus = 503;
  readonly received: ReceivedLead[] = [];
  /**
   * Keys of the requests that are over: answered, or given up by the sender (a hanging one
   * whose timeout ran out). A request still held is not in it yet.
   */
  readonly settled = new Set<string>();
  private server: Server | undefined;

  /** `port` 0: any free port, known once started (`url`). */
  constructor(private port: number) {}

  /** Where it listens, `path` appended. */
  url(path = '') {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** How many requests carried each key. */
  countsByKey(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { key } of this.received) counts.set(key, (counts.get(key) ?? 0) + 1);
    return counts;
  }

  async start() {
    this.server = createServer((request, response) => {
      void (async () => {
        const body = await readBody(request);
        const header = request.headers['idempotency-key'];
        const key = typeof header === 'string' ? header : '';
        response.once('close', () => this.settled.add(key));
        this.received.push({
          key,
          body: JSON.parse(body) as unknown,
          contentType: request.headers['content-type'],
        });
        if (this.mode === 'hang') return;
        if (this.mode === 'fail') {
          response.writeHead(this.failStatus, json);
          response.end(JSON.stringify({ detail: 'Servicio no disponible' }));
          return;
        }
        if (this.mode === 'slow') {
          await new Promise((resolve) => setTimeout(resolve, this.slowMs));
        }
        response.writeHead(201, json);
        response.end(JSON.stringify({ message: 'Lead creado', lead_id: `crm-${key}` }));
      })();
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(this.port, '127.0.0.1', resolve);
    });
    this.port = (this.server?.address() as AddressInfo).port;
  }

  /** Stops listening and drops open connections (hanging ones included). */
  async stop() {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
