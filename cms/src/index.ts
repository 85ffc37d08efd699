import type { Core } from '@strapi/strapi';
import { seedBlog, seedLocalAdmin } from './bootstrap/seed';
import { localSettingsInProduction } from './bootstrap/deployment-checks';
import { restrictPublicAccess } from './bootstrap/permissions';
import { ensureSiteReadToken } from './bootstrap/read-token';
import { registerRevalidationWebhook } from './bootstrap/webhook';

export default {
  /** A hosted Strapi refuses to start with local-only settings, naming each one. */
  register() {
    const problems = localSettingsInProduction(process.env);
    if (problems.length > 0) {
      throw new Error(`Invalid configuration for production:\n  - ${problems.join('\n  - ')}`);
    }
  },

  /** Runs on every start; each step only changes what is missing or outdated. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await restrictPublicAccess(strapi);
    await ensureSiteReadToken(strapi);
    await seedBlog(strapi);
    await seedLocalAdmin(strapi);
    // Last, so that the seed's own changes are not sent to a site that is not listening yet.
    await registerRevalidationWebhook(strapi);
  },
};
