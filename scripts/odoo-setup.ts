/**
 * Prepares the company's Odoo for the site (docs/deploy.md, Speed to lead): creates the
 * acknowledgement template of ODOO_ACK_TEMPLATE, in Spanish, if it is missing; checks that the
 * ODOO_TEAM sales team and the `Sitio web` tag exist and that the site's bot user has the rights
 * it needs; prints what it did and what is missing. It changes nothing that exists, so it can be
 * run again at any time. npm run odoo:setup [-- --production]: with the local stack's settings
 * by default, the process environment alone with `--production` (scripts/lib/operator-target.ts).
 * Exits 1 when something is missing.
 */
import { parseArgs } from 'node:util';
import { enterOperatorTarget, productionOption } from './lib/operator-target';

async function main() {
  const { values } = parseArgs({ options: { ...productionOption } });
  enterOperatorTarget(values.production);
  const { env } = await import('../lib/env');
  const { odooConfig, prepareOdoo } = await import('../lib/odoo');
  const { describeSalesHours } = await import('../lib/sales-hours/client');
  const { ACKNOWLEDGEMENT_TEMPLATE_NAME, acknowledgementTemplate } =
    await import('../content/acknowledgement');
  const config = odooConfig();
  if (!config) throw new Error('ODOO_URL está vacío: no hay Odoo que preparar');
  const name = env.ODOO_ACK_TEMPLATE;
  if (name && name !== ACKNOWLEDGEMENT_TEMPLATE_NAME) {
    console.log(
      `ODOO_ACK_TEMPLATE es "${name}" (el nombre sugerido es "${ACKNOWLEDGEMENT_TEMPLATE_NAME}")`,
    );
  }
  const template =
    name &&
    acknowledgementTemplate({
      salesHours: describeSalesHours(env.SALES_HOURS),
      bookingUrl: env.NEXT_PUBLIC_BOOKING_URL,
      privacyUrl: new URL('/privacidad', env.NEXT_PUBLIC_SITE_URL).toString(),
    });
  const findings = await prepareOdoo(config, {
    team: env.ODOO_TEAM,
    template: name && template ? { name, ...template } : undefined,
  });
  for (const finding of findings) console.log(`${finding.ok ? '✓' : '✗'} ${finding.text}`);
  if (findings.some((finding) => !finding.ok)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
