import { factories } from '@strapi/strapi';

const uid = 'api::blog.blog';
const publishedOnly = { published: { $eq: true } };

/**
 * Only a server-side API token (the site's CMS_READ_TOKEN) reads posts whose `published` is
 * false; the public role, and anything else, sees published posts only, whatever it asks for.
 */
const readsUnpublished = (ctx: { state: { auth?: { strategy?: { name?: string } } } }) =>
  ctx.state.auth?.strategy?.name === 'content-api-token';

export default factories.createCoreController(uid, ({ strapi }) => ({
  async find(ctx) {
    if (!readsUnpublished(ctx)) {
      const { filters } = ctx.query;
      // The caller's own filters still apply, but only within the published posts.
      ctx.query = {
        ...ctx.query,
        filters: filters ? { $and: [filters, publishedOnly] } : publishedOnly,
      };
    }
    return super.find(ctx);
  },

  async findOne(ctx) {
    if (!readsUnpublished(ctx)) {
      const visible = await strapi
        .documents(uid)
        .count({ filters: { documentId: { $eq: ctx.params.id }, ...publishedOnly } });
      if (visible === 0) return ctx.notFound();
    }
    return super.findOne(ctx);
  },
}));
