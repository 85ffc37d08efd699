import type { Core } from '@strapi/strapi';
import { blogUid } from '../preview';


/**
 * What each role of the users-permissions plugin may do through the content API. The site only
 * reads published posts as the public role; it has no end-user accounts, so the plugin's
 * sign-up, sign-in, password-reset, e-mail-confirmation and provider routes, which Strapi opens
 * to the public role by default, are closed, and a signed-in end user (none should exist) may do
 * nothing either.
 */
const roleActions: Record<'public' | 'authenticated', readonly string[]> = {
  public: [`${blogUid}.find`, `${blogUid}.findOne`],
  authenticated: [],
};

/**
 * Makes each role's permissions exactly `roleActions` on every start (removing what Strapi or
 * an administrator granted beyond them), and turns the plugin's own sign-up switch off.
 */
export async function restrictPublicAccess(strapi: Core.Strapi) {
  const roles = strapi.db.query('plugin::users-permissions.role');
  const permissions = strapi.db.query('plugin::users-permissions.permission');
  for (const [type, allowed] of Object.entries(roleActions)) {
    const role = await roles.findOne({ where: { type } });
    if (!role) continue;
    const granted: { id: number; action: string }[] = await permissions.findMany({
      where: { role: role.id },
    });
    for (const permission of granted) {
      if (!allowed.includes(permission.action)) {
        await permissions.delete({ where: { id: permission.id } });
      }
    }
    for (const action of allowed) {
      if (!granted.some((permission) => permission.action === action)) {
        await permissions.create({ data: { action, role: role.id } });
      }
    }
  }
  const advanced = strapi.store({ type: 'plugin', name: 'users-permissions', key: 'advanced' });
  const settings = ((await advanced.get()) ?? {}) as Record<string, unknown>;
  if (settings.allow_register !== false) {
    await advanced.set({ value: { ...settings, allow_register: false } });
  }
}
