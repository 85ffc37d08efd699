/**
 * The form's country is free text (usually a Spanish name, sometimes English or a code); Odoo
 * wants the `res.country` whose `code` is its ISO 3166-1 alpha-2 code. ICU's region names (in
 * Node's full ICU) give every spelling we need without a table of our own to keep up to date.
 */

/** Region codes ICU names that are not countries in ISO 3166-1 (or in Odoo's `res.country`). */
const NOT_COUNTRIES = new Set([
  'AC', // Ascension Island (part of SH)
  'CP', // Clipperton Island
  'CQ', // Sark
  'DG', // Diego Garcia
  'EA', // Ceuta and Melilla
  'EU', // European Union
  'EZ', // Eurozone
  'IC', // Canary Islands
  'QO', // Outlying Oceania
  'TA', // Tristan da Cunha
  'UN', // United Nations
  'XA', // pseudo-locales
  'XB',
  'ZZ', // unknown region
]);

/** Common spellings ICU does not give (already normalized, see `normalize`). */
const ALIASES: Readonly<Record<string, string>> = {
  eeuu: 'US',
  'ee uu': 'US',
  usa: 'US',
  'estados unidos de america': 'US',
  'united states of america': 'US',
  uk: 'GB',
};

/** Case, accents and punctuation left out: "Perú", "PERU" and "peru." are one name. */
function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

let names: Map<string, string> | undefined;

/** Every name, short name and code of every country, in Spanish and English → its code. */
function countryNames(): Map<string, string> {
  if (names) return names;
  const displays = ['es', 'en'].flatMap((locale) =>
    (['long', 'short'] as const).map(
      (style) => new Intl.DisplayNames([locale], { type: 'region', style, fallback: 'none' }),
    ),
  );
  names = new Map();
  for (let first = 65; first <= 90; first++) {
    for (let second = 65; second <= 90; second++) {
      const code = String.fromCharCode(first, second);
      if (NOT_COUNTRIES.has(code) || !displays[0]?.of(code)) continue;
      // Withdrawn codes (UK, YU, ZR…) are aliases ICU resolves to today's code: not countries.
      if (Intl.getCanonicalLocales(`und-${code}`)[0] !== `und-${code}`) continue;
      for (const name of [code, ...displays.map((display) => display.of(code))]) {
        const key = name && normalize(name);
        if (key && !names.has(key)) names.set(key, code);
      }
    }
  }
  for (const [alias, code] of Object.entries(ALIASES)) names.set(alias, code);
  return names;
}

/**
 * The ISO 3166-1 alpha-2 code of a country as a visitor wrote it ("Chile", "Perú", "Estados
 * Unidos", "Spain", "mx"), or undefined when it is not one we can tell.
 */
export function countryCode(name: string): string | undefined {
  const key = normalize(name);
  return key ? countryNames().get(key) : undefined;
}
