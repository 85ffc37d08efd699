import { config } from 'zod';

// The site's CSP has no 'unsafe-eval'. Without `jitless`, zod probes `new Function` on its
// first parse in the browser, and the browser reports a CSP violation for it. Every schema
// imports zod from here so that this is set before any of them runs.
config({ jitless: true });

// Use as `import * as z from '@/lib/zod'`: zod's parts one by one, so that the bundler keeps only
// those a page uses. Passing zod's own `z` object on would bring all of it, every language's
// messages included (100 kB gzip), to each page with a form.
export * from 'zod';
