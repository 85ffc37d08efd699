import { existsSync } from 'node:fs';

/** Debian's Chromium, used by the end-to-end tests and the Lighthouse benchmark. */
export const systemChromiumPath = '/usr/bin/chromium';

export const hasSystemChromium = () => existsSync(systemChromiumPath);

/** Debian's Chromium on a machine without internet: no background calls home. */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
