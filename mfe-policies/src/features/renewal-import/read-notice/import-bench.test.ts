/** @jest-environment node */
// The figures of `npm run bench:import` (bench/import.mjs runs this file with RENEWLY_BENCH_IMPORT_OUT set; a plain
// jest run skips it): each test notice read in Node as the browser reads it (pdf.js's legacy build, tesseract.js with
// its English data), then parseRenewalNotice; per notice the fields found right out of those expected, and the times.
import { writeFileSync } from 'node:fs';
import { parseRenewalNotice, reasonToCheck, type RenewalNoticeFieldName } from '@renewly/shared-contracts/features/renewal-notice';
import { READABLE_NOTICES, renewalNoticeFiles, type NoticeFile, type NoticeName } from '../../../../../e2e/support/renewal-notice-files';
import { unseenNoticeFiles, UNSEEN_NOTICE_NAMES } from '../../../../../e2e/support/unseen-notice-files';
import { heldOutNoticeFiles, HELD_OUT_NOTICE_NAMES } from '../../../../../e2e/support/held-out-notices';
import { nodeReaderEnvironment } from './node-environment';
import { readNotice } from './read-notice';

const OUT = process.env.RENEWLY_BENCH_IMPORT_OUT;
// `--only=held-out` (or tuned) reads one set.
const ONLY = process.env.RENEWLY_BENCH_IMPORT_ONLY;
const RUNS = Math.max(1, Number(process.env.RENEWLY_BENCH_IMPORT_RUNS ?? 3));

// An insurer's name is right whatever its case or a '.com' after it (a driver reads 'MORE THAN' as 'More Than').
const sameReading = (field: string, expected: string, read: string | null) =>
  field === 'insurer' && read !== null
    ? [expected, read].map((name) => name.toLowerCase().replace(/\.com$/, '').replace(/\s+/g, ' ').trim()).every((name, _, [first]) => name === first)
    : read === expected;

// Money and dates: one read wrong and not flagged for a tick would be saved silently (issue 47's worst kind).
const MONEY_OR_DATE = new Set(['renewalDate', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess', 'totalPrice']);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

(OUT ? describe : describe.skip)('bench:import', () => {
  it('reads and parses every test notice', async () => {
    // The notices the reader was built from (the first ones and issue 37's, which it has since been tuned on), then the
    // held-out set of issue 47, which it must never be tuned on.
    const notices: [string, NoticeFile][] = [];
    if (ONLY !== 'held-out') {
      const files = await renewalNoticeFiles();
      const unseen = await unseenNoticeFiles();
      for (const name of [...READABLE_NOTICES, 'recipe'] as NoticeName[]) notices.push([name, files[name]]);
      for (const name of UNSEEN_NOTICE_NAMES) notices.push([`unseen:${name}`, unseen[name]]);
    }
    if (ONLY !== 'tuned') {
      const heldOut = await heldOutNoticeFiles();
      for (const name of HELD_OUT_NOTICE_NAMES) notices.push([`held-out:${name}`, heldOut[name]]);
    }
    const rows = [];
    for (const [name, file] of notices) {
      const expected = file.expected ?? {};
      const readMs: number[] = [];
      const parseMs: number[] = [];
      let found = 0;
      let right = 0;
      let pages = 0;
      let usedOcr = false;
      let fields: Record<string, { expected: string; read: string | null; right: boolean; wrongWithoutFlag: boolean; tickOnRight: boolean; moneyOrDate: boolean }> = {};
      for (let run = 0; run < RUNS; run++) {
        // A new environment each time: an OCR read includes starting its worker, as the first read in a browser does.
        const started = performance.now();
        const result = await readNotice(new File([new Uint8Array(file.bytes)], file.fileName, { type: file.mimeType }), {}, nodeReaderEnvironment());
        const read = performance.now();
        const parsed = parseRenewalNotice(result.text);
        parseMs.push(performance.now() - read);
        readMs.push(read - started);
        found = Object.keys(parsed).length;
        fields = Object.fromEntries(
          Object.entries(expected).map(([field, value]) => {
            const reading = parsed[field as RenewalNoticeFieldName];
            const read = reading?.value ?? null;
            const right = sameReading(field, value, read);
            // Read (not just missed), wrong, and nothing asks for a tick: the review would save it as it is.
            const wrongWithoutFlag = MONEY_OR_DATE.has(field) && read !== null && !right && reasonToCheck(reading) === null;
            // Right, but still marked: a tick the user gives a value that was right (the price of 'sure only when
            // checked'). The review can lift it with a figure Renewly holds (review-rows.ts); this counts the notice alone.
            const moneyOrDate = MONEY_OR_DATE.has(field);
            const tickOnRight = moneyOrDate && right && reasonToCheck(reading) !== null;
            return [field, { expected: value, read, right, wrongWithoutFlag, tickOnRight, moneyOrDate }];
          }),
        );
        right = Object.values(fields).filter((field) => field.right).length;
        pages = result.pages;
        usedOcr = result.usedOcr;
      }
      const set = name.startsWith('held-out:') ? 'held-out' : 'tuned';
      rows.push({ name, set, fileName: file.fileName, kind: file.mimeType, pages, usedOcr, expected: Object.keys(expected).length, found, right, fields, readMs: median(readMs), parseMs: median(parseMs), runs: RUNS });
    }
    writeFileSync(OUT!, JSON.stringify(rows));
  }, 1_800_000);
});
