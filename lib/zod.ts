import { z } from 'zod';

// The site's CSP has no 'unsafe-eval'. Without `jitless`, zod probes `new Function` on its
// first parse in the browser, and the browser reports a CSP violation for it. Every schema
// imports zod from here so that this is set before any of them runs.
z.config({ jitless: true });

export { z };
