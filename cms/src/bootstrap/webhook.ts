import type { Core } from '@strapi/strapi';

const name = 'Sitio: revalidación del blog';
// Draft-and-publish is off: publishing is the `published` field, so updates cover it.
const events = ['entry.create', 'entry.update', 'entry.delete', 'media.update', 'media.delete'];

/**
 * Tells the site about every change of content: a webhook to its /api/revalidate with the
 * shared secret, created on the first start and kept in line with the configuration after.
 */
export async function registerRevalidationWebhook(strapi: Core.Strapi) {
  const url = process.env.REVALIDATE_URL;
  const secret = process.env.REVALIDATE_SECRET;
  if (!url || !secret) {
    strapi.log.warn(
      'REVALIDATE_URL or REVALIDATE_SECRET is not set: the site will not be told about changes.',
    );
    return;
  }
  const store = strapi.get('webhookStore');
  const runner = strapi.get('webhookRunner');
  const webhook = {
    name,
    url,
    headers: { Authorization: `Bearer ${secret}` },
    events,
    isEnabled: true,
  };
  const existing = (await store.findWebhooks()).find((candidate) => candidate.name === name);
  if (existing) runner.update(await store.updateWebhook(existing.id, webhook));
  else runner.add(await store.createWebhook(webhook));
  strapi.log.info(`Revalidation webhook → ${url}`);
}
