import { OdooStandIn } from '../../e2e/odoo/odoo-stand-in';
import { withBenchFirestore } from './bench-firestore';

/**
 * Runs a lead benchmark against a stand-in Odoo answering after `rttMs` (on the instant `clock`
 * gives, if any) and its own Firestore emulator, with no lead service and no sales hook; both
 * stop afterwards, whatever happened.
 */
export async function withBenchOdoo(
  root: string,
  options: {
    firestorePort: number;
    rttMs: number;
    clock?: () => number;
    settings: Record<string, string>;
  },
  run: (odoo: OdooStandIn) => Promise<void>,
): Promise<void> {
  const odoo = new OdooStandIn({ port: 0 });
  odoo.slowMs = options.rttMs;
  if (options.clock) odoo.clock = options.clock;
  await odoo.start();
  try {
    await withBenchFirestore(
      root,
      {
        port: options.firestorePort,
        project: 'demo-andina-bench',
        settings: {
          ...odoo.settings(),
          LEADS_UPSTREAM_URL: '',
          SALES_WEBHOOK_URLS: '',
          ...options.settings,
        },
      },
      () => run(odoo),
    );
  } finally {
    await odoo.stop();
  }
}
