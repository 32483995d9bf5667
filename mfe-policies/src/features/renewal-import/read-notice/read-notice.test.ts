/** @jest-environment node */
// The reader on the test notices (e2e/support/renewal-notice-files.ts) in Node: pdf.js's legacy build and tesseract.js
// with its English data from node_modules (node-environment.ts); the browser differs only in where those come from.
import { looksLikeRenewalNotice, parseRenewalNotice } from '@renewly/shared-contracts/features/renewal-notice';
import { drawPdfPage, pdfBytes, renewalNoticeFiles, type NoticeFile, type NoticeName } from '../../../../../e2e/support/renewal-notice-files';
import { nodeReaderEnvironment } from './node-environment';
import { MAX_NOTICE_BYTES, NOTICE_FILE_ACCEPT, NoticeReadError, noticeReadMessage, sniffNoticeKind } from './notice-read-error';
import { pageText } from './page-text';
import { readNotice, type ReaderEnvironment, type ReadProgress } from './read-notice';
import { readNoticeFile } from './read-notice-file';

jest.setTimeout(60_000);

let files: Record<NoticeName, NoticeFile>;
beforeAll(async () => {
  files = await renewalNoticeFiles();
});

const asFile = (notice: NoticeFile) => new File([new Uint8Array(notice.bytes)], notice.fileName, { type: notice.mimeType });

/** Node's environment, counting what a read started and stopped. */
function watchedEnvironment() {
  const node = nodeReaderEnvironment();
  const seen = { pdfjsLoaded: 0, tasksDestroyed: 0, ocrStarted: 0, ocrTerminated: 0 };
  const environment: ReaderEnvironment = {
    ...node,
    async loadPdfjs() {
      seen.pdfjsLoaded++;
      const pdfjs = await node.loadPdfjs();
      return {
        ...pdfjs,
        getDocument: (...args: Parameters<typeof pdfjs.getDocument>) => {
          const task = pdfjs.getDocument(...args);
          const destroy = task.destroy.bind(task);
          task.destroy = () => {
            seen.tasksDestroyed++;
            return destroy();
          };
          return task;
        },
      };
    },
    async createOcrWorker(progress) {
      seen.ocrStarted++;
      const worker = await node.createOcrWorker(progress);
      return {
        recognize: (image) => worker.recognize(image),
        terminate: () => {
          seen.ocrTerminated++;
          return worker.terminate();
        },
      };
    },
  };
  return { environment, seen };
}

async function read(name: NoticeName, onProgress?: (p: ReadProgress) => void, signal?: AbortSignal) {
  const { environment, seen } = watchedEnvironment();
  const result = await readNotice(asFile(files[name]), { onProgress, signal }, environment);
  return { result, seen };
}

async function failure(name: NoticeName | NoticeFile, signal?: AbortSignal) {
  const { environment, seen } = watchedEnvironment();
  const file = typeof name === 'string' ? files[name] : name;
  const error = await readNotice(asFile(file), { signal }, environment).then(
    () => new Error('read without failing'),
    (e: unknown) => e,
  );
  return { error: error as NoticeReadError, seen };
}

const valuesOf = (text: string) =>
  Object.fromEntries(Object.entries(parseRenewalNotice(text)).map(([field, found]) => [field, found?.value]));

describe('reading the text of a PDF notice, page by page', () => {
  it.each(['admiral', 'aviva', 'directLine', 'hastingsMultiPage'] as const)('%s: every field the parser should find', async (name) => {
    const progress: ReadProgress[] = [];
    const { result, seen } = await read(name, (p) => progress.push(p));
    expect(result.usedOcr).toBe(false);
    expect(result.pages).toBe(files[name].pages);
    expect(valuesOf(result.text)).toEqual(files[name].expected);
    expect(progress).toEqual(Array.from({ length: result.pages }, (_, i) => ({ stage: 'pdf', page: i + 1, pages: result.pages })));
    // pdf.js's loading task is destroyed once read, and no OCR was started.
    expect(seen).toMatchObject({ tasksDestroyed: 1, ocrStarted: 0 });
  });

  it('finds the excess on the third page of a three-page notice', async () => {
    const { result } = await read('hastingsMultiPage');
    const pages = result.text.split('\n\n');
    expect(pages).toHaveLength(3);
    expect(pages[2]).toMatch(/Accidental damage +£350 +£150 +£500/);
    expect(parseRenewalNotice(result.text).compulsoryExcess?.snippet).toContain("Compulsory Voluntary Total Accidental damage £350");
  });

  it('keeps a table’s amounts under their column headings', async () => {
    const { result } = await read('directLine');
    const lines = result.text.split('\n');
    const headings = lines.find((l) => l.includes("This year's price"))!;
    const row = lines.find((l) => l.startsWith('Total premium'))!;
    expect(Math.abs(row.indexOf('£1,187.35') - headings.indexOf("This year's price"))).toBeLessThan(4);
  });

  it('reads a PDF that is no notice as it is (the importer tells it is not one)', async () => {
    const { result } = await read('recipe');
    for (const words of files.recipe.contains!) expect(result.text).toContain(words);
    expect(looksLikeRenewalNotice(parseRenewalNotice(result.text))).toBe(false);
  });
});

describe('reading by OCR', () => {
  it('reads a scanned page (a PDF page that is only a picture) by OCR, reporting its progress for that page', async () => {
    const progress: ReadProgress[] = [];
    const { result, seen } = await read('scannedChurchill', (p) => progress.push(p));
    expect(result).toMatchObject({ pages: 1, usedOcr: true });
    expect(valuesOf(result.text)).toEqual(files.scannedChurchill.expected);
    const ocr = progress.filter((p) => p.stage === 'ocr');
    expect(ocr.length).toBeGreaterThan(2);
    expect(ocr.every((p) => p.page === 1 && p.pages === 1 && p.progress >= 0 && p.progress <= 1)).toBe(true);
    expect(ocr.at(-1)).toMatchObject({ progress: 1 });
    expect(seen).toMatchObject({ ocrStarted: 1, ocrTerminated: 1, tasksDestroyed: 1 });
  });

  it("keeps a scanned page that holds a line or two (a letter's last page), and leaves out a blank one", async () => {
    const letter = await pdfBytes((doc) => {
      doc.fontSize(11).text('Your car insurance renewal. Policy number MX 4471 0032. Your new premium is £612.40 a year.', 50, 60, { width: 480 });
      doc.addPage();
      doc.fontSize(11).text('Total excess £350', 50, 60);
      doc.addPage();
    });
    const pictures = await Promise.all([1, 2, 3].map(async (page) => (await drawPdfPage(letter, 150 / 72, page)).jpeg));
    const scan = await pdfBytes((doc) => {
      pictures.forEach((picture, index) => {
        if (index > 0) doc.addPage();
        doc.image(picture, 0, 0, { width: doc.page.width, height: doc.page.height });
      });
    }, { margin: 0 });
    const result = await readNotice(new File([new Uint8Array(scan)], 'scan.pdf', { type: 'application/pdf' }), {}, nodeReaderEnvironment());
    expect(result).toMatchObject({ pages: 3, usedOcr: true });
    expect(result.text).toMatch(/£612\.40 a year\.\s+Total excess £350$/);
  });

  it.each(['photoPng', 'photoJpeg'] as const)('reads a photo of a notice (%s)', async (name) => {
    const progress: ReadProgress[] = [];
    const { result, seen } = await read(name, (p) => progress.push(p));
    expect(result).toMatchObject({ pages: 1, usedOcr: true });
    expect(valuesOf(result.text)).toEqual(files[name].expected);
    expect(progress.every((p) => p.stage === 'ocr')).toBe(true);
    expect(progress.at(-1)).toEqual({ stage: 'ocr', progress: 1 });
    // A photo never loads pdf.js.
    expect(seen).toMatchObject({ pdfjsLoaded: 0, ocrStarted: 1, ocrTerminated: 1 });
  });

  it("refuses a blurred photo as 'unreadable'", async () => {
    const { error, seen } = await failure('blurredPhoto');
    expect(error).toBeInstanceOf(NoticeReadError);
    expect(error.reason).toBe('unreadable');
    expect(seen.ocrTerminated).toBe(1);
  });
});

describe('an OCR engine that cannot start', () => {
  it("fails as 'unreadable' instead of waiting for ever, and ends the worker if it starts after all", async () => {
    let terminated = 0;
    let start: (worker: Awaited<ReturnType<ReaderEnvironment['createOcrWorker']>>) => void = () => undefined;
    const environment: ReaderEnvironment = {
      ...nodeReaderEnvironment(),
      ocrStartTimeoutMs: 200,
      // As in a browser whose CSP refuses the wasm: tesseract.js never answers.
      createOcrWorker: () => new Promise((resolve) => (start = resolve)),
    };
    const error = await readNotice(asFile(files.photoPng), {}, environment).catch((e: unknown) => e);
    expect(error).toMatchObject({ reason: 'unreadable' });
    start({ recognize: async () => ({ text: '', confidence: 0 }), terminate: async () => void terminated++ });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(terminated).toBe(1);
  });

  it("fails as 'unreadable' when the engine or its language data cannot be loaded", async () => {
    const environment: ReaderEnvironment = { ...nodeReaderEnvironment(), createOcrWorker: () => Promise.reject(new Error('offline')) };
    await expect(readNotice(asFile(files.photoPng), {}, environment)).rejects.toMatchObject({ reason: 'unreadable' });
  });
});

describe('files that cannot be read', () => {
  it.each([
    ['passwordProtected', 'password'],
    ['corrupt', 'damaged'],
    ['empty', 'empty'],
    ['oversized', 'too-large'],
    ['notADocument', 'not-supported'],
  ] as const)('%s gives %s', async (name, reason) => {
    const { error } = await failure(name);
    expect(error).toBeInstanceOf(NoticeReadError);
    expect(error.reason).toBe(reason);
    expect(files[name].failure).toBe(reason);
    expect(noticeReadMessage(error)).toMatch(/^We couldn't read this file: /);
  });

  it('checks size and type before loading any reader', async () => {
    for (const name of ['empty', 'oversized', 'notADocument'] as const) {
      const { seen } = await failure(name);
      expect(seen).toEqual({ pdfjsLoaded: 0, tasksDestroyed: 0, ocrStarted: 0, ocrTerminated: 0 });
    }
    expect(files.oversized.bytes.length).toBe(MAX_NOTICE_BYTES + 1);
    // The public module gives the same answers without loading anything.
    for (const name of ['empty', 'oversized', 'notADocument'] as const) {
      await expect(readNoticeFile(asFile(files[name]), {})).rejects.toMatchObject({ reason: files[name].failure });
    }
  });

  it('goes by the bytes, not the name: a .pdf that is not one is damaged, a photo named .pdf is a photo', async () => {
    const fake: NoticeFile = { fileName: 'renewal.pdf', mimeType: 'application/pdf', bytes: Buffer.from('<html>Sign in to download</html>') };
    expect((await failure(fake)).error.reason).toBe('damaged');
    const text: NoticeFile = { fileName: 'notes.txt', mimeType: 'text/plain', bytes: Buffer.from('Renewal premium £500') };
    expect((await failure(text)).error.reason).toBe('not-supported');
    expect(sniffNoticeKind(files.photoPng.bytes)).toBe('png');
    expect(sniffNoticeKind(files.photoJpeg.bytes)).toBe('jpeg');
    expect(sniffNoticeKind(new Uint8Array([...Buffer.from('RIFF'), 1, 2, 3, 4, ...Buffer.from('WEBPVP8 ')]))).toBe('webp');
    expect(sniffNoticeKind(Buffer.concat([Buffer.from('\r\n\r\n'), files.admiral.bytes.subarray(0, 100)]))).toBe('pdf');
    expect(NOTICE_FILE_ACCEPT).toBe('application/pdf,.pdf,image/jpeg,image/png,image/webp');
  });

  it('has a message saying what to try for every failure, none for a cancelled read', () => {
    expect(noticeReadMessage(new NoticeReadError('too-large'))).toBe(
      "We couldn't read this file: it is larger than 10 MB. Try the PDF your insurer sent, or a photo of the notice's first page.",
    );
    expect(noticeReadMessage(new NoticeReadError('password'))).toContain('Save a copy without the password, or take a photo of the notice.');
    expect(noticeReadMessage(new NoticeReadError('unreadable'))).toContain(
      'try a sharper photo in good light, with the whole page flat and in view.',
    );
    expect(noticeReadMessage(new NoticeReadError('cancelled'))).toBe('');
    // Anything unexpected is told as a damaged file.
    expect(noticeReadMessage(new Error('boom'))).toBe(noticeReadMessage(new NoticeReadError('damaged')));
  });
});

describe('cancelling', () => {
  it('rejects at once when the signal is already aborted, loading nothing', async () => {
    const { error, seen } = await failure('admiral', AbortSignal.abort());
    expect(error.reason).toBe('cancelled');
    expect(seen.pdfjsLoaded).toBe(0);
  });

  it('stops a PDF part way through and destroys its loading task', async () => {
    const controller = new AbortController();
    const progress: ReadProgress[] = [];
    const { environment, seen } = watchedEnvironment();
    const reading = readNotice(asFile(files.hastingsMultiPage), {
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p);
        if (p.stage === 'pdf' && p.page === 2) controller.abort();
      },
    }, environment);
    await expect(reading).rejects.toMatchObject({ reason: 'cancelled' });
    expect(progress.map((p) => p.stage === 'pdf' && p.page)).toEqual([1, 2]);
    expect(seen.tasksDestroyed).toBe(1);
  });

  it('stops OCR and ends its worker', async () => {
    const controller = new AbortController();
    const { environment, seen } = watchedEnvironment();
    const reading = readNotice(asFile(files.photoPng), {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.stage === 'ocr' && p.progress > 0.05) controller.abort();
      },
    }, environment);
    await expect(reading).rejects.toMatchObject({ reason: 'cancelled' });
    expect(seen.ocrStarted).toBe(1);
    // The worker is ended as soon as it has started (it may still be starting when the signal comes).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(seen.ocrTerminated).toBe(1);
  });
});

describe('pageText', () => {
  const item = (str: string, x: number, y: number, width = str.length * 5) => ({ str, transform: [10, 0, 0, 10, x, y], width, height: 10 });

  it('joins items at one height into a line, top to bottom, and places columns by position', () => {
    const text = pageText([
      item('£150', 250, 680),
      item('Compulsory excess', 50, 680),
      item('Your excess', 50, 700),
      { type: 'beginMarkedContent' },
      item('', 0, 0),
    ]);
    expect(text).toBe('Your excess\nCompulsory excess                       £150');
  });

  it('joins the pieces of a word that touch without a space, and those apart with one', () => {
    expect(pageText([item('Insur', 50, 700, 25), item('ance', 75, 700, 20), item('premium', 97, 700, 35)])).toBe('Insurance premium');
  });
});
