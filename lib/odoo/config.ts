import 'server-only';
import { env } from '@/lib/env';
import type { OdooConfig } from './types';

/**
 * The Odoo destination from the environment (ODOO_*, see .env.example), or null when ODOO_URL
 * is empty: leads then have no Odoo destination. The environment's rules already made sure that
 * a set ODOO_URL comes with its key (and login and database for JSON-RPC).
 */
export function odooConfig(): OdooConfig | null {
  if (!env.ODOO_URL) return null;
  return {
    url: env.ODOO_URL.replace(/\/+$/, ''),
    database: env.ODOO_DATABASE,
    apiKey: env.ODOO_API_KEY ?? '',
    api: env.ODOO_API,
    login: env.ODOO_LOGIN,
    timeoutMs: env.ODOO_TIMEOUT_MS,
    team: env.ODOO_TEAM,
  };
}
