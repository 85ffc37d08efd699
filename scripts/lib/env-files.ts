import path from 'node:path';
import dotenv from 'dotenv';

/** Later files override earlier ones: `.env.example`'s working defaults, then `.env`, `.env.local`. */
const stackEnvFiles = ['.env.example', '.env', '.env.local'];

/** What the local stack's files say, merged (files that do not exist are skipped). */
export function readStackEnvFiles(root: string): Record<string, string> {
  const merged: Record<string, string> = {};
  dotenv.config({
    path: stackEnvFiles.map((file) => path.join(root, file)),
    processEnv: merged,
    override: true,
    quiet: true,
  });
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
