import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { httpGet, waitFor } from './processes';

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
function caddyfile({ port, origin, dataDir }: { port: number; origin: URL; dataDir: string }) {
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
  // Any answer will do (a 502 while the origin is still down); the certificate is not checked.
  const answered = waitFor('Caddy', httpGet(url), timeoutMs, { validateStatus: () => true }).then(
    () => true,
    () => false,
  );
  if (await Promise.race([answered, exited.then(() => false)])) return { url, stop };
  await stop();
  throw new Error(
    `Caddy did not answer on ${url.href} within ${timeoutMs / 1000} s:\n${output.trim()}`,
  );
}
