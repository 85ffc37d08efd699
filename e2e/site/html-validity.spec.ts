import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { request as requests, type APIRequestContext, type Page } from '@playwright/test';
import { expect, skipDemoModal, test, waitUntilStill } from '../fixtures';
import { startSession } from '../auth/accounts';
import { e2eStack } from '../stack';
import { isDynamic, pageRoutes, type PageRoute } from '../../lib/routes';

/**
 * Every page of the route table checked by two tools we did not write, beside axe: the Nu HTML
 * checker (W3C's validator) on the HTML as served, and HTML_CodeSniffer (pa11y's engine) on the
 * page as the browser shows it. Staff pages are checked signed in, the others signed out.
 */

/**
 * A real address for each dynamic route: a route added without one fails here, so that every
 * page the table lists is checked.
 */
const examples: Record<string, (request: APIRequestContext) => Promise<string>> = {
  // The first post listed on /blogs (the stack's Strapi seeds five).
  '/blogs/[id]': async (request) => {
    const list = await (await request.get('/blogs')).text();
    const address = /href="(\/blogs\/[a-z0-9]+)"/.exec(list)?.[1];
    if (!address) throw new Error('No post is listed on /blogs');
    return address;
  },
  // An incident recorded now by a privacy staff user of its own.
  '/soporte/privacidad/incidentes/[id]': async () => {
    const officer = await requests.newContext({ baseURL: e2eStack.baseURL });
    try {
      await startSession(officer, { privacy: true });
      const created = await officer.post('/api/privacy/incidents', {
        headers: { origin: e2eStack.baseURL },
        data: {
          title: 'Planilla de clientes compartida por error',
          detectedAt: new Date().toISOString(),
          description: 'Se compartió un enlace público a la planilla.',
          dataCategories: ['contacto', 'comercial'],
          risk: 'medio',
        },
      });
      const { incident } = (await created.json()) as { incident: { id: string } };
      return `/soporte/privacidad/incidentes/${incident.id}`;
    } finally {
      await officer.dispose();
    }
  },
};

async function addressOf(route: PageRoute, request: APIRequestContext): Promise<string> {
  if (!isDynamic(route)) return route.path;
  const example = examples[route.path];
  if (!example) throw new Error(`No example address for ${route.path}: add one to examples`);
  return example(request);
}

const vnuJar = require.resolve('vnu-jar/build/dist/vnu.jar');

interface VnuMessage {
  /** error, info (subType warning: advice) or non-document-error (the check itself failed). */
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('the Nu HTML checker finds no errors in any page as served', async ({ playwright }) => {
  // One Java start for all pages (it takes seconds); the check itself is quick.
  test.setTimeout(120_000);
  const visitor = await playwright.request.newContext({ baseURL: e2eStack.baseURL });
  const staff = await playwright.request.newContext({ baseURL: e2eStack.baseURL });
  // Privacy staff see every staff page (others get /soporte/datos's 403 page).
  await startSession(staff, { privacy: true });
  const folder = await mkdtemp(path.join(tmpdir(), 'html-validity-'));
  try {
    const addresses = new Map<string, string>();
    for (const [index, route] of pageRoutes.entries()) {
      const address = await addressOf(route, visitor);
      const response = await (route.access === 'staff' ? staff : visitor).get(address, {
        maxRedirects: 0,
      });
      expect(response.status(), address).toBe(200);
      const file = path.join(folder, `page-${index}.html`);
      await writeFile(file, await response.body());
      addresses.set(file, address);
    }
    const { stdout } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--format', 'json', '--exit-zero-always', '--stdout', ...addresses.keys()],
      { maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    // Info messages are advice, not errors: today only the trailing slash React writes on void
    // elements (`<meta … />`), which has no effect in HTML.
    // The stylesheet is in the document (next.config.mjs, inlineCss): the checker's CSS parser
    // predates what Tailwind writes (`@property`, `@starting-style`, …), so its CSS messages are
    // not the HTML's errors. It never read the stylesheet while it was a file of its own.
    const errors = messages
      .filter((message) => message.type !== 'info' && !message.message.startsWith('CSS: '))
      .map(({ url, lastLine, message, extract }) => ({
        page: url.startsWith('file:') ? addresses.get(fileURLToPath(url)) : url,
        line: lastLine,
        message,
        extract,
      }));
    expect(errors).toEqual([]);
  } finally {
    await rm(folder, { recursive: true, force: true });
    await Promise.all([visitor.dispose(), staff.dispose()]);
  }
});

const htmlCodeSniffer = readFileSync(
  require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'),
  'utf8',
);

interface CodeSnifferMessage {
  type: number;
  code: string;
  msg: string;
  /** The element concerned, or the document for a message about the whole page. */
  element: Element | Document;
}

interface CodeSniffer {
  ERROR: number;
  process(standard: string, content: Document, done: () => void, failed: () => void): void;
  getMessages(): CodeSnifferMessage[];
}

/**
 * HTML_CodeSniffer's errors on the page (WCAG 2 AA), as pa11y reports them by default. Its
 * warnings and notices are left out, as pa11y leaves them out: they are points for a person to
 * review ("check that this title describes the document"), raised on every page whatever it holds.
 */
async function codeSnifferErrors(page: Page) {
  await waitUntilStill(page);
  // Evaluated by Playwright, it runs outside the page's Content-Security-Policy: the staff
  // pages' policy refuses a script tag without their nonce.
  await page.evaluate(htmlCodeSniffer);
  return page.evaluate(
    () =>
      new Promise<{ code: string; message: string; element: string }[]>((resolve, reject) => {
        const sniffer = (window as unknown as { HTMLCS: CodeSniffer }).HTMLCS;
        sniffer.process(
          'WCAG2AA',
          document,
          () =>
            resolve(
              sniffer
                .getMessages()
                .filter((message) => message.type === sniffer.ERROR)
                .map(({ code, msg, element }) => ({
                  code,
                  message: msg,
                  // The element's opening tag, enough to find it; #document for the whole page.
                  element:
                    element instanceof Element
                      ? element.outerHTML.slice(0, element.outerHTML.indexOf('>') + 1)
                      : element.nodeName,
                })),
            ),
          () => reject(new Error('HTML_CodeSniffer could not check the page')),
        );
      }),
  );
}

test.describe('HTML_CodeSniffer (WCAG 2 AA): no errors', () => {
  for (const route of pageRoutes) {
    test(route.path, async ({ page }) => {
      // A whole-page check of the home page takes seconds of CPU on a busy machine.
      test.setTimeout(60_000);
      // The lead modal would open over a post within a slow check: the post alone.
      await skipDemoModal(page);
      if (route.access === 'staff') await startSession(page.request, { privacy: true });
      const address = await addressOf(route, page.request);
      await page.goto(address);
      expect(new URL(page.url()).pathname).toBe(address);
      expect(await codeSnifferErrors(page)).toEqual([]);
    });
  }
});
