import type { Core } from '@strapi/strapi';

const blogUid = 'api::blog.blog';
const publicActions = [`${blogUid}.find`, `${blogUid}.findOne`];

/** The public role may read posts (find, findOne) and do nothing else with them. */
export async function allowPublicReading(strapi: Core.Strapi) {
  const role = await strapi.db
    .query('plugin::users-permissions.role')
    .findOne({ where: { type: 'public' } });
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  const granted = await permissions.findMany({
    where: { role: role.id, action: { $startsWith: `${blogUid}.` } },
  });
  for (const permission of granted) {
    if (!publicActions.includes(permission.action)) {
      await permissions.delete({ where: { id: permission.id } });
    }
  }
  for (const action of publicActions) {
    if (!granted.some((permission) => permission.action === action)) {
      await permissions.create({ data: { action, role: role.id } });
    }
  }
}
