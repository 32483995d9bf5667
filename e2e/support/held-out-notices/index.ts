// The held-out renewal notices (issue 47), as files a driver uploads: thirteen PDFs printed by Chromium from
// ./pages.ts, and four phone photos of four of them (askew on a table, one sideways, one in shadow, one PNG).
// Made once per process; nothing binary is committed. `npm run bench:import` reads them beside the notices the reader
// was built from and prints its accuracy on each set apart.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../scripts/lib/chromium.cjs';
import { drawPdfPage, type NoticeFile } from '../renewal-notice-files';
import { HELD_OUT_PAGES, type HeldOutPdfName } from './pages';

export const HELD_OUT_PHOTO_NAMES = ['photoSheilasWheels', 'photoQuotemehappy', 'photoJohnLewisSideways', 'photoEndsleighShadow'] as const;
export type HeldOutNoticeName = HeldOutPdfName | (typeof HELD_OUT_PHOTO_NAMES)[number];
export const HELD_OUT_NOTICE_NAMES = [...(Object.keys(HELD_OUT_PAGES) as HeldOutPdfName[]), ...HELD_OUT_PHOTO_NAMES];

/** Every page of a notice printed to one PDF, as Chromium's print does. */
async function printAll(): Promise<Record<HeldOutPdfName, Buffer>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const printed = {} as Record<HeldOutPdfName, Buffer>;
    for (const [name, notice] of Object.entries(HELD_OUT_PAGES) as [HeldOutPdfName, (typeof HELD_OUT_PAGES)[HeldOutPdfName]][]) {
      const body = notice.html.map((html) => `<section style="break-after: page">${html}</section>`).join('');
      await page.setContent(`<!doctype html><html lang="en"><meta charset="utf-8"><body>${body}</body></html>`);
      printed[name] = await page.pdf({ format: 'A4', printBackground: true });
    }
    return printed;
  } finally {
    await browser.close();
  }
}

interface PhotoStyle {
  /** Degrees the page lies askew on the table. */
  tilt: number;
  /** Dots per inch the phone resolves the page at. */
  dpi: number;
  sideways?: boolean;
  /** A shadow falling across the lower part of the page (a hand or the phone). */
  shadow?: boolean;
  png?: boolean;
}

/** A phone photo of the first page of a printed notice. */
async function photo(pdf: Buffer, style: PhotoStyle): Promise<Buffer> {
  const { createCanvas, loadImage } = await import('@napi-rs/canvas');
  const page = await loadImage((await drawPdfPage(pdf, style.dpi / 72)).png);
  const margin = 70;
  const shot = createCanvas(page.width + margin * 2, page.height + margin * 2);
  const context = shot.getContext('2d');
  context.fillStyle = '#6f6458';
  context.fillRect(0, 0, shot.width, shot.height);
  context.save();
  context.translate(shot.width / 2, shot.height / 2);
  context.rotate((style.tilt * Math.PI) / 180);
  context.drawImage(page, -page.width / 2, -page.height / 2);
  context.restore();
  if (style.shadow) {
    const shade = context.createLinearGradient(0, shot.height * 0.45, 0, shot.height);
    shade.addColorStop(0, 'rgba(0,0,0,0)');
    shade.addColorStop(1, 'rgba(0,0,0,0.28)');
    context.fillStyle = shade;
    context.fillRect(0, 0, shot.width, shot.height);
  }
  let image = shot;
  if (style.sideways) {
    image = createCanvas(shot.height, shot.width);
    const turning = image.getContext('2d');
    turning.translate(image.width / 2, image.height / 2);
    turning.rotate(-Math.PI / 2);
    turning.drawImage(shot, -shot.width / 2, -shot.height / 2);
  }
  return style.png ? image.toBuffer('image/png') : image.toBuffer('image/jpeg', 82);
}

async function make(): Promise<Record<HeldOutNoticeName, NoticeFile>> {
  const printed = await printAll();
  const files = {} as Record<HeldOutNoticeName, NoticeFile>;
  for (const [name, notice] of Object.entries(HELD_OUT_PAGES) as [HeldOutPdfName, (typeof HELD_OUT_PAGES)[HeldOutPdfName]][]) {
    files[name] = { fileName: notice.fileName, mimeType: 'application/pdf', bytes: printed[name], pages: notice.html.length, expected: notice.expected };
  }
  const shot = async (from: HeldOutPdfName, fileName: string, style: PhotoStyle): Promise<NoticeFile> => ({
    fileName,
    mimeType: style.png ? 'image/png' : 'image/jpeg',
    bytes: await photo(printed[from], style),
    pages: 1,
    needsOcr: true,
    expected: HELD_OUT_PAGES[from].expected,
  });
  files.photoSheilasWheels = await shot('sheilasWheels', 'IMG_4102.jpg', { tilt: -1.1, dpi: 170 });
  files.photoQuotemehappy = await shot('quotemehappy', 'Screenshot_renewal.png', { tilt: 1.6, dpi: 160, png: true });
  files.photoJohnLewisSideways = await shot('johnLewis', 'IMG_4107.jpg', { tilt: 0.8, dpi: 170, sideways: true });
  files.photoEndsleighShadow = await shot('endsleigh', 'IMG_4110.jpg', { tilt: -0.5, dpi: 180, shadow: true });
  return files;
}

let made: Promise<Record<HeldOutNoticeName, NoticeFile>> | undefined;

/** Every held-out notice file, made once per process (Chromium is started once to print them). */
export function heldOutNoticeFiles(): Promise<Record<HeldOutNoticeName, NoticeFile>> {
  made ??= make();
  return made;
}
