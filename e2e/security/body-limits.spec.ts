import { request as httpRequest } from 'node:http';
import { expect, test } from '../fixtures';
import { e2eStack } from '../stack';

/**
 * How much a sender may push before the answer must have come: the loopback's socket buffers
 * (ours and the server's) take a few MiB before the server's answer reaches us (4.06 MiB seen
 * once on a busy machine), still an eighth of what a server reading everything would take.
 */
const MAX_SENT_BYTES = 8 * 1024 * 1024;
/** Where the sender gives up: a server that reads everything would still be reading. */
const OFFERED_BYTES = 64 * 1024 * 1024;

/**
 * POSTs an endless-looking chunked body (no Content-Length) and reports the answer's status and
 * how many bytes had been sent when it came. A server that answers without reading the rest may
 * close the connection while we still write, before its answer is read: that is `closed`.
 */
function postChunked(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number | 'closed'; sentBytes: number }>((resolve, reject) => {
    const url = new URL(path, e2eStack.baseURL);
    let sentBytes = 0;
    let answered = false;
    const request = httpRequest(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'transfer-encoding': 'chunked',
        origin: e2eStack.baseURL,
        ...headers,
      },
    });
    request.on('response', (response) => {
      answered = true;
      resolve({ status: response.statusCode ?? 0, sentBytes });
      response.resume();
      request.destroy();
    });
    request.on('error', (error: NodeJS.ErrnoException) => {
      if (answered) return;
      answered = true;
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') {
        resolve({ status: 'closed', sentBytes });
      } else {
        reject(error);
      }
    });
    const chunk = Buffer.alloc(16 * 1024, 0x20);
    chunk.write('{"x":"');
    const pump = () => {
      while (!answered && sentBytes < OFFERED_BYTES) {
        sentBytes += chunk.byteLength;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

test.describe('request bodies are read only up to their limit', () => {
  for (const path of ['/api/odoo', '/api/session']) {
    test(`${path}: a chunked body without Content-Length gets 413 early`, async () => {
      const { status, sentBytes } = await postChunked(path);
      expect([413, 'closed']).toContain(status);
      expect(sentBytes).toBeLessThan(MAX_SENT_BYTES);
    });
  }

  test('/api/revalidate checks the secret before reading anything', async () => {
    const { status, sentBytes } = await postChunked('/api/revalidate', {
      authorization: 'Bearer wrong-secret',
    });
    expect([401, 'closed']).toContain(status);
    expect(sentBytes).toBeLessThan(MAX_SENT_BYTES);
  });

  test('/api/revalidate with the secret reads within a limit', async () => {
    const { status, sentBytes } = await postChunked('/api/revalidate', {
      authorization: `Bearer ${e2eStack.revalidateSecret}`,
    });
    expect([413, 'closed']).toContain(status);
    // Its limit is 1 MiB (a webhook carries a whole post); socket buffers add a few more.
    expect(sentBytes).toBeLessThan(OFFERED_BYTES / 4);
  });
});
