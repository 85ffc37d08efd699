/**
 * Behind an HTTPS load balancer (production), Strapi sees plain HTTP: IS_PROXIED=true makes it
 * trust the balancer's X-Forwarded-Proto/-For, and PUBLIC_URL is the address people open
 * (https://cms.example.cl), so the admin's session cookie can be `Secure` (config/admin.ts).
 */
export default ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  proxy: { koa: env.bool('IS_PROXIED', false) },
  app: {
    keys: env.array('APP_KEYS'),
  },
});
