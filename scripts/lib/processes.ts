import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { createInterface } from 'node:readline';

const colours = [36, 35, 33, 32, 34, 31];
const paint = (code: number, text: string) =>
  process.stdout.isTTY ? `\x1b[${code}m${text}\x1b[0m` : text;
export const bold = (text: string) => paint(1, text);
export const dim = (text: string) => paint(2, text);

/** True when something accepts connections on host:port. */
export function isListening(host: string, port: number, timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result: boolean) => {
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** A port nothing listens on (the system picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export async function httpAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000), redirect: 'manual' });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

export class StackError extends Error {
  override name = 'StackError';
}

export interface ProcessSpec {
  /** Short label for the output prefix, e.g. "auth". */
  label: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  cwd?: string;
  /** Drops the output (a test's emulator logs every refused request with a stack trace). */
  quiet?: boolean;
}

/**
 * Child processes of the stack. Each runs in its own process group so that stopping it also
 * stops what it started (gcloud's Java emulator, Next's workers); output lines are prefixed.
 */
export class ProcessGroup {
  private readonly children = new Set<ChildProcess>();
  private stopping = false;
  private colourIndex = 0;

  constructor(private readonly onUnexpectedExit: (label: string, code: number | null) => void) {}

  /** Starts a long-running piece; its exit before `stopAll` is reported as unexpected. */
  start(spec: ProcessSpec): ChildProcess {
    const child = this.spawn(spec);
    child.once('exit', (code) => {
      if (!this.stopping) this.onUnexpectedExit(spec.label, code);
    });
    return child;
  }

  /** Runs a command to completion (e.g. `next build`), failing on a non-zero exit. */
  async run(spec: ProcessSpec): Promise<void> {
    const child = this.spawn(spec);
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    if (code !== 0 && !this.stopping) {
      throw new StackError(`${spec.label} failed with exit code ${code}`);
    }
  }

  private spawn(spec: ProcessSpec): ChildProcess {
    const colour = colours[this.colourIndex++ % colours.length] ?? 36;
    const prefix = paint(colour, `[${spec.label}]`.padEnd(12));
    const child = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env as NodeJS.ProcessEnv,
      detached: true,
      stdio: spec.quiet ? 'ignore' : ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      if (!stream) continue;
      createInterface({ input: stream }).on('line', (line) => {
        if (line.trim()) process.stdout.write(`${prefix} ${line}\n`);
      });
    }
    // A command that cannot start at all (not installed) ends like one that failed.
    child.once('error', (error) => {
      process.stdout.write(`${prefix} ${error.message}\n`);
      child.emit('exit', 127, null);
    });
    this.children.add(child);
    child.once('exit', () => this.children.delete(child));
    return child;
  }

  /** Stops every child: SIGTERM to its group, SIGKILL after a grace period. */
  async stopAll(graceMs = 5000): Promise<void> {
    this.stopping = true;
    const exits = [...this.children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          signalGroup(child, 'SIGTERM');
          setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs).unref();
        }),
    );
    await Promise.all(exits);
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Polls `probe` until it answers true, or fails after `timeoutMs`. */
export async function waitFor(
  what: string,
  probe: () => Promise<boolean>,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new StackError(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s`);
}
