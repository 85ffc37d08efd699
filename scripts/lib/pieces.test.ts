import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { strapi } from './pieces';

const root = '/repo';
const env = {
  PORT: '3100',
  STRAPI_URL: 'http://127.0.0.1:1437',
  STRAPI_DATABASE_FILENAME: '.tmp/e2e-1437.db',
  REVALIDATE_SECRET: 'local-only-revalidate-secret-0000',
  NEXT_PUBLIC_SITE_URL: 'http://localhost:3100',
  PREVIEW_SECRET: 'local-only-preview-secret-0000',
  CMS_LOCAL_ADMIN_EMAIL: 'admin@andina.test',
  CMS_LOCAL_ADMIN_PASSWORD: 'AndinaLocal2025',
  npm_config_local_prefix: '/repo',
  npm_package_json: '/repo/package.json',
};

describe('strapi piece', () => {
  it('listens where STRAPI_URL says and tells Strapi about the site', () => {
    const piece = strapi(root, env, 'preview');
    expect(piece).toMatchObject({ host: '127.0.0.1', port: 1437, url: 'http://127.0.0.1:1437' });
    // Ready once its health check answers (wait-on's notation for a GET).
    expect(piece.readyWhen).toBe('http-get://127.0.0.1:1437/_health');
    expect(piece.process.cwd).toBe(path.join(root, 'cms'));
    expect(piece.process.args).toEqual(['start']);
    expect(piece.process.env).toMatchObject({
      HOST: '127.0.0.1',
      PORT: '1437',
      DATABASE_FILENAME: '.tmp/e2e-1437.db',
      REVALIDATE_URL: 'http://127.0.0.1:3100/api/revalidate',
      REVALIDATE_SECRET: 'local-only-revalidate-secret-0000',
      SITE_URL: 'http://localhost:3100',
      PREVIEW_SECRET: 'local-only-preview-secret-0000',
      STRAPI_TELEMETRY_DISABLED: 'true',
    });
  });

  it('runs headless for preview and tests, with its admin panel for dev', () => {
    expect(strapi(root, env, 'preview').process.env.SERVE_ADMIN_PANEL).toBe('false');
    const dev = strapi(root, env, 'dev');
    expect(dev.process.env.SERVE_ADMIN_PANEL).toBe('true');
    expect(dev.note).toContain('http://127.0.0.1:1437/admin');
    expect(dev.note).toContain('admin@andina.test');
  });

  it("hides the root project's npm settings, so a nested npm installs into cms/", () => {
    const keys = Object.keys(strapi(root, env, 'dev').process.env);
    expect(keys.filter((key) => key.startsWith('npm_'))).toEqual([]);
  });

  it('uses the default database file when none is configured', () => {
    const { STRAPI_DATABASE_FILENAME: _unset, ...rest } = env;
    expect(strapi(root, rest, 'dev').process.env.DATABASE_FILENAME).toBe('.tmp/data.db');
  });
});
