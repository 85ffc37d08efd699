/** Every example secret in the site's `.env.example` starts with this. */
const EXAMPLE_SECRET_PREFIX = 'local-only-';
const SECRETS = ['REVALIDATE_SECRET', 'CMS_READ_TOKEN', 'PREVIEW_SECRET'] as const;
const LOCAL_ADMIN = ['CMS_LOCAL_ADMIN_EMAIL', 'CMS_LOCAL_ADMIN_PASSWORD'] as const;

/**
 * What a hosted Strapi must not start with: the local administrator seed (a known login on a
 * fresh database) and the example secrets; and what it must start with: its public HTTPS
 * address and trust in the load balancer in front. The local stack (LOCAL_STACK=true) and `strapi
 * develop` may use them. Returns one line per problem, naming the variable.
 */
export function localSettingsInProduction(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production' || env.LOCAL_STACK === 'true') return [];
  const problems: string[] = [];
  for (const name of LOCAL_ADMIN) {
    if (env[name])
      problems.push(`${name}: the local administrator seed must not be set outside development`);
  }
  for (const name of SECRETS) {
    if (env[name]?.startsWith(EXAMPLE_SECRET_PREFIX)) {
      problems.push(`${name}: is the example value from .env.example: set a long random secret`);
    }
  }
  // Behind the HTTPS load balancer the admin's Secure session cookie needs both (config/server.ts).
  if (!/^https:\/\/[^/]/.test(env.PUBLIC_URL ?? '')) {
    problems.push("PUBLIC_URL: set Strapi's public https:// address (the load balancer's)");
  }
  if (env.IS_PROXIED !== 'true') {
    problems.push('IS_PROXIED: set true, Strapi runs behind the HTTPS load balancer');
  }
  return problems;
}
