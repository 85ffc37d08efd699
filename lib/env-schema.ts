import { z } from 'zod';

/** dotenv files turn `VAR=` into an empty string: treat it as not set. */
const blankAsMissing = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const hostPort = z
  .string()
  .regex(/^[\w.-]+:\d{2,5}$/, 'must be host:port, for example 127.0.0.1:9099');

/** Every variable the product reads, with its rule. `.env.example` documents each one. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  NEXT_PUBLIC_SITE_URL: z.preprocess(blankAsMissing, httpUrl),
  NEXT_PUBLIC_BOOKING_URL: z.preprocess(blankAsMissing, httpUrl),
  NEXT_PUBLIC_INTEGRATION_PLATFORM_URL: z.preprocess(blankAsMissing, httpUrl),
  FIREBASE_PROJECT_ID: z.preprocess(
    blankAsMissing,
    z.string().regex(/^[a-z0-9-]{4,40}$/, 'must be a Firebase project id'),
  ),
  FIRESTORE_DATABASE_ID: z.preprocess(
    blankAsMissing,
    z.string().regex(/^[a-z0-9-()]{1,63}$/, 'must be a Firestore database id'),
  ),
  FIREBASE_AUTH_EMULATOR_HOST: z.preprocess(blankAsMissing, hostPort.optional()),
  FIRESTORE_EMULATOR_HOST: z.preprocess(blankAsMissing, hostPort.optional()),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Parses the environment once; a missing or malformed variable stops start-up with a
 * message that names it.
 */
export function readEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    const missing = blankAsMissing(source[name]) === undefined;
    return `  - ${name}: ${missing ? 'is missing' : issue.message}`;
  });
  throw new ConfigError(`Invalid configuration (see .env.example):\n${lines.join('\n')}`);
}
