/** @jest-environment node */
// Issue 37: the reader and parser together on notices in layouts they were not built from (e2e/support/
// unseen-notice-files.ts: HTML printed by Chromium, pdfkit letters, a phone photo upright and sideways), read in Node
// as the browser reads them. Kept apart from read-notice.test.ts (the notices the parser was tuned on).
import { parseRenewalNotice } from '@renewly/shared-contracts/features/renewal-notice';
import { unseenNoticeFiles, UNSEEN_NOTICE_NAMES, type UnseenNoticeName } from '../../../../../e2e/support/unseen-notice-files';
import type { NoticeFile } from '../../../../../e2e/support/renewal-notice-files';
import { nodeReaderEnvironment } from './node-environment';
import { NoticeReadError, noticeReadMessage } from './notice-read-error';
import { readNotice, type OcrImage, type ReaderEnvironment, type ReadProgress } from './read-notice';

jest.setTimeout(120_000);

let files: Record<UnseenNoticeName, NoticeFile>;
beforeAll(async () => {
  files = await unseenNoticeFiles();
}, 120_000);

const asFile = (notice: NoticeFile) => new File([new Uint8Array(notice.bytes)], notice.fileName, { type: notice.mimeType });
const valuesOf = (text: string) => Object.fromEntries(Object.entries(parseRenewalNotice(text)).map(([field, found]) => [field, found?.value]));

describe('notices in layouts the parser was not built from, read from their files', () => {
  it.each(UNSEEN_NOTICE_NAMES.filter((n) => !n.startsWith('photo')))('%s: every field', async (name) => {
    const result = await readNotice(asFile(files[name]), {}, nodeReaderEnvironment());
    expect(result.usedOcr).toBe(false);
    expect(valuesOf(result.text)).toEqual(files[name].expected);
  });

  it('a photo taken upright: every field, its progress one bar that only goes forward', async () => {
    const progress: ReadProgress[] = [];
    const result = await readNotice(asFile(files.photoUpright), { onProgress: (p) => progress.push(p) }, nodeReaderEnvironment());
    expect(valuesOf(result.text)).toEqual(files.photoUpright.expected);
    const fractions = progress.map((p) => (p.stage === 'ocr' ? p.progress : -1));
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it.each(['photoOfPrintedTable', 'photoOfWrappedLines'] as const)('%s: a photo of a Chromium-printed notice, every field', async (name) => {
    const result = await readNotice(asFile(files[name]), {}, nodeReaderEnvironment());
    expect(result.usedOcr).toBe(true);
    expect(valuesOf(result.text)).toEqual(files[name].expected);
  });

  it('8. a photo taken sideways is turned and read; its progress still only goes forward', async () => {
    const progress: ReadProgress[] = [];
    const result = await readNotice(asFile(files.photoSideways), { onProgress: (p) => progress.push(p) }, nodeReaderEnvironment());
    expect(valuesOf(result.text)).toEqual(files.photoSideways.expected);
    const fractions = progress.map((p) => (p.stage === 'ocr' ? p.progress : -1));
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });
});

/** What OCR makes of a page the wrong way up: next to nothing, with little confidence. */
const NOISE = { text: '~:;,. ii Il 1l ,. ~~ ;; .. \u2018 \u2019 ii', confidence: 12 };

/** An OCR engine that reads text only when the image has been turned `readsAt` quarter turns (0 = as taken). */
function turnedEnvironment(readsAt: number, wellEnough = true, noise = NOISE): { environment: ReaderEnvironment; tried: number[] } {
  const tried: number[] = [];
  const letter = 'Your car insurance policy is due for renewal. Your renewal premium for the year is £600.00 and the excess is £250.';
  const environment: ReaderEnvironment = {
    ...nodeReaderEnvironment(),
    photoForOcr: async () => ({ turns: 0 }) as unknown as OcrImage,
    rotate: async (image, quarterTurns) => ({ turns: ((image as unknown as { turns: number }).turns + quarterTurns) % 4 }) as unknown as OcrImage,
    createOcrWorker: async (progress) => ({
      recognize: async (image) => {
        const { turns } = image as unknown as { turns: number };
        tried.push(turns);
        // The loading share first, then recognising from 30% (as tesseract.js's logger reports a first read).
        for (const f of [0.1, 0.3, 0.6, 0.9]) progress(f);
        if (turns !== readsAt) return noise;
        return wellEnough ? { text: letter, confidence: 88 } : { text: 'Your policy is due for renewal on', confidence: 71 };
      },
      terminate: async () => undefined,
    }),
  };
  return { environment, tried };
}

const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0])], 'IMG_1.jpg', { type: 'image/jpeg' });

describe('8. the four ways up', () => {
  it('reads as taken when that reads, trying no other way', async () => {
    const { environment, tried } = turnedEnvironment(0);
    await expect(readNotice(photo, {}, environment)).resolves.toMatchObject({ usedOcr: true });
    expect(tried).toEqual([0]);
  });

  it.each([1, 2, 3])('finds the text %d quarter turn(s) round, the bar never going back', async (turns) => {
    const { environment, tried } = turnedEnvironment(turns);
    const progress: number[] = [];
    const result = await readNotice(photo, { onProgress: (p) => progress.push(p.stage === 'ocr' ? p.progress : -1) }, environment);
    expect(result.text).toContain('renewal premium');
    expect(tried).toContain(turns);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
  });

  it("turns a photo whose read as taken is noise with a few short words in it (set 5's sideways Co-op photo)", async () => {
    const noise = { text: '2i ES 833335IEEE=CERDI0 BT 59 3 ©5 5 9 32 3 2ERa coe8 8343 Ss 3 A J 9 2m m S0 on = oo 2 3 aa wcwm 8=3 om2 Ey zs in gs3 is', confidence: 50 };
    const { environment, tried } = turnedEnvironment(3, true, noise);
    const result = await readNotice(photo, {}, environment);
    expect(result.text).toContain('renewal premium');
    expect(tried).toContain(3);
  });

  it("says to turn the photo the right way up when a turned read found more, but not enough", async () => {
    const { environment, tried } = turnedEnvironment(1, false);
    const error = (await readNotice(photo, {}, environment).catch((e: unknown) => e)) as NoticeReadError;
    expect(error).toBeInstanceOf(NoticeReadError);
    expect(error.reason).toBe('sideways');
    expect(noticeReadMessage(error)).toMatch(/Turn the photo the right way up/);
    expect(tried.sort()).toEqual([0, 1, 2, 3]);
  });

  it("asks for a sharper photo when no way up reads", async () => {
    const { environment } = turnedEnvironment(-1);
    const error = (await readNotice(photo, {}, environment).catch((e: unknown) => e)) as NoticeReadError;
    expect(error.reason).toBe('unreadable');
  });
});
