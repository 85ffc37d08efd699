import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './processes';
import { startTlsEdge, type TlsEdge } from './tls-edge';

/** GET over HTTP/2 (the connection fails unless TLS negotiated h2), certificate unchecked. */
function getOverHttp2(url: URL): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(url, { rejectUnauthorized: false });
    session.once('error', reject);
    const stream = session.request({ ':path': url.pathname });
    let status = 0;
    let body = '';
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => (body += chunk));
    stream.once('end', () => {
      session.close();
      resolve({ status, body });
    });
    stream.once('error', reject);
  });
}

// The benchmark's HTTPS front (Debian's caddy, installed by .ci/run) before a plain local server.
describe('TLS edge', () => {
  let origin: http.Server;
  let edge: TlsEdge;

  beforeAll(async () => {
    origin = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({ path: request.url, proto: request.headers['x-forwarded-proto'] }),
      );
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const { port } = origin.address() as net.AddressInfo;
    edge = await startTlsEdge(new URL(`http://127.0.0.1:${port}`), await freePort());
  }, 30_000);

  afterAll(async () => {
    await edge?.stop();
    origin?.close();
  });

  it('serves the origin over HTTPS and HTTP/2, telling it the visitor came over HTTPS', async () => {
    const answer = await getOverHttp2(new URL('/blogs', edge.url));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ path: '/blogs', proto: 'https' });
  });
});
