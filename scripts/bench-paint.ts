/**
 * The first paint on a slow phone, against the framework's floor: every public page and the
 * newest post of a running production build, each loaded in Debian's Chromium (Playwright) with
 * DevTools' throttling (150 ms latency, 1.6 Mbps down, 750 kbps up, CPU 4× slower) on
 * Lighthouse's phone screen (BENCH_SCREEN=desktop: a 1280 × 720 window), in a fresh browser
 * context (an empty cache) per load, beside bench/floor (a bare Next.js page built with
 * the same Next, scripts/lib/floor.ts). Floor and page loads alternate (floor, page, floor,
 * page…), BENCH_RUNS (5) of each per page; it prints per page the medians of FCP and LCP, the
 * floor's LCP and the difference, and the bytes (on the wire, by kind) received before the first
 * paint. A benchmark, not a test: it reports, it does not fail.
 *   npm run preview                                (in another terminal)
 *   npm run bench:paint -- http://localhost:3000   (or BENCH_URL=…; that is the default)
 *   BENCH_PAGES=/,/cvss,post npm run bench:paint   (only these pages; "post" is the newest post)
 *
 * As in bench:lighthouse, both are loaded over HTTPS and HTTP/2 through Debian's Caddy
 * (scripts/lib/tls-edge.ts) on BENCH_EDGE_PORT (4850) and the next port, like the production
 * load balancer; BENCH_PROTOCOL=http1 loads them straight from the servers.
 */
import { chromium, type Browser } from 'playwright-core';
import { chromiumFlags, hasSystemChromium, systemChromiumPath } from './lib/chromium';
import { benchTargets } from './lib/floor';
import {
  byteKindOf,
  bytesBefore,
  formatPaintTable,
  medianRun,
  type PaintRun,
  type ReceivedChunk,
} from './lib/paint-stats';

const baseUrl = process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000';
const runsPerPage = Number(process.env.BENCH_RUNS ?? 5);
const protocol = process.env.BENCH_PROTOCOL ?? 'h2';
const edgePort = Number(process.env.BENCH_EDGE_PORT ?? 4850);
const onlyPages = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());

/** A slow phone on a slow mobile network, as DevTools applies it (per request, not per packet). */
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;

/**
 * Lighthouse's mobile device (a Moto G Power: 412 × 823 CSS px at 1.75 device pixels, touch, a
 * phone's user agent), or with BENCH_SCREEN=desktop Playwright's default window (1280 × 720).
 */
const screens = {
  phone: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like ' +
      'Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  },
  desktop: {},
} as const;
const screenName = process.env.BENCH_SCREEN ?? 'phone';
if (screenName !== 'phone' && screenName !== 'desktop') {
  console.error(`✖ BENCH_SCREEN must be phone or desktop, got "${screenName}"`);
  process.exit(1);
}
const screen = screens[screenName];

/** Records the paint entries from the start of the page (buffered), for `measure` to read. */
const observePaints = () => {
  const paints = { fcp: 0, lcp: 0 };
  (window as unknown as { __paints: typeof paints }).__paints = paints;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') paints.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) paints.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
};

/** One load of `url` in a fresh context: its FCP, LCP and the bytes that came before the FCP. */
async function measure(browser: Browser, url: URL): Promise<PaintRun> {
  const context = await browser.newContext({ ...screen, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(observePaints);
    const cdp = await context.newCDPSession(page);
    const kinds = new Map<string, ReturnType<typeof byteKindOf>>();
    const chunks: ReceivedChunk[] = [];
    const wireTotals = new Map<string, number>();
    let navigationStartedAt: number | undefined;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && navigationStartedAt === undefined) {
        navigationStartedAt = event.timestamp;
      }
      kinds.set(event.requestId, byteKindOf(event.type));
    });
    cdp.on('Network.responseReceived', (event) => {
      kinds.set(event.requestId, byteKindOf(event.type));
    });
    cdp.on('Network.dataReceived', (event) => {
      chunks.push({
        requestId: event.requestId,
        kind: kinds.get(event.requestId) ?? 'other',
        timestamp: event.timestamp,
        decodedBytes: event.dataLength,
      });
    });
    cdp.on('Network.loadingFinished', (event) => {
      wireTotals.set(event.requestId, event.encodedDataLength);
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url.href, { waitUntil: 'load', timeout: 60_000 });
    // LCP may still change after load (a late image): a second of quiet settles it.
    await page.waitForTimeout(1000);
    const { fcp, lcp, fetchStart } = await page.evaluate(() => {
      const paints = (window as unknown as { __paints: { fcp: number; lcp: number } }).__paints;
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return { ...paints, fetchStart: navigation?.fetchStart ?? 0 };
    });
    if (!fcp || navigationStartedAt === undefined) throw new Error('no first paint recorded');
    // The document's request left at fetchStart on the page's clock: DevTools' clock from there.
    const paintAt = navigationStartedAt + (fcp - fetchStart) / 1000;
    return { fcp, lcp: lcp || fcp, bytesBeforePaint: bytesBefore(chunks, wireTotals, paintAt) };
  } finally {
    await context.close();
  }
}

async function main() {
  const { paths, siteUrl, floorUrl, stop } = await benchTargets({
    baseUrl,
    protocol,
    edgePort,
    onlyPages,
  });
  const browser = await chromium.launch({
    ...(hasSystemChromium() && { executablePath: systemChromiumPath }),
    args: chromiumFlags.filter((flag) => flag !== '--headless'),
  });
  const stopAll = async () => {
    await browser.close();
    await stop();
  };
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  console.log(
    `Paints on ${siteUrl.href} and the floor on ${floorUrl.href} (150 ms, 1.6 Mbps, CPU ` +
      `${cpuSlowdown}×, ${screenName} screen), ${runsPerPage} loads of each per page, alternating…\n`,
  );
  // A deployed server has served its pages before: one unmeasured load of each warms them.
  for (const url of [...paths.map((pagePath) => new URL(pagePath, siteUrl)), floorUrl]) {
    await measure(browser, url).catch(() => {});
  }
  const rows = [];
  for (const pagePath of paths) {
    const runs: Record<'page' | 'floor', PaintRun[]> = { page: [], floor: [] };
    for (let run = 1; run <= runsPerPage; run++) {
      for (const [which, url] of [
        ['floor', floorUrl],
        ['page', new URL(pagePath, siteUrl)],
      ] as const) {
        try {
          runs[which].push(await measure(browser, url));
        } catch (error) {
          console.error(`  ${which === 'page' ? pagePath : 'floor'} #${run}: ${String(error)}`);
        }
      }
    }
    if (runs.page.length > 0 && runs.floor.length > 0) {
      const row = { page: pagePath, measured: medianRun(runs.page), floor: medianRun(runs.floor) };
      rows.push(row);
      const over = row.measured.lcp - row.floor.lcp;
      console.log(
        `  ${pagePath}: LCP ${row.measured.lcp.toFixed(0)} ms, floor ${row.floor.lcp.toFixed(0)} ms` +
          ` (${over >= 0 ? '+' : ''}${over.toFixed(0)})`,
      );
    }
  }
  await stopAll();
  console.log(
    `\nMedians of ${runsPerPage} loads per page (ms from navigation; kB on the wire received ` +
      `before the first paint), each beside the floor's loads alternating with its own:\n` +
      formatPaintTable(rows),
  );
}

void main().catch((error: unknown) => {
  console.error(`✖ ${(error as Error).message}`);
  process.exit(1);
});
