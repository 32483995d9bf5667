// The checks for notices written afresh (issue 47): each notice's HTML printed to PDF by Chromium (or, marked `photo`,
// that page photographed: askew, the light falling off across it, upright or sideways) and read as the browser reads
// it (or, marked `scan`, that page as a scanned picture inside a PDF; or, given `draw`, laid out by pdfkit as a
// statement system draws its letters), then checked field by field against what it says, and for issue 47's worst kind of miss: money or a date read
// wrong with nothing asking the user for a tick. Used by the read-fresh-printed-notices*.test.ts files.
import { chromium } from '@playwright/test';
import { parseRenewalNotice, reasonToCheck, type RenewalNotice, type RenewalNoticeFieldName } from '@renewly/shared-contracts/features/renewal-notice';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../../../scripts/lib/chromium.cjs';
import { drawPdfPage, pdfBytes } from '../../../../../e2e/support/renewal-notice-files';
import { photos } from '../../../../../e2e/support/unseen-notice-files';
import { nodeReaderEnvironment } from './node-environment';
import { readNotice, type OcrWorker, type ReaderEnvironment } from './read-notice';

export interface FreshNotice {
  name: string;
  /** The letter's body, printed by Chromium; not used when `draw` is given. */
  html: string;
  /** Read as a phone photo of the printed page (askew, the light falling off); 'sideways': the phone held sideways. */
  photo?: true | 'sideways';
  /** Read as a scanned letter: the printed page as a 150 dpi picture inside a PDF with no text of its own. */
  scan?: true;
  /** The letter laid out by pdfkit (A4, points, the standard fonts) instead of printed from `html`. */
  draw?: (doc: PDFKit.PDFDocument) => void;
  /** What the notice says, field by field; a field it does not state is left out. */
  expected: Partial<Record<FreshField, string>>;
}

type FreshField = 'renewalDate' | 'insurer' | 'policyNumber' | 'registrationNumber' | 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess';

const STYLE = `<style>@page { size: A4; margin: 16mm; } body { font: 10pt/1.4 Arial, sans-serif; } table { border-collapse: collapse; } td, th { padding: 3pt 8pt 3pt 0; text-align: left; vertical-align: top; } .r { text-align: right; } .cols { display: grid; grid-template-columns: 1fr 1fr; gap: 24pt; } .box { border: 1px solid #999; padding: 6pt; }</style>`;
const MONEY_OR_DATE = new Set(['renewalDate', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess']);
// An insurer's name is right whatever its case (a driver reads 'MORE THAN' as 'More Than'), with or without a leading
// 'The' ('The AA' is the brand list's name for what a letter calls 'AA'), and with or without the words that say what
// the brand sells ('Honda' for 'Honda Insurance', 'NatWest Car Insurance' for 'NatWest', 'Cornmarket Insurance
// Services' for 'Cornmarket', 'Lorica Insurance Brokers' for 'Lorica'), and with or without the web address's ending
// of a brand named for its site ('Swiftcover' for 'swiftcover.com', 'Quotemehappy' for 'Quotemehappy.com'), and with or
// without a space inside the name ('Go Skippy', the brand list's name, for a notice's 'GoSkippy'), and with or without
// an exclamation mark in its logo ('Sure Thing' for 'Sure Thing!'): the same brand to a driver; a different brand is
// still wrong.
const BRAND_SUFFIX = /\s+(?:(?:car|motor)\s+)?insurance(?:\s+(?:services|brokers))?(?:\s+(?:ltd|limited))?$/;
const WEB_ENDING = /\.(?:com|co\.uk|uk)$/;
// An amount is the same amount however its pence are written ('250.00' and '250': the policy keeps a number).
const MONEY = new Set(['renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess']);
const same = (field: string, value: string | undefined) =>
  field === 'insurer'
    ? value?.toLowerCase().replace(/^the\s+/, '').replace(BRAND_SUFFIX, '').replace(WEB_ENDING, '').replace(/[\s!]+/g, '')
    : MONEY.has(field) && value !== undefined && /^\d+(?:\.\d{2})?$/.test(value)
      ? (Number(value) * 100).toFixed(0)
      : value;

/** Each notice's HTML printed by Chromium (or photographed) and read as the browser reads it, by notice name. */
export async function readPrintedNotices(notices: readonly Pick<FreshNotice, 'name' | 'html' | 'photo' | 'scan' | 'draw'>[]): Promise<Map<string, RenewalNotice>> {
  const read = new Map<string, RenewalNotice>();
  const ocr = oneOcrWorker();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    for (const notice of notices) {
      let pdf: Buffer;
      if (notice.draw) {
        pdf = await pdfBytes(notice.draw);
      } else {
        await page.setContent(`<!doctype html><html lang="en"><meta charset="utf-8"><body>${STYLE}${notice.html}</body></html>`);
        pdf = await page.pdf({ format: 'A4', printBackground: true });
      }
      if (notice.scan) pdf = await scanned(pdf);
      const photo = notice.photo ? await photos(pdf, true) : null;
      const file = photo
        ? new File([new Uint8Array(notice.photo === 'sideways' ? photo.sideways : photo.upright)], `${notice.name}.jpg`, { type: 'image/jpeg' })
        : new File([new Uint8Array(pdf)], `${notice.name}.pdf`, { type: 'application/pdf' });
      const result = await readNotice(file, {}, ocr.environment);
      read.set(notice.name, parseRenewalNotice(result.text, { today: '2026-11-29' }));
    }
  } finally {
    await browser.close();
    await ocr.close();
  }
  return read;
}

/**
 * The reader's Node environment with one tesseract worker for the whole set, where the app starts one per notice:
 * starting one (its English model loaded) takes about half a second, and a set has a dozen scans and photos. Each
 * image is recognised on its own (the LSTM engine learns nothing from one page to the next), so readings are the same.
 */
function oneOcrWorker(): { environment: ReaderEnvironment; close: () => Promise<void> } {
  const node = nodeReaderEnvironment();
  let started: Promise<OcrWorker> | undefined;
  const environment: ReaderEnvironment = {
    ...node,
    createOcrWorker: async (progress) => {
      const worker = await (started ??= node.createOcrWorker(progress));
      return { recognize: (image) => worker.recognize(image), terminate: async () => undefined };
    },
  };
  return { environment, close: async () => void (started && (await (await started).terminate())) };
}

/** A scanner's PDF of the letter: each page only its picture, at 150 dpi, on a page of the same size. */
async function scanned(pdf: Buffer): Promise<Buffer> {
  const first = await drawPdfPage(pdf, 150 / 72);
  const pictures = [first.jpeg];
  for (let page = 2; page <= first.pages; page += 1) pictures.push((await drawPdfPage(pdf, 150 / 72, page)).jpeg);
  return pdfBytes((doc) => {
    pictures.forEach((picture, index) => {
      if (index > 0) doc.addPage();
      doc.image(picture, 0, 0, { width: doc.page.width, height: doc.page.height });
    });
  }, { margin: 0 });
}

/**
 * `knownMisses`: fields a notice's reading still misses, by notice name ('hiscox': ['insurer']). Such a field may be
 * right, not found, or flagged for a tick, never read wrong silently; every other field must be right.
 */
export function checkFreshNotices(notices: readonly FreshNotice[], knownMisses: Readonly<Record<string, readonly string[]>> = {}): void {
  const read = new Map<string, RenewalNotice>();

  beforeAll(async () => {
    for (const [name, notice] of await readPrintedNotices(notices)) read.set(name, notice);
  }, 600_000);

  test.each(notices.map((notice) => [notice.name, notice] as const))('%s: every field as the notice says it', (_name, notice) => {
    const parsed = read.get(notice.name)!;
    const misses = knownMisses[notice.name] ?? [];
    const checked = (Object.keys(notice.expected) as FreshField[]).filter((field) => !misses.includes(field));
    const got = Object.fromEntries(checked.map((field) => [field, same(field, parsed[field as RenewalNoticeFieldName]?.value)]));
    const want = Object.fromEntries(checked.map((field) => [field, same(field, notice.expected[field])]));
    expect(got).toEqual(want);
    for (const field of misses as FreshField[]) {
      const reading = parsed[field as RenewalNoticeFieldName];
      const rightOrSaysSo = !reading || same(field, reading.value) === same(field, notice.expected[field]) || reasonToCheck(reading) !== null;
      expect({ field, read: reading?.value, rightOrSaysSo }).toEqual({ field, read: reading?.value, rightOrSaysSo: true });
    }
  });

  test('no money or date read wrong without a flag asking for a tick, on any of them', () => {
    const silent = notices.flatMap((notice) =>
      Object.entries(notice.expected)
        .filter(([field]) => MONEY_OR_DATE.has(field))
        .flatMap(([field, value]) => {
          const reading = read.get(notice.name)![field as RenewalNoticeFieldName];
          return reading && same(field, reading.value) !== same(field, value) && reasonToCheck(reading) === null ? [`${notice.name}.${field}: ${reading.value} (is ${value})`] : [];
        }),
    );
    expect(silent).toEqual([]);
  });
}
