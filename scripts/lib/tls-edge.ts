import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';

/**
 * An HTTPS front for a local server, as the production load balancer serves the site: Debian's
 * Caddy terminates TLS with a certificate of its own local CA (trusted by nobody: clients skip
 * the check) and speaks HTTP/2 to the browser, proxying to the origin. The site is only ever
 * served over HTTPS (it sends HSTS), so this is how visitors' browsers load it.
 */
export interface TlsEdge {
  /** https://localhost:<port> */
  url: URL;
  stop(): Promise<void>;
}

export const hasCaddy = () => spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;

/** Caddy's configuration: no admin endpoint, no system trust store, HTTP/1.1 and HTTP/2 only. */
export function caddyfile({
  port,
  origin,
  dataDir,
}: {
  port: number;
  origin: URL;
  dataDir: string;
}) {
  return `{
	admin off
	skip_install_trust
	auto_https disable_redirects
	storage file_system ${dataDir}
	servers {
		protocols h1 h2
	}
}

https://localhost:${port} {
	tls internal
	reverse_proxy ${origin.host}
}
`;
}

/** The answer's HTTP status over HTTPS without checking the certificate, or 0 when none came. */
function insecureStatus(url: URL): Promise<number> {
  return new Promise((resolve) => {
    const request = https.get(url, { rejectUnauthorized: false, timeout: 2000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve(0));
  });
}

/** Starts Caddy on `port` in front of `origin`; resolves once it answers over HTTPS. */
export async function startTlsEdge(
  origin: URL,
  port: number,
  timeoutMs = 20_000,
): Promise<TlsEdge> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tls-edge-'));
  const config = path.join(dir, 'Caddyfile');
  writeFileSync(config, caddyfile({ port, origin, dataDir: path.join(dir, 'data') }));
  let output = '';
  const child = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], {
    // Caddy keeps its autosaved configuration and CA under these: a throw-away folder.
    env: { ...process.env, HOME: dir, XDG_CONFIG_HOME: dir, XDG_DATA_HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let running = true;
  const exited = new Promise<void>((resolve) => {
    child.once('error', (error) => {
      // Not installed: apt-get install -y caddy
      output += `${error.message}\n`;
      running = false;
      resolve();
    });
    child.once('exit', () => {
      running = false;
      resolve();
    });
  });
  const stop = async () => {
    if (running) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const url = new URL(`https://localhost:${port}`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && running) {
    if ((await insecureStatus(url)) > 0) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(
    `Caddy did not answer on ${url.href} within ${timeoutMs / 1000} s:\n${output.trim()}`,
  );
}
