import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Parses the KEY=value lines of a dotenv file (comments and blank lines skipped, quotes removed). */
export function parseDotenv(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    const [, key = '', rawValue = ''] = match;
    values[key] = rawValue.replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/** The local stack's files: `.env.example`'s working defaults, overridden by `.env`, `.env.local`. */
export function readStackEnvFiles(root: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const file of ['.env.example', '.env', '.env.local']) {
    const full = path.join(root, file);
    if (existsSync(full)) Object.assign(merged, parseDotenv(readFileSync(full, 'utf8')));
  }
  return merged;
}

/**
 * The local stack's configuration: `.env.example` gives the working defaults, `.env` and
 * `.env.local` override them, and the process environment overrides everything.
 */
export function loadStackEnv(root: string): Record<string, string> {
  const merged = readStackEnvFiles(root);
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined) merged[key] = value;
  }
  return merged;
}
