import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectNodeVersion } from './lib/node-version';

// ./npm installs the Node of .nvmrc from the registry's platform package, pinned with its
// integrity in scripts/node-runtime/<platform>/package-lock.json (docs/local-stack.md, "Node 24
// and ./npm").
const root = path.resolve(__dirname, '..');
const runtime = path.join(root, 'scripts', 'node-runtime');
const version = projectNodeVersion();
// The platform ./npm is run as below (through a preload, so the test runs on any machine).
const here = 'linux-x64';
const platform = `node-${here}`;

interface Lock {
  packages: Record<string, { version?: string; resolved?: string; integrity?: string }>;
}
const read = <T>(...file: string[]) =>
  JSON.parse(readFileSync(path.join(runtime, ...file), 'utf8')) as T;
const pinned = readdirSync(runtime);

describe('the pinned Node', () => {
  it('is pinned for Linux on x64 and arm64 (the registry has no Node 24 for macOS)', () => {
    expect(pinned.sort()).toEqual(['linux-arm64', 'linux-x64']);
  });

  it.each(pinned)('for %s is the .nvmrc release, locked with its tarball and integrity', (dir) => {
    const name = `node-${dir}`;
    expect(read(dir, 'package.json')).toMatchObject({ dependencies: { [name]: version } });
    const lock = read<Lock>(dir, 'package-lock.json');
    expect(Object.keys(lock.packages)).toEqual(['', `node_modules/${name}`]);
    expect(lock.packages['']).toMatchObject({ dependencies: { [name]: version } });
    expect(lock.packages[`node_modules/${name}`]).toMatchObject({
      version,
      resolved: `https://registry.npmjs.org/${name}/-/${name}-${version}.tgz`,
      integrity: expect.stringMatching(/^sha512-[\w+/]{86}==$/),
    });
  });
});

/** A registry stand-in that serves one tarball for the platform package, at its usual path. */
let registry: Server;
let tarball: Buffer;
const served: string[] = [];
const registryUrl = () => `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
const scratch = mkdtempSync(path.join(tmpdir(), 'node-runtime-'));

/** A Node package that is not Node: its "binary" says so when anything runs it. */
async function forgedTarball(): Promise<Buffer> {
  const dir = path.join(scratch, 'forged');
  mkdirSync(path.join(dir, 'package', 'bin'), { recursive: true });
  await writeFile(
    path.join(dir, 'package', 'package.json'),
    JSON.stringify({ name: platform, version, bin: { node: 'bin/node' } }),
  );
  await writeFile(path.join(dir, 'package', 'bin', 'node'), '#!/bin/sh\necho "forged node $*"\n');
  chmodSync(path.join(dir, 'package', 'bin', 'node'), 0o755);
  await promisify(execFile)('tar', ['-czf', 'forged.tgz', 'package'], { cwd: dir });
  return readFileSync(path.join(dir, 'forged.tgz'));
}

beforeAll(async () => {
  tarball = await forgedTarball();
  registry = createServer((request, response) => {
    served.push(request.url ?? '');
    if (request.url === `/${platform}/-/${platform}-${version}.tgz`) response.end(tarball);
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  await new Promise((resolve) => registry.close(resolve));
  await rm(scratch, { recursive: true, force: true });
});

/** A checkout of ./npm with its pin, in a folder of its own, `change` applied to its lockfile. */
function checkout(name: string, change: (lock: Lock) => void = () => {}): string {
  const dir = path.join(scratch, name);
  mkdirSync(path.join(dir, 'scripts'), { recursive: true });
  cpSync(path.join(root, 'npm'), path.join(dir, 'npm'));
  cpSync(path.join(root, '.nvmrc'), path.join(dir, '.nvmrc'));
  cpSync(runtime, path.join(dir, 'scripts', 'node-runtime'), { recursive: true });
  const lock = read<Lock>(here, 'package-lock.json');
  change(lock);
  writeFileSync(
    path.join(dir, 'scripts', 'node-runtime', here, 'package-lock.json'),
    JSON.stringify(lock),
  );
  return dir;
}

/**
 * Runs `<dir>/npm --version` as on `as` (process.platform and arch, for the node it starts),
 * against the stand-in, with an empty npm cache and user config.
 */
async function runNpm(dir: string, as = here) {
  const [os, cpu] = as.split('-');
  const preload = path.join(dir, 'platform.cjs');
  await writeFile(
    preload,
    `Object.defineProperty(process, 'platform', { value: '${os}' });\n` +
      `Object.defineProperty(process, 'arch', { value: '${cpu}' });\n`,
  );
  await writeFile(path.join(dir, '.npmrc-user'), '');
  // Not the outer npm's settings (`npm test` passes its own on to its scripts).
  const env = { ...process.env };
  for (const key of Object.keys(env)) if (/^npm_/i.test(key)) delete env[key];
  Object.assign(env, {
    NODE_OPTIONS: `--require ${preload}`,
    npm_config_registry: registryUrl(),
    npm_config_cache: path.join(dir, '.npm-cache'),
    npm_config_userconfig: path.join(dir, '.npmrc-user'),
    // A refused download is tried again after 10 s and a minute: once is enough here.
    npm_config_fetch_retries: '0',
  });
  try {
    const { stdout, stderr } = await promisify(execFile)(path.join(dir, 'npm'), ['--version'], {
      env,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

const forgedIntegrity = () => `sha512-${createHash('sha512').update(tarball).digest('base64')}`;
const installed = (dir: string) => existsSync(path.join(dir, '.node', 'bin', 'node'));

describe('./npm installing Node', () => {
  it('refuses a download that does not match the pinned integrity, and installs nothing', async () => {
    const dir = checkout('tampered');
    const run = await runNpm(dir);
    expect(served).toContain(`/${platform}/-/${platform}-${version}.tgz`);
    expect(run.code).not.toBe(0);
    expect(run.output).toContain('EINTEGRITY');
    expect(run.output).not.toContain('forged node');
    expect(installed(dir)).toBe(false);
    expect(existsSync(path.join(dir, '.node', 'node_modules', platform))).toBe(false);
  });

  it('installs, and runs npm on, the package whose integrity is pinned (here the forged one)', async () => {
    const dir = checkout('pinned', (copy) => {
      copy.packages[`node_modules/${platform}`]!.integrity = forgedIntegrity();
    });
    const run = await runNpm(dir);
    expect(run.code).toBe(0);
    expect(installed(dir)).toBe(true);
    // npm's own script starts on .node/bin/node.
    expect(run.output).toMatch(/forged node .*npm.* --version/);
  });

  it('replaces a Node that an older ./npm installed unchecked (no lockfile in .node/)', async () => {
    const dir = checkout('unchecked', (copy) => {
      copy.packages[`node_modules/${platform}`]!.integrity = forgedIntegrity();
    });
    mkdirSync(path.join(dir, '.node', 'bin'), { recursive: true });
    writeFileSync(path.join(dir, '.node', 'bin', 'node'), `#!/bin/sh\necho v${version}\n`);
    chmodSync(path.join(dir, '.node', 'bin', 'node'), 0o755);
    const run = await runNpm(dir);
    expect(run.code).toBe(0);
    expect(existsSync(path.join(dir, '.node', 'package-lock.json'))).toBe(true);
    expect(run.output).toMatch(/forged node .*npm.* --version/);
  });

  it('stops, before any download, on a platform with no pinned package, saying how to get Node', async () => {
    const dir = checkout('elsewhere');
    const before = served.length;
    const run = await runNpm(dir, 'darwin-arm64');
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      './npm has no Node package pinned for darwin-arm64 (scripts/node-runtime/)',
    );
    expect(run.output).toContain(`Install Node ${version} by hand (https://nodejs.org/en/download`);
    expect(run.output).toContain('use npm and npx in place of ./npm and ./npx');
    expect(served.length).toBe(before);
    expect(existsSync(path.join(dir, '.node'))).toBe(false);
  });

  it('stops when the pin is of another release than .nvmrc', async () => {
    const dir = checkout('behind', (copy) => {
      copy.packages[`node_modules/${platform}`]!.version = '24.0.0';
    });
    const run = await runNpm(dir);
    expect(run.code).toBe(1);
    expect(run.output).toContain(
      `.nvmrc asks for Node ${version}, scripts/node-runtime pins 24.0.0`,
    );
    expect(existsSync(path.join(dir, '.node'))).toBe(false);
  });
});
