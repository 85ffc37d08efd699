import type { Core } from '@strapi/strapi';

const name = 'Sitio: lectura del blog';
const description =
  'El servidor del sitio lee las entradas, publicadas o no, con este token (CMS_READ_TOKEN).';
const permissions = ['api::blog.blog.find', 'api::blog.blog.findOne'];

interface ContentApiToken {
  id: number;
  name: string;
  type: string;
  permissions?: string[];
}

/**
 * The site's server-side token: custom, read-only, blog only, whose key is CMS_READ_TOKEN (the
 * same value the site sends). Created on the first start where the variable is set, replaced
 * when the key or its permissions differ, removed when the variable is no longer set.
 */
export async function ensureSiteReadToken(strapi: Core.Strapi) {
  const accessKey = process.env.CMS_READ_TOKEN?.trim();
  const tokens = strapi.service('admin::api-token-content-api');
  const hash: string | undefined = accessKey ? tokens.hash(accessKey) : undefined;
  const current: ContentApiToken | null = hash ? await tokens.getByAccessKey(hash) : null;
  const upToDate =
    current?.name === name &&
    current.type === 'custom' &&
    [...(current.permissions ?? [])].sort().join() === [...permissions].sort().join();
  if (upToDate) return;

  const stale: ContentApiToken | null = await tokens.getByName(name);
  for (const token of [stale, current]) if (token) await tokens.revoke(token.id);
  if (!accessKey) {
    if (stale) strapi.log.info(`Removed the API token "${name}" (CMS_READ_TOKEN is not set).`);
    return;
  }
  const created: ContentApiToken = await tokens.create({
    name,
    description,
    type: 'custom',
    permissions,
    lifespan: null,
  });
  // Strapi draws a random key; the token must open with the configured one instead.
  await strapi.db.query('admin::api-token').update({
    where: { id: created.id },
    data: { accessKey: hash, encryptedKey: strapi.service('admin::encryption').encrypt(accessKey) },
  });
  strapi.log.info(`API token "${name}" set from CMS_READ_TOKEN.`);
}
