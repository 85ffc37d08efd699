import { describe, expect, it } from 'vitest';
import { localSettingsInProduction } from './deployment-checks';

const hosted = {
  NODE_ENV: 'production',
  REVALIDATE_SECRET: 'r4nd0m-8f3a9c2e71d04b6a95e1c7f0d2b8a641',
  CMS_READ_TOKEN: 'r4nd0m-token-0f9e8d7c6b5a49382716f5e4d3c2b1a0',
  PREVIEW_SECRET: 'r4nd0m-preview-1a2b3c4d5e6f708192a3b4c5d6e7f80',
  PUBLIC_URL: 'https://cms.andinadigital.cl',
  IS_PROXIED: 'true',
};

describe('localSettingsInProduction', () => {
  it('accepts a hosted configuration', () => {
    expect(localSettingsInProduction(hosted)).toEqual([]);
  });

  it('refuses the local administrator seed and example secrets, naming each variable', () => {
    expect(
      localSettingsInProduction({
        ...hosted,
        CMS_LOCAL_ADMIN_EMAIL: 'admin@andina.test',
        CMS_LOCAL_ADMIN_PASSWORD: 'AndinaLocal2025',
        REVALIDATE_SECRET: 'local-only-revalidate-secret-do-not-deploy',
        CMS_READ_TOKEN: 'local-only-cms-read-token-do-not-deploy',
        PREVIEW_SECRET: 'local-only-preview-secret-do-not-deploy',
      }),
    ).toEqual([
      'CMS_LOCAL_ADMIN_EMAIL: the local administrator seed must not be set outside development',
      'CMS_LOCAL_ADMIN_PASSWORD: the local administrator seed must not be set outside development',
      'REVALIDATE_SECRET: is the example value from .env.example: set a long random secret',
      'CMS_READ_TOKEN: is the example value from .env.example: set a long random secret',
      'PREVIEW_SECRET: is the example value from .env.example: set a long random secret',
    ]);
  });

  it('needs the public https address and trust in the load balancer', () => {
    expect(
      localSettingsInProduction({ ...hosted, PUBLIC_URL: 'http://cms.andinadigital.cl', IS_PROXIED: undefined }),
    ).toEqual([
      "PUBLIC_URL: set Strapi's public https:// address (the load balancer's)",
      'IS_PROXIED: set true, Strapi runs behind the HTTPS load balancer',
    ]);
    expect(localSettingsInProduction({ ...hosted, PUBLIC_URL: undefined })).toHaveLength(1);
  });

  it('lets development and the local stack use them', () => {
    const local = { ...hosted, CMS_LOCAL_ADMIN_EMAIL: 'admin@andina.test' };
    expect(localSettingsInProduction({ ...local, NODE_ENV: 'development' })).toEqual([]);
    expect(localSettingsInProduction({ ...local, LOCAL_STACK: 'true' })).toEqual([]);
  });
});
