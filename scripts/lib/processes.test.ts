import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePort, isListening, ProcessGroup, waitFor } from './processes';

let group = new ProcessGroup(() => {});
beforeEach(() => {
  group = new ProcessGroup(() => {});
});
afterEach(() => group.stopAll(1000));

/** Whether a process with this id still runs (a zombie left for init to reap does not). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('ProcessGroup', () => {
  it("gives a child exactly its spec's environment, none of the parent's", async () => {
    vi.stubEnv('npm_config_prefix', '/elsewhere');
    const started = group.start({
      label: 'env',
      command: '/usr/bin/env',
      args: [],
      env: { ONLY: 'this' },
      quiet: true,
    });
    let output = '';
    started.stdout.subscribe((chunk) => (output += chunk.toString()));
    expect(await started.exited).toBe(0);
    expect(output.trim().split('\n')).toEqual(['ONLY=this']);
    vi.unstubAllEnvs();
  });

  it('fails a run that exits non-zero, and one whose command does not exist', async () => {
    const spec = { label: 'fails', args: ['-c', 'exit 3'], env: {}, quiet: true };
    await expect(group.run({ ...spec, command: 'sh' })).rejects.toThrow(
      'fails failed with exit code 3',
    );
    await expect(group.run({ ...spec, command: '/nonexistent/command' })).rejects.toThrow(
      'exit code 127',
    );
  });

  it('reports a piece that exits by itself', async () => {
    const exits: [string, number | string][] = [];
    const watched = new ProcessGroup((label, code) => exits.push([label, code]));
    await watched.start({ label: 'short', command: 'sh', args: ['-c', 'exit 4'], env: {} }).exited;
    await vi.waitFor(() => expect(exits).toEqual([['short', 4]]));
  });

  it('stops what a child started too (its process group), leaving no orphan', async () => {
    const started = group.start({
      label: 'parent',
      command: 'sh',
      args: ['-c', 'sleep 30 >/dev/null 2>&1 & echo $!; wait'],
      env: { PATH: process.env.PATH ?? '' },
      quiet: true,
    });
    let output = '';
    started.stdout.subscribe((chunk) => (output += chunk.toString()));
    await vi.waitFor(() => expect(output).toMatch(/^\d+\n/));
    const grandchild = Number(output.trim());
    expect(alive(grandchild)).toBe(true);
    await group.stopAll(1000);
    await vi.waitFor(() => expect(alive(grandchild)).toBe(false));
  });
});

describe('waitFor', () => {
  it('waits for a port to open, and to close again', async () => {
    const port = await freePort();
    const server = net.createServer();
    setTimeout(() => server.listen(port, '127.0.0.1'), 300);
    await waitFor('the server', `tcp:127.0.0.1:${port}`, 5000);
    expect(await isListening('127.0.0.1', port)).toBe(true);
    server.close();
    await waitFor('the port to be free', `tcp:127.0.0.1:${port}`, 5000, { reverse: true });
  });

  it('fails after the timeout, naming what it waited for', async () => {
    const port = await freePort();
    await expect(waitFor('strapi', `http-get://127.0.0.1:${port}/_health`, 600)).rejects.toThrow(
      'strapi did not become ready within 1 s',
    );
  });
});
