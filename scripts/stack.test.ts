import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');

/** Runs the stack script to its end and returns its exit code and output. */
function runStack(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['scripts/stack.ts', 'dev'], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

let blocker: net.Server | undefined;
afterEach(() => blocker?.close());

describe('local stack start-up checks', () => {
  it('refuses to start when a port is taken, naming the port and the piece', async () => {
    blocker = net.createServer();
    const port = await new Promise<number>((resolve) =>
      blocker!.listen(0, '127.0.0.1', () => resolve((blocker!.address() as net.AddressInfo).port)),
    );
    const { code, output } = await runStack({
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${port}`,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:19099',
      PORT: '13999',
    });
    expect(code).toBe(1);
    expect(output).toContain(`Port ${port} (firestore emulator) is already in use`);
    expect(output).not.toContain('Starting');
  }, 30_000);

  it('refuses to start with a missing variable, naming it', async () => {
    const { code, output } = await runStack({ NEXT_PUBLIC_BOOKING_URL: '' });
    expect(code).toBe(1);
    expect(output).toContain('NEXT_PUBLIC_BOOKING_URL: is missing');
  }, 30_000);
});
