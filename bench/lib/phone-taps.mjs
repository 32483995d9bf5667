// The phone a tap is measured on (issue 38), shared by bench:interaction and bench:tap-trace: Lighthouse's mobile
// profile applied through CDP, a fresh context with the sample user's cookie, and the common first actions (where, the
// button, and what answers the tap).
import { browserCookies } from './sample-user.mjs';

/** Lighthouse's mobile profile (its slow-4G constants and CPU slowdown), applied through CDP. */
export const THROTTLE = { cpu: 4, rttMs: 150, downKbps: 1638.4, upKbps: 750 };

/**
 * The first field of the dialog that opened (the lazy dialogs focus it on open): antd's (role="dialog") or the page's
 * plain early dialog (a native <dialog>, issue 38).
 */
export const dialogField = (page) =>
  page.locator('[role="dialog"]:visible, dialog:visible').locator('input:visible, textarea:visible, select:visible').first();

// The same answers as the page sees them (bench:interaction's tap clock, issue 50): functions of `document`, given to
// the page as source, so each is self-contained. "Shown" is what Playwright calls visible: a box, not hidden.
const fieldInDialog = (document) =>
  [...document.querySelectorAll('[role="dialog"], dialog[open]')].some((d) =>
    [...d.querySelectorAll('input, textarea, select')].some((el) => el.type !== 'hidden' && el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true })),
  );
const fieldOrEarlierYear = (document) =>
  [...document.querySelectorAll('[role="dialog"], dialog[open]')].some(
    (d) =>
      [...d.querySelectorAll('input, textarea, select')].some((el) => el.type !== 'hidden' && el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true })) ||
      [...d.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Add an earlier year' && b.getClientRects().length > 0),
  );
const notificationsPanel = (document) =>
  [...document.querySelectorAll('[role="dialog"]')].some(
    (d) =>
      (d.getAttribute('aria-label') === 'Notifications' || document.getElementById(d.getAttribute('aria-labelledby') ?? '')?.textContent.trim() === 'Notifications') &&
      d.getClientRects().length > 0 && d.checkVisibility({ visibilityProperty: true }),
  );
const settingsItem = (document) =>
  [...document.querySelectorAll('[role="menuitem"]')].some((m) => m.textContent.trim() === 'Settings' && m.getClientRects().length > 0 && m.checkVisibility({ visibilityProperty: true }));
const quotesHeading = (document) =>
  [...document.querySelectorAll('h1, h2, h3, [role="heading"]')].some((h) => h.textContent.trim() === 'Insurance Quotes' && h.getClientRects().length > 0);
// The file picker is the browser's, not the page's: the tap clock has nothing to watch (Event Timing still times it).
const noPageAnswer = () => false;

/** The common first actions: where, the button, and what answers the tap (in Playwright's terms and the page's). */
export const ACTIONS = [
  { id: 'add-policy', route: '/policies', label: '/policies: Add Policy', button: (p) => p.getByRole('button', { name: 'Add Policy' }), answer: dialogField, inPage: fieldInDialog },
  { id: 'new-reminder', route: '/reminders', label: '/reminders: Add Reminder', button: (p) => p.getByRole('button', { name: 'Add Reminder' }).first(), answer: dialogField, inPage: fieldInDialog },
  { id: 'edit', route: '/policies', label: '/policies: Edit', button: (p) => p.getByRole('button', { name: 'Edit AB12CDE' }), answer: dialogField, inPage: fieldInDialog },
  { id: 'share', route: '/policies', label: '/policies: Share', button: (p) => p.getByRole('button', { name: 'Share AB12CDE' }), answer: dialogField, inPage: fieldInDialog },
  {
    id: 'import',
    route: '/policies',
    label: '/policies: Import renewal notice',
    button: (p) => p.getByRole('button', { name: 'Import renewal notice for AB12CDE' }),
    answer: 'filechooser',
    inPage: noPageAnswer,
  },
  // Issue 39's dialogs on the card (the sample policies have no earlier years: 'Add price history').
  { id: 'quotes-you-got', route: '/policies', label: '/policies: Quotes you got', button: (p) => p.getByRole('button', { name: 'Quotes you got for AB12CDE' }), answer: dialogField, inPage: fieldInDialog },
  { id: 'price-history', route: '/policies', label: '/policies: Add price history', button: (p) => p.getByRole('button', { name: 'Add price history for AB12CDE' }),
    // No earlier year yet: the full dialog opens on its 'Add an earlier year' button, the plain early form on last
    // year's price (issue 38).
    answer: (p) => dialogField(p).or(p.locator('[role="dialog"]:visible').getByRole('button', { name: 'Add an earlier year' })).first(),
    inPage: fieldOrEarlierYear },
  { id: 'bell', route: '/', label: '/: the bell', button: (p) => p.getByRole('button', { name: /^Notifications/ }), answer: (p) => p.getByRole('dialog', { name: 'Notifications' }), inPage: notificationsPanel },
  { id: 'user-menu', route: '/', label: '/: the user menu', button: (p) => p.getByRole('button', { name: /account menu for/ }), answer: (p) => p.getByRole('menuitem', { name: 'Settings' }), inPage: settingsItem },
  {
    id: 'nav-link',
    route: '/',
    label: "/: Quotes in the phone's nav",
    // On a phone's width the links are the bottom tab bar's (the header's own are hidden); the icon's name comes first.
    button: (p) => p.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: /Quotes$/ }),
    answer: (p) => p.getByRole('heading', { name: 'Insurance Quotes' }),
    inPage: quotesHeading,
  },
];
/** Slows a page as Lighthouse's mobile profile does (CPU 4x, slow 4G) through CDP; returns the CDP session. Service
 * worker fetches are not slowed (CDP throttles the page's own requests). */
export async function slowDown(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLE.rttMs,
    downloadThroughput: (THROTTLE.downKbps * 1024) / 8,
    uploadThroughput: (THROTTLE.upKbps * 1024) / 8,
  });
  return cdp;
}

/** A fresh context and page on the phone profile, signed in with `cookie`. */
export async function throttledPage(browser, baseURL, cookie, action) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
  await context.addCookies(browserCookies(cookie, baseURL));
  const page = await context.newPage();
  // Playwright intercepts file pickers only once something listens (a CDP call of its own): listen from the start.
  if (action.answer === 'filechooser') page.on('filechooser', () => undefined);
  const cdp = await slowDown(context, page);
  return { context, page, cdp };
}
