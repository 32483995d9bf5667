/** @jest-environment node */
// A third set of notices (2026-11-29, `fresh-printed-notices.ts`), written by a helper who had not read the reader's
// code, in the house styles of 30 UK insurers and brokers, printed to PDF by Chromium and read as the browser reads
// them. Each notice is checked field by field against what it says, and for issue 47's worst kind of miss: money or a
// date read wrong with nothing asking the user for a tick.
import { chromium } from '@playwright/test';
import { parseRenewalNotice, reasonToCheck, type RenewalNotice, type RenewalNoticeFieldName } from '@renewly/shared-contracts/features/renewal-notice';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../../scripts/lib/chromium.cjs';
import { FRESH_NOTICES } from './fresh-printed-notices';
import { nodeReaderEnvironment } from './node-environment';
import { readNotice } from './read-notice';

jest.setTimeout(240_000);

const STYLE = `<style>@page { size: A4; margin: 16mm; } body { font: 10pt/1.4 Arial, sans-serif; } table { border-collapse: collapse; } td, th { padding: 3pt 8pt 3pt 0; text-align: left; vertical-align: top; } .r { text-align: right; } .cols { display: grid; grid-template-columns: 1fr 1fr; gap: 24pt; } .box { border: 1px solid #999; padding: 6pt; }</style>`;
const MONEY_OR_DATE = new Set(['renewalDate', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess']);
const read = new Map<string, RenewalNotice>();

beforeAll(async () => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    for (const notice of FRESH_NOTICES) {
      await page.setContent(`<!doctype html><html lang="en"><meta charset="utf-8"><body>${STYLE}${notice.html}</body></html>`);
      const pdf = await page.pdf({ format: 'A4', printBackground: true });
      const result = await readNotice(new File([new Uint8Array(pdf)], `${notice.name}.pdf`, { type: 'application/pdf' }), {}, nodeReaderEnvironment());
      read.set(notice.name, parseRenewalNotice(result.text, { today: '2026-11-29' }));

    }
  } finally {
    await browser.close();
  }
}, 240_000);

// An insurer's name is right whatever its case (a driver reads 'MORE THAN' as 'More Than').
const same = (field: string, value: string | undefined) => (field === 'insurer' ? value?.toLowerCase() : value);

test.each(FRESH_NOTICES.map((notice) => [notice.name, notice] as const))('%s: every field as the notice says it', (_name, notice) => {
  const parsed = read.get(notice.name)!;
  const got = Object.fromEntries(Object.keys(notice.expected).map((field) => [field, same(field, parsed[field as RenewalNoticeFieldName]?.value)]));
  const want = Object.fromEntries(Object.entries(notice.expected).map(([field, value]) => [field, same(field, value)]));
  expect(got).toEqual(want);
});

test('no money or date read wrong without a flag asking for a tick, on any of them', () => {
  const silent = FRESH_NOTICES.flatMap((notice) =>
    Object.entries(notice.expected)
      .filter(([field]) => MONEY_OR_DATE.has(field))
      .flatMap(([field, value]) => {
        const reading = read.get(notice.name)![field as RenewalNoticeFieldName];
        return reading && reading.value !== value && reasonToCheck(reading) === null ? [`${notice.name}.${field}: ${reading.value} (is ${value})`] : [];
      }),
  );
  expect(silent).toEqual([]);
});
