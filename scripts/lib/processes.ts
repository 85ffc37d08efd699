import { spawn } from 'node:child_process';
import net from 'node:net';
import {
  createConcurrently,
  Logger,
  LogError,
  LogOutput,
  type CloseEvent,
  type Command,
} from 'concurrently';
import waitOn from 'wait-on';

const colours = ['cyan', 'magenta', 'yellow', 'green', 'blue', 'red'];
const paint = (code: number, text: string) =>
  process.stdout.isTTY ? `\x1b[${code}m${text}\x1b[0m` : text;
export const bold = (text: string) => paint(1, text);
export const dim = (text: string) => paint(2, text);

/**
 * What to wait for, in wait-on's notation: `tcp:HOST:PORT` (something accepts connections) or
 * `http-get://HOST:PORT/PATH` (`httpGet(url)`: a server answers there, whatever it says short of a 5xx).
 */
export type Resource = `tcp:${string}` | `http-get://${string}` | `https-get://${string}`;

/** A GET of `url` in wait-on's notation (its plain `http://` sends a HEAD). */
export const httpGet = (url: string | URL) =>
  String(url).replace(/^http(s?):/, 'http$1-get:') as Resource;

const waitOptions = {
  interval: 250,
  // One good answer is enough: a server that answered once is up.
  window: 0,
  // One probe at a time, given time to answer: `next dev` compiles a page on its first request.
  simultaneous: 1,
  tcpTimeout: 500,
  httpTimeout: 15_000,
  // A redirect or a 404 still shows the server is up; a 503 says a piece it needs is not.
  validateStatus: (status: number) => status < 500,
  followRedirect: false,
  proxy: false,
} as const;

/**
 * Waits until every resource answers (with `reverse`, until none does), or fails after
 * `timeoutMs` naming `what`. `validateStatus` replaces the "short of a 5xx" rule.
 */
export async function waitFor(
  what: string,
  resources: Resource | Resource[],
  timeoutMs: number,
  options: { reverse?: boolean; validateStatus?: (status: number) => boolean } = {},
): Promise<void> {
  try {
    await waitOn({ ...waitOptions, ...options, resources: [resources].flat(), timeout: timeoutMs });
  } catch {
    throw new StackError(`${what} did not become ready within ${Math.round(timeoutMs / 1000)} s`);
  }
}

/** True when the resource answers right now (within `timeoutMs`). */
export async function answers(resource: Resource, timeoutMs = 300): Promise<boolean> {
  try {
    await waitOn({ ...waitOptions, resources: [resource], timeout: timeoutMs });
    return true;
  } catch {
    return false;
  }
}

/** True when something accepts connections on host:port. */
export const isListening = (host: string, port: number) => answers(`tcp:${host}:${port}`);

/** A port nothing listens on (the system picks it). */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
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

/** A started process: its id, its output (unless quiet), its exit code (or signal) once ended. */
export interface Started {
  pid: number | undefined;
  stdout: Command['stdout'];
  exited: Promise<number | string>;
}

/**
 * Child processes of the stack, through concurrently (prefixed, coloured output lines). Each runs
 * without a shell, with exactly its spec's environment, in its own process group, so that
 * stopping it also stops what it started (gcloud's Java emulator, Next's workers).
 */
export class ProcessGroup {
  private readonly running = new Set<Command>();
  private stopping = false;
  private colourIndex = 0;

  constructor(private readonly onUnexpectedExit: (label: string, code: number | string) => void) {}

  /** Starts a long-running piece; its exit before `stopAll` is reported as unexpected. */
  start(spec: ProcessSpec): Started {
    const started = this.launch(spec);
    void started.exited.then((code) => {
      if (!this.stopping) this.onUnexpectedExit(spec.label, code);
    });
    return started;
  }

  /** Runs a command to completion (e.g. `next build`), failing on a non-zero exit. */
  async run(spec: ProcessSpec): Promise<void> {
    const code = await this.launch(spec).exited;
    if (code !== 0 && !this.stopping) {
      throw new StackError(`${spec.label} failed with exit code ${code}`);
    }
  }

  private launch(spec: ProcessSpec): Started {
    const logger = new Logger({ prefixFormat: '{name}', hide: spec.quiet ? [0] : [] });
    const {
      commands: [command],
      result,
    } = createConcurrently(
      [
        {
          command: [spec.command, ...spec.args].join(' '),
          name: `[${spec.label}]`.padEnd(12),
          prefixColor: colours[this.colourIndex++ % colours.length],
          cwd: spec.cwd,
        },
      ],
      {
        logger,
        outputStream: process.stdout,
        controllers: [new LogError({ logger }), new LogOutput({ logger })],
        // No shell in between, and not concurrently's environment (ours plus the parent's):
        // the spec's own, which may leave some of the parent's variables out on purpose.
        spawn: (_line, options) =>
          spawn(spec.command, spec.args, {
            ...options,
            env: spec.env as NodeJS.ProcessEnv,
            detached: true,
          }),
        kill: (pid, signal) => signalGroup(pid, (signal ?? 'SIGTERM') as NodeJS.Signals),
      },
    );
    if (!command) throw new Error(`concurrently started nothing for ${spec.label}`);
    this.running.add(command);
    const exitCode = (events: CloseEvent[]) => events[0]?.exitCode ?? 127;
    const exited = new Promise<number | string>((resolve) => {
      // Settled by the close event, whatever the code (a failure rejects it).
      result.then(exitCode, exitCode).then(resolve, () => {});
      // A command that cannot start at all (not installed) ends like one that failed.
      command.error.subscribe(() => resolve(127));
    }).finally(() => this.running.delete(command));
    return { pid: command.pid, stdout: command.stdout, exited };
  }

  /** Stops every child: SIGTERM to its group, SIGKILL after a grace period. */
  async stopAll(graceMs = 5000): Promise<void> {
    this.stopping = true;
    const exits = [...this.running].map(
      (command) =>
        new Promise<void>((resolve) => {
          if (command.state !== 'started') return resolve();
          command.close.subscribe(() => resolve());
          command.kill('SIGTERM');
          setTimeout(() => command.pid && signalGroup(command.pid, 'SIGKILL'), graceMs).unref();
        }),
    );
    await Promise.all(exits);
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
