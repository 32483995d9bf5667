// Issue 13 (LCP): while a route's remote loads, the shell's skeleton already draws the page's real header (its h1 and
// subtitle, the largest text on a phone's first screen); the page then draws the same header in the same place, so
// it is neither a later LCP element nor a layout shift. Checked on the built app with the remote held back.
import { expect, test, type Page } from '@playwright/test';
import { DRAWN_PAGES } from './support/drawn-pages';
import { holdRemote } from './support/hold-remote';
import { signUpAndSignIn } from './support/session';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface HeaderState {
  headings: string[];
  title: Box | null;
  subtitle: { text: string; box: Box } | null;
}

/** The level-1 headings in <main>, and where the first one and the line under it are drawn. */
function readHeader(page: Page): Promise<HeaderState> {
  return page.evaluate(() => {
    const box = (el: Element): Box => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    };
    const headings = [...document.querySelectorAll('main h1')];
    const title = headings[0] ?? null;
    const subtitle = title?.nextElementSibling ?? null;
    return {
      headings: headings.map((h) => h.textContent ?? ''),
      title: title && box(title),
      subtitle: subtitle && { text: subtitle.textContent ?? '', box: box(subtitle) },
    };
  });
}

const CASES = [
  {
    path: '/',
    remote: 'policies',
    heading: 'Welcome back, Ada!',
    subtitle: "Here's an overview of your car insurance policies.",
  },
  {
    path: '/policies',
    remote: 'policies',
    heading: 'Insurance Policies',
    subtitle: 'Your vehicles, renewal dates, MOT and road tax in one place.',
  },
  { path: '/reminders', remote: 'reminders', heading: 'Reminders', subtitle: null },
  { path: '/quotes', remote: 'quotes', heading: 'Insurance Quotes', subtitle: null },
  {
    path: '/profile',
    remote: 'account',
    heading: 'Profile',
    subtitle: 'Your name and mobile number for renewal reminders.',
  },
] as const;

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '360 px', width: 360, height: 740 },
]) {
  test(`the skeleton draws each page's header where the page then draws it (${viewport.name})`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signUpAndSignIn(page);

    for (const { path, remote, heading, subtitle } of CASES) {
      // A page the server draws with its content (issue 24) shows itself, not a loading screen, while its code loads.
      const drawnPage = DRAWN_PAGES[path] ?? null;
      const release = await holdRemote(page, remote);
      await page.goto(path);
      if (drawnPage) {
        await expect(page.getByTestId(drawnPage)).toBeVisible();
        await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
      } else {
        await expect(page.getByTestId('page-skeleton')).toBeVisible();
        // Only the bars are the busy region; the header is the page's one level-1 heading.
        await expect(page.getByRole('status', { name: 'Loading page' })).toBeVisible();
      }
      const loading = await readHeader(page);
      expect(loading.headings, `${path} while loading`).toEqual([heading]);
      if (subtitle) expect(loading.subtitle?.text).toBe(subtitle);

      release();
      await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
      await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
      const loaded = await readHeader(page);
      expect(loaded.headings, `${path} loaded`).toEqual([heading]);
      expect(loaded.title, `${path}: the heading does not move or change size`).toEqual(loading.title);
      if (subtitle) expect(loaded.subtitle, `${path}: the subtitle does not move or change size`).toEqual(loading.subtitle);
      await page.unrouteAll({ behavior: 'wait' });
    }
  });
}
