/** @jest-environment node */
// The figures of `npm run bench:import` (bench/import.mjs runs this file with RENEWLY_BENCH_IMPORT_OUT set; a plain
// jest run skips it): each test notice read in Node as the browser reads it (pdf.js's legacy build, tesseract.js with
// its English data), then parseRenewalNotice; per notice the fields found right out of those expected, and the times.
import { writeFileSync } from 'node:fs';
import { parseRenewalNotice, type RenewalNoticeFieldName } from '@renewly/shared-contracts/features/renewal-notice';
import { READABLE_NOTICES, renewalNoticeFiles, type NoticeFile, type NoticeName } from '../../../../../e2e/support/renewal-notice-files';
import { unseenNoticeFiles, UNSEEN_NOTICE_NAMES } from '../../../../../e2e/support/unseen-notice-files';
import { nodeReaderEnvironment } from './node-environment';
import { readNotice } from './read-notice';

const OUT = process.env.RENEWLY_BENCH_IMPORT_OUT;
const RUNS = Math.max(1, Number(process.env.RENEWLY_BENCH_IMPORT_RUNS ?? 3));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

(OUT ? describe : describe.skip)('bench:import', () => {
  it('reads and parses every test notice', async () => {
    const files = await renewalNoticeFiles();
    const unseen = await unseenNoticeFiles();
    // The notices the parser was built from, then those in layouts it was not (issue 37).
    const notices: [string, NoticeFile][] = [
      ...([...READABLE_NOTICES, 'recipe'] as NoticeName[]).map((name): [string, NoticeFile] => [name, files[name]]),
      ...UNSEEN_NOTICE_NAMES.map((name): [string, NoticeFile] => [`unseen:${name}`, unseen[name]]),
    ];
    const rows = [];
    for (const [name, file] of notices) {
      const expected = file.expected ?? {};
      const readMs: number[] = [];
      const parseMs: number[] = [];
      let found = 0;
      let right = 0;
      let pages = 0;
      let usedOcr = false;
      for (let run = 0; run < RUNS; run++) {
        // A new environment each time: an OCR read includes starting its worker, as the first read in a browser does.
        const started = performance.now();
        const result = await readNotice(new File([new Uint8Array(file.bytes)], file.fileName, { type: file.mimeType }), {}, nodeReaderEnvironment());
        const read = performance.now();
        const parsed = parseRenewalNotice(result.text);
        parseMs.push(performance.now() - read);
        readMs.push(read - started);
        found = Object.keys(parsed).length;
        right = Object.entries(expected).filter(([field, value]) => parsed[field as RenewalNoticeFieldName]?.value === value).length;
        pages = result.pages;
        usedOcr = result.usedOcr;
      }
      rows.push({ name, fileName: file.fileName, kind: file.mimeType, pages, usedOcr, expected: Object.keys(expected).length, found, right, readMs: median(readMs), parseMs: median(parseMs), runs: RUNS });
    }
    writeFileSync(OUT!, JSON.stringify(rows));
  }, 300_000);
});
