// Issue 37 (14-17): the market page with the facts of every make, a price only within the car's generation, the
// known issues of other versions set apart, and the chart's labels clear of its line at 12 px or more at every width.
import { expect, test, type Locator } from '@playwright/test';
import { CAR_MAKES } from '@renewly/shared-contracts/features/vehicle-data';
import { signUpAndSignIn } from './support/session';
import { createPolicyViaApi } from './support/policies';
import { SIGNED_OUT_CHECK, watchConsoleErrors } from './shell-ui-helpers';

/** One model of each make of the policy form with sourced model updates (and, where `issues`, known issues). */
const ONE_MODEL_A_MAKE: readonly { make: string; model: string; issues: boolean }[] = [
  { make: 'Audi', model: 'A3', issues: false },
  { make: 'BMW', model: '1 Series', issues: true },
  { make: 'Citroen', model: 'C3', issues: true },
  { make: 'Dacia', model: 'Sandero', issues: true },
  { make: 'Fiat', model: '500', issues: true },
  { make: 'Ford', model: 'Fiesta', issues: true },
  { make: 'Honda', model: 'Jazz', issues: true },
  { make: 'Hyundai', model: 'i10', issues: true },
  { make: 'Kia', model: 'Picanto', issues: true },
  { make: 'Land Rover', model: 'Defender 90', issues: true },
  { make: 'Lexus', model: 'CT', issues: true },
  { make: 'Mazda', model: 'Mazda2', issues: true },
  { make: 'Mercedes-Benz', model: 'A-Class', issues: true },
  { make: 'MG', model: 'MG3', issues: true },
  { make: 'Mini', model: 'Hatch 3 Door', issues: true },
  { make: 'Nissan', model: 'Micra', issues: true },
  { make: 'Peugeot', model: '108', issues: true },
  { make: 'Renault', model: 'Twingo', issues: true },
  { make: 'Seat', model: 'Ibiza', issues: true },
  { make: 'Skoda', model: 'Scala', issues: true },
  { make: 'Suzuki', model: 'Celerio', issues: true },
  { make: 'Toyota', model: 'bZ4X', issues: true },
  { make: 'Vauxhall', model: 'Corsa', issues: true },
  { make: 'Volkswagen', model: 'Golf', issues: true },
  { make: 'Volvo', model: 'XC40', issues: true },
];

test('every make of the policy form shows its sourced facts on the market page', async ({ page }) => {
  test.setTimeout(180_000);
  expect(ONE_MODEL_A_MAKE.map((m) => m.make)).toEqual(CAR_MAKES.map((m) => m.make));
  for (const { make, model } of ONE_MODEL_A_MAKE) expect(CAR_MAKES.find((m) => m.make === make)!.models).toContain(model);
  const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
  await signUpAndSignIn(page);
  for (const [i, { make, model }] of ONE_MODEL_A_MAKE.entries()) {
    await createPolicyViaApi(page, { registrationNumber: `M${String.fromCharCode(65 + i)}21ABC`, carManufacturer: make, carModel: model });
  }
  await page.goto('/market-trends');
  const cards = page.getByTestId('vehicle-trends');
  await expect(cards).toHaveCount(ONE_MODEL_A_MAKE.length);
  for (const { make, model, issues } of ONE_MODEL_A_MAKE) {
    const card = cards.filter({ has: page.getByRole('heading', { name: `${make} ${model}`, exact: true }) });
    await card.getByRole('tab', { name: 'Updates' }).click();
    await expect(card.getByTestId('model-update').first(), `${make} ${model}`).toContainText(/^\d{4}: .+Source/);
    if (issues) {
      await card.getByRole('tab', { name: 'Issues' }).click();
      await expect(card.locator('[data-testid="issue-block"][data-sourced]').first(), `${make} ${model}`).toContainText('Source');
    }
  }
  expect(errors).toEqual([]);
});

test("a 2023 RAV4 gets no pounds from the 2016 generation's price; a 2020 Fiesta's issues of 2008-2013 cars stand apart", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signUpAndSignIn(page);
  await createPolicyViaApi(page, { registrationNumber: 'RA73VFR', carManufacturer: 'Toyota', carModel: 'RAV4' });
  await createPolicyViaApi(page, { registrationNumber: 'FI20EST', carManufacturer: 'Ford', carModel: 'Fiesta' });
  await page.goto('/market-trends');
  const rav4 = page.getByTestId('vehicle-trends').filter({ hasText: 'Toyota RAV4' });
  const value = rav4.getByRole('tabpanel');
  await expect(value).toContainText("No new price is recorded for this car's year (2023)");
  await expect(rav4.getByTestId('value-range')).toHaveCount(0);
  await expect(value.locator('h3').first()).toHaveText('Current value');
  expect(await value.innerText()).not.toContain('£');

  const fiesta = page.getByTestId('vehicle-trends').filter({ hasText: 'Ford Fiesta' });
  await fiesta.getByRole('tab', { name: 'Issues' }).click();
  const sourced = fiesta.locator('[data-testid="issue-block"][data-sourced]');
  await expect(sourced.first()).toContainText('Applies to: 2017-2023 (final generation)');
  const apart = fiesta.getByTestId('other-versions');
  await expect(apart.getByRole('heading', { name: 'Other versions of this model' })).toBeVisible();
  await expect(apart).toContainText('Applies to: 2008-2013 generation (single owner review)');
  await expect(apart).not.toContainText('2017-2023');
});

/** The boxes of the chart's labels, its dots, and points along its line, in page pixels. */
async function chartGeometry(chart: Locator) {
  return chart.evaluate((figure) => {
    const svg = figure.querySelector('svg')!;
    const ctm = svg.getScreenCTM()!;
    const toPage = (x: number, y: number) => {
      const p = new DOMPoint(x, y).matrixTransform(ctm);
      return { x: p.x, y: p.y };
    };
    const coords = svg.querySelector('polyline')!.getAttribute('points')!.split(' ').map((pair) => pair.split(',').map(Number) as [number, number]);
    const line: { x: number; y: number }[] = [];
    for (let i = 1; i < coords.length; i += 1) {
      const [x0, y0] = coords[i - 1]!;
      const [x1, y1] = coords[i]!;
      for (let t = 0; t <= 1; t += 0.05) line.push(toPage(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t));
    }
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, height: r.height };
    };
    const labels = [...figure.querySelectorAll('[data-testid="value-chart-labels"] > span, .mt-chart-axis-name')].map((el) => ({
      text: el.textContent ?? '',
      fontSize: parseFloat(getComputedStyle(el).fontSize),
      ...box(el),
    }));
    const dots = [...svg.querySelectorAll('circle')].map(box);
    return { labels, dots, line };
  });
}

type Box = { left: number; right: number; top: number; bottom: number };
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const contains = (a: Box, p: { x: number; y: number }) => p.x > a.left && p.x < a.right && p.y > a.top && p.y < a.bottom;

for (const width of [320, 360, 1366]) {
  test(`at ${width} px the chart's labels are 12 px or more and clear of its line, its dots and each other`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpAndSignIn(page);
    await createPolicyViaApi(page, { registrationNumber: 'AB21CDE' }); // a 2021 Golf: pounds, 5 years old
    await createPolicyViaApi(page, { registrationNumber: 'CD21EFG', carModel: 'T-Roc' }); // shares, no price
    await page.goto('/market-trends');
    const charts = page.getByTestId('value-chart');
    await expect(charts).toHaveCount(2);
    await expect(charts.first().getByTestId('value-chart-now')).toHaveText(/^Now £[\d,]+$/);
    for (const chart of await charts.all()) {
      await chart.scrollIntoViewIfNeeded();
      const { labels, dots, line } = await chartGeometry(chart);
      expect(labels.map((l) => l.text)).toContain('Age in years');
      expect(labels.some((l) => l.text.startsWith('Now '))).toBe(true);
      for (const label of labels) {
        expect(label.fontSize, label.text).toBeGreaterThanOrEqual(12);
        expect(label.height, label.text).toBeGreaterThanOrEqual(12);
        for (const dot of dots) expect(overlaps(label, dot), `${label.text} on a dot`).toBe(false);
        for (const point of line) expect(contains(label, point), `${label.text} on the line`).toBe(false);
        for (const other of labels) if (other !== label) expect(overlaps(label, other), `${label.text} on ${other.text}`).toBe(false);
        expect(label.left).toBeGreaterThanOrEqual(0);
        expect(label.right).toBeLessThanOrEqual(width);
      }
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
