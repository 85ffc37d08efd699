import type { Core } from '@strapi/strapi';
import { seedBlog, seedLocalAdmin } from './bootstrap/seed';
import { allowPublicReading } from './bootstrap/permissions';
import { ensureSiteReadToken } from './bootstrap/read-token';
import { registerRevalidationWebhook } from './bootstrap/webhook';

export default {
  register() {},

  /** Runs on every start; each step only changes what is missing or outdated. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await allowPublicReading(strapi);
    await ensureSiteReadToken(strapi);
    await seedBlog(strapi);
    await seedLocalAdmin(strapi);
    // Last, so that the seed's own changes are not sent to a site that is not listening yet.
    await registerRevalidationWebhook(strapi);
  },
};
