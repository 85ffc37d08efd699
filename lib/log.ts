import 'server-only';
import { env } from './env';

const levels = ['debug', 'info', 'warn', 'error'] as const;
type Level = (typeof levels)[number];

const threshold = levels.indexOf(env.LOG_LEVEL);

function write(level: Level, scope: string, message: string, detail?: unknown) {
  if (levels.indexOf(level) < threshold) return;
  const line = `[${scope}] ${message}`;
  const args = detail === undefined ? [line] : [line, detail];
  console[level](...args);
}

/** Server-side logs, filtered by LOG_LEVEL. */
export const log = {
  debug: (scope: string, message: string, detail?: unknown) =>
    write('debug', scope, message, detail),
  info: (scope: string, message: string, detail?: unknown) => write('info', scope, message, detail),
  warn: (scope: string, message: string, detail?: unknown) => write('warn', scope, message, detail),
  error: (scope: string, message: string, detail?: unknown) =>
    write('error', scope, message, detail),
};
