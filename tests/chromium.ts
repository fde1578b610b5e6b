/**
 * Debian's Chromium as the tests and benchmarks launch it (Playwright's own browser downloads do not work here).
 * Without the background-networking flags Chromium floods a closed network with refused connections.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
