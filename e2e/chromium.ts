// Debian's chromium, never a downloaded browser (CI has no browser download), for the browser
// journeys and the bench's Lighthouse runs alike. The flags keep it from reaching out to the
// internet, which this machine does not have: without them it stalls.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
