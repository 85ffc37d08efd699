/**
 * Attribution of a lead (docs/contracts.md, Leads into the CRM): the `utm_*` values of the URL
 * the visit landed on, kept for the visit in sessionStorage (the first landing wins), and the
 * page the form was sent from. Pure and free of zod: the site layout's tiny leaf
 * (components/site/landing-attribution.tsx) and the lead form use it; the server checks the
 * same limits in `leadSubmissionSchema`.
 */

/** The attribution parameters, as named in the lead (`utm.source` comes from `utm_source`). */
export const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

export type UtmKey = (typeof UTM_KEYS)[number];

/** A lead's attribution: only the parameters the landing URL had. */
export type LeadUtm = Partial<Record<UtmKey, string>>;

export const attributionLimits = { utm: 100, page: 200 } as const;

/** The sessionStorage entry that holds the landing's attribution for the visit. */
export const LANDING_STORAGE_KEY = 'landingUtm';

/** The `utm_*` parameters of a query string, trimmed and cut to the limit; empty ones left out. */
export function utmFromSearch(search: string): LeadUtm {
  const params = new URLSearchParams(search);
  const utm: LeadUtm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim().slice(0, attributionLimits.utm);
    if (value) utm[key] = value;
  }
  return utm;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Keeps the attribution of the visit's landing: the first page of the visit records its `utm_*`
 * (none is recorded as none), later pages of the same visit change nothing.
 */
export function rememberLanding(storage: SessionStore, search: string): void {
  try {
    if (storage.getItem(LANDING_STORAGE_KEY) !== null) return;
    storage.setItem(LANDING_STORAGE_KEY, JSON.stringify(utmFromSearch(search)));
  } catch {
    // Storage refused (privacy settings, full): the lead simply goes without attribution.
  }
}

/** The landing's attribution kept for this visit, or none. */
export function landingUtm(storage: Pick<Storage, 'getItem'>): LeadUtm | undefined {
  let stored: unknown;
  try {
    stored = JSON.parse(storage.getItem(LANDING_STORAGE_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof stored !== 'object' || stored === null) return undefined;
  const utm: LeadUtm = {};
  for (const key of UTM_KEYS) {
    const value = (stored as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) {
      utm[key] = value.trim().slice(0, attributionLimits.utm);
    }
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** The page a form is sent from as the server takes it: one leading `/`, at most 200 characters. */
export const pageOf = (pathname: string) =>
  `/${pathname.replace(/^[/\\]+/, '')}`.slice(0, attributionLimits.page);
