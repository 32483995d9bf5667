// Renewal-notice files made in code (no binary fixture is committed), for the reader's jest tests, `npm run
// bench:import` and the e2e tests: PDFs in three insurers' layouts and a multi-page one (pdfkit), a scanned notice (a
// PDF page that is only a picture), a photo of a notice page (PNG and JPEG, drawn from the PDF by pdf.js on
// @napi-rs/canvas), and the bad files (password-protected, truncated, empty, too large, a recipe, a blurred photo).
// The texts are the parser's own test notices (shared-contracts/src/features/renewal-notice/test-fixtures), so each
// notice's `expected` holds the field values a reader followed by parseRenewalNotice must find.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';

export type NoticeField =
  | 'renewalDate'
  | 'insurer'
  | 'policyNumber'
  | 'registrationNumber'
  | 'coverage'
  | 'renewalPremium'
  | 'previousPremium'
  | 'compulsoryExcess'
  | 'voluntaryExcess'
  | 'totalExcess';

export type NoticeReadFailure = 'too-large' | 'empty' | 'not-supported' | 'password' | 'damaged' | 'unreadable' | 'sideways';

export interface NoticeFile {
  /** The file name a person would upload. */
  fileName: string;
  mimeType: string;
  bytes: Buffer;
  /** Pages of a PDF (1 for a photo). */
  pages?: number;
  /** True when the text can only be had by OCR (a photo, a scanned page). */
  needsOcr?: boolean;
  /** The field values parseRenewalNotice finds in the text read from the file. */
  expected?: Partial<Record<NoticeField, string>>;
  /** The NoticeReadError reason a reader gives for this file. */
  failure?: NoticeReadFailure;
  /** Words the text read from the file holds (for files that are read but are no notice). */
  contains?: string[];
}

export const NOTICE_NAMES = [
  'admiral',
  'aviva',
  'directLine',
  'hastingsMultiPage',
  'scannedChurchill',
  'photoPng',
  'photoJpeg',
  'passwordProtected',
  'corrupt',
  'empty',
  'oversized',
  'recipe',
  'blurredPhoto',
  'notADocument',
] as const;
export type NoticeName = (typeof NOTICE_NAMES)[number];

/** The notices that hold a renewal notice's text (the others are the bad files). */
export const READABLE_NOTICES: NoticeName[] = ['admiral', 'aviva', 'directLine', 'hastingsMultiPage', 'scannedChurchill', 'photoPng', 'photoJpeg'];

const TEXTS = path.resolve(__dirname, '..', '..', 'shared-contracts', 'src', 'features', 'renewal-notice', 'test-fixtures');
const text = (name: string) => readFileSync(path.join(TEXTS, `${name}.txt`), 'utf8');

// The values the parser's own tests expect of these texts (shared-contracts/src/features/renewal-notice.test.ts).
const ADMIRAL = {
  renewalDate: '2027-01-24',
  insurer: 'Admiral',
  policyNumber: 'P81-4471-2290',
  registrationNumber: 'YD19KMV',
  coverage: 'Comprehensive',
  renewalPremium: '689.90',
  previousPremium: '612.40',
  compulsoryExcess: '250',
  voluntaryExcess: '100',
};
const AVIVA = {
  renewalDate: '2027-01-24',
  insurer: 'Aviva',
  policyNumber: 'AV/6620184/03',
  registrationNumber: 'LN19WZP',
  coverage: 'Third Party Fire & Theft',
  renewalPremium: '534.18',
  previousPremium: '498.00',
  compulsoryExcess: '150',
  voluntaryExcess: '250',
};
const DIRECT_LINE = {
  renewalDate: '2027-01-24',
  insurer: 'Direct Line',
  policyNumber: 'DL 88213457',
  registrationNumber: 'KX70EVS',
  coverage: 'Comprehensive',
  renewalPremium: '1187.35',
  previousPremium: '1104.20',
  compulsoryExcess: '350',
  voluntaryExcess: '0',
};
const HASTINGS = {
  renewalDate: '2027-03-02',
  insurer: 'Hastings Direct',
  policyNumber: 'HD-5530271',
  registrationNumber: 'WP21HTF',
  coverage: 'Comprehensive',
  renewalPremium: '842.16',
  previousPremium: '731.88',
  compulsoryExcess: '350',
  voluntaryExcess: '150',
  totalExcess: '500',
};
const CHURCHILL = {
  renewalDate: '2027-02-10',
  insurer: 'Churchill',
  policyNumber: 'CH-7719035',
  registrationNumber: 'NJ15OCX',
  coverage: 'Third Party Only',
  renewalPremium: '455.30',
  previousPremium: '421.60',
  compulsoryExcess: '100',
  voluntaryExcess: '250',
};

export interface Style {
  font: string;
  bold: string;
  size: number;
  margin: number;
  /** The brand's band across the top of each page. */
  band?: string;
}

export function pdfBytes(draw: (doc: PDFKit.PDFDocument) => void, options: PDFKit.PDFDocumentOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: 'Car insurance renewal', Producer: 'Renewly tests' }, ...options });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/**
 * Lays a notice's text out as a letter: each line at its own height, and a line's columns (runs of two or more spaces
 * in the text) at the horizontal place the text gives them, as a table is printed. The first line is the brand, bold.
 * Pages break at 'Page N of M' lines (or when the page is full).
 */
export function drawLetter(doc: PDFKit.PDFDocument, source: string, style: Style): void {
  const lineHeight = style.size * 1.45;
  const charWidth = style.size * 0.52;
  const bottom = doc.page.height - style.margin;
  let y = 0;
  const startPage = () => {
    if (style.band) doc.rect(0, 0, doc.page.width, 28).fill(style.band).fillColor('black');
    y = style.margin + (style.band ? 10 : 0);
  };
  startPage();
  source.split('\n').forEach((line, index) => {
    if (/^Page \d+ of \d+$/.test(line.trim()) && index > 3) {
      doc.addPage();
      startPage();
    } else if (y + lineHeight > bottom) {
      doc.addPage();
      startPage();
    }
    if (line.trim() !== '') {
      const columns = [...line.matchAll(/\S+(?: \S+)*/g)];
      for (const column of columns) {
        const x = style.margin + (column.index ?? 0) * charWidth;
        doc.font(index === 0 ? style.bold : style.font).fontSize(index === 0 ? style.size * 1.6 : style.size);
        doc.text(column[0], x, y, { lineBreak: false });
      }
    }
    y += index === 0 ? lineHeight * 1.6 : lineHeight;
  });
}

const RECIPE = `Grandma's Victoria sponge

Serves 8. Ready in 45 minutes.

Ingredients
200g caster sugar
200g softened butter
4 eggs, beaten
200g self-raising flour
2 tbsp milk

Method
Heat the oven to 190C. Butter two 20cm sandwich tins and line them with baking paper.
Cream the sugar and butter together, then beat in the eggs a little at a time.
Fold in the flour and milk, divide between the tins and bake for 20 minutes until golden.
Sandwich the cakes with jam and cream, and dust with icing sugar.`;

/** pdf.js draws a PDF page (the first unless told) to a canvas in Node with @napi-rs/canvas (pdfjs-dist's optional dependency). */
export async function drawPdfPage(pdf: Buffer, scale: number, pageNumber = 1): Promise<{ png: Buffer; jpeg: Buffer; canvas: unknown; pages: number }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const fonts = path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, standardFontDataUrl: fonts, verbosity: 0 });
  const doc = await task.promise;
  try {
    const page = await doc.getPage(pageNumber);
    const viewport = page.getViewport({ scale });
    const factory = (doc as unknown as { canvasFactory: { create(w: number, h: number): unknown } }).canvasFactory;
    const made = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height)) as {
      canvas: { toBuffer(type: string, quality?: number): Buffer };
      context: CanvasRenderingContext2D;
    };
    made.context.fillStyle = 'white';
    made.context.fillRect(0, 0, viewport.width, viewport.height);
    await page.render({ canvas: made.canvas as unknown as HTMLCanvasElement, canvasContext: made.context, viewport }).promise;
    return { png: made.canvas.toBuffer('image/png'), jpeg: made.canvas.toBuffer('image/jpeg', 88), canvas: made.canvas, pages: doc.numPages };
  } finally {
    await task.destroy();
  }
}

/** A photo too blurred to read: the page drawn tiny, then blown up to a phone photo's size. */
async function blurredPhoto(pdf: Buffer): Promise<Buffer> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const tiny = await drawPdfPage(pdf, 0.22);
  const image = await loadImage(tiny.png);
  const canvas = createCanvas(image.width * 8, image.height * 8);
  const context = canvas.getContext('2d');
  context.imageSmoothingEnabled = true;
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toBuffer('image/png');
}

async function make(): Promise<Record<NoticeName, NoticeFile>> {
  const admiral = await pdfBytes((doc) =>
    drawLetter(doc, text('admiral-style'), { font: 'Helvetica', bold: 'Helvetica-Bold', size: 10, margin: 50, band: '#e5f0f7' }),
  );
  const aviva = await pdfBytes((doc) =>
    drawLetter(doc, text('aviva-style'), { font: 'Times-Roman', bold: 'Times-Bold', size: 11, margin: 60, band: '#ffd900' }),
  );
  const directLine = await pdfBytes((doc) =>
    drawLetter(doc, text('direct-line-style'), { font: 'Helvetica', bold: 'Helvetica-Bold', size: 9, margin: 40, band: '#d0021b' }),
  );
  // Three pages; the excesses table on the last one.
  const hastings = await pdfBytes((doc) =>
    drawLetter(doc, text('hastings-multi-page'), { font: 'Helvetica', bold: 'Helvetica-Bold', size: 9.5, margin: 45 }),
  );
  // The prose notice keeps its own line breaks: rewrapped, 'your new policy / starts on 10 February 2027' breaks the
  // label over two lines, which the parser does not join for dates (it then takes the old policy's end).
  const churchillText = await pdfBytes((doc) =>
    drawLetter(doc, text('churchill-prose'), { font: 'Helvetica', bold: 'Helvetica-Bold', size: 9, margin: 40, band: '#003b71' }),
  );
  // A scanned notice: the page is a picture (drawn from the typeset one at 200 dpi), with no text of its own.
  const churchillPicture = await drawPdfPage(churchillText, 200 / 72);
  const scannedChurchill = await pdfBytes((doc) => doc.image(churchillPicture.png, 0, 0, { width: doc.page.width, height: doc.page.height }));
  const photo = await drawPdfPage(admiral, 200 / 72);
  const passwordProtected = await pdfBytes(
    (doc) => drawLetter(doc, text('aviva-style'), { font: 'Helvetica', bold: 'Helvetica-Bold', size: 10, margin: 50 }),
    { userPassword: 'renewly', ownerPassword: 'renewly-owner', pdfVersion: '1.7' },
  );
  const recipe = await pdfBytes((doc) => drawLetter(doc, RECIPE, { font: 'Times-Roman', bold: 'Times-Bold', size: 12, margin: 60 }));
  // 10 MB and one byte of a PDF's start: refused for its size before anything reads it.
  const oversized = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
  admiral.copy(oversized, 0, 0, Math.min(admiral.length, 4096));

  const pdf = (fileName: string, bytes: Buffer, rest: Partial<NoticeFile>): NoticeFile => ({ fileName, mimeType: 'application/pdf', bytes, ...rest });
  return {
    admiral: pdf('admiral-renewal.pdf', admiral, { pages: 1, expected: ADMIRAL }),
    aviva: pdf('aviva-renewal-invitation.pdf', aviva, { pages: 1, expected: AVIVA }),
    directLine: pdf('direct-line-renewal.pdf', directLine, { pages: 1, expected: DIRECT_LINE }),
    hastingsMultiPage: pdf('hastings-renewal-documents.pdf', hastings, { pages: 3, expected: HASTINGS }),
    scannedChurchill: pdf('churchill-scanned.pdf', scannedChurchill, { pages: 1, needsOcr: true, expected: CHURCHILL }),
    photoPng: { fileName: 'renewal-photo.png', mimeType: 'image/png', bytes: photo.png, pages: 1, needsOcr: true, expected: ADMIRAL },
    photoJpeg: { fileName: 'IMG_2041.jpg', mimeType: 'image/jpeg', bytes: photo.jpeg, pages: 1, needsOcr: true, expected: ADMIRAL },
    passwordProtected: pdf('aviva-protected.pdf', passwordProtected, { failure: 'password' }),
    // The first third of a notice: a download that stopped part way.
    corrupt: pdf('admiral-renewal-incomplete.pdf', admiral.subarray(0, Math.floor(admiral.length / 3)), { failure: 'damaged' }),
    empty: pdf('renewal.pdf', Buffer.alloc(0), { failure: 'empty' }),
    oversized: pdf('renewal-scan.pdf', oversized, { failure: 'too-large' }),
    recipe: pdf('victoria-sponge.pdf', recipe, { pages: 1, contains: ['Victoria sponge', 'self-raising flour'] }),
    blurredPhoto: { fileName: 'blurry.png', mimeType: 'image/png', bytes: await blurredPhoto(admiral), needsOcr: true, failure: 'unreadable' },
    // A Word document renamed: neither a PDF nor a photo.
    notADocument: {
      fileName: 'renewal.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes: Buffer.from('PK\u0003\u0004\u0014\u0000\u0006\u0000word/document.xml', 'latin1'),
      failure: 'not-supported',
    },
  };
}

let made: Promise<Record<NoticeName, NoticeFile>> | undefined;

/** Every test file, made once per process. */
export function renewalNoticeFiles(): Promise<Record<NoticeName, NoticeFile>> {
  made ??= make();
  return made;
}

/** Writes every test file into `dir` (for `setInputFiles` or a look by hand): name -> path. */
export async function writeRenewalNoticeFiles(dir: string): Promise<Record<NoticeName, string>> {
  const files = await renewalNoticeFiles();
  mkdirSync(dir, { recursive: true });
  const written = {} as Record<NoticeName, string>;
  for (const name of NOTICE_NAMES) {
    const file = files[name];
    written[name] = path.join(dir, file.fileName);
    writeFileSync(written[name], file.bytes);
  }
  return written;
}
