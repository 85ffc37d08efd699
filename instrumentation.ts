/** Runs once when a server starts: bad configuration stops it with a message naming the variable. */
export async function register() {
  const { readEnv } = await import('./lib/env-schema');
  readEnv(process.env);
}
