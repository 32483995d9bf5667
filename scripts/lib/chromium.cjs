// Debian's chromium, as Playwright drives it here (e2e tests and the page-weight benchmark). Without the
// background-networking flags Chromium keeps trying hosts this offline machine cannot reach.
exports.CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
exports.CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
