// Issue 49: a forwarded notice's photo read in the worker (tesseract.js on a limited thread, the shared layout), and
// the whole path: a renewal email with the notice as a JPEG attached is read into the review's fields; a photo that is
// no notice, one stopped at the time limit and a HEIC that does not decode are kept as names the review says it could
// not read; an iPhone's HEIC photo of the notice is read as a JPEG. The photos are drawn here (@napi-rs/canvas): a
// phone's picture of a printed letter, upright (the HEIC fixture is the same drawing, encoded by libheif's heif-enc).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import MailComposer from 'nodemailer/lib/mail-composer';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../../test/helpers';
import { receiveForwardedMail } from '.';
import { readPhotoText } from './photo-text';

jest.setTimeout(180_000);

function photo(lines: string[], type: 'image/jpeg' | 'image/png' = 'image/jpeg'): Buffer {
  const canvas = createCanvas(1400, 120 + lines.length * 70);
  const g = canvas.getContext('2d');
  g.fillStyle = '#fbfaf6';
  g.fillRect(0, 0, canvas.width, canvas.height);
  g.fillStyle = '#1a1a1a';
  g.font = '34px sans-serif';
  lines.forEach((line, i) => g.fillText(line, 60, 90 + i * 70));
  return type === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg');
}

const NOTICE_LINES = [
  'Your car insurance renewal',
  'Policy number: AV-1234-5678',
  'Vehicle registration: AB12 CDE',
  'Renewal date: 8 January 2027',
  'Your renewal premium: £702.15',
  "Last year's premium: £612.40",
];

const withAttachments = (attachments: { filename: string; content: Buffer; contentType: string }[]) =>
  new MailComposer({ from: 'Jo Bloggs <jo.bloggs@gmail.com>', to: 'renewals+abc@in.renewly.test', subject: 'My renewal', text: 'Photo attached', attachments }).compile().build();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

test('a photo of a notice (JPEG and PNG) is read as the card reads one: lines rebuilt from the word boxes', async () => {
  for (const type of ['image/jpeg', 'image/png'] as const) {
    const read = await readPhotoText(photo(NOTICE_LINES, type));
    expect(read).toEqual({ ok: true, text: expect.stringContaining('Your renewal premium: £702.15') });
    if (read.ok) expect(read.text.split('\n')).toContain('Policy number: AV-1234-5678');
  }
});

test('a photo with too little to read, and one past the time limit, are not readings', async () => {
  expect(await readPhotoText(photo(['Hello']))).toEqual({ ok: false, reason: 'unreadable' });
  expect(await readPhotoText(photo(NOTICE_LINES), { timeoutMs: 50, maxHeapMb: 512 })).toEqual({ ok: false, reason: 'timeout' });
});

test("a forwarded email with the notice as a photo: the review's fields are read from it", async () => {
  const user = await signUpAndLogIn(t.app);
  const raw = await withAttachments([{ filename: 'IMG_2041.jpg', content: photo(NOTICE_LINES), contentType: 'image/jpeg' }]);
  const reading = await receiveForwardedMail(user.user.id, raw);
  expect(reading.notice).toMatchObject({
    renewalPremium: { value: '702.15' },
    previousPremium: { value: '612.40' },
    renewalDate: { value: '2027-01-08' },
    policyNumber: { value: 'AV-1234-5678' },
    registrationNumber: { value: 'AB12CDE' },
  });
  expect(reading.unreadableDocuments).toBeUndefined();
});

test("an iPhone's HEIC photo of the notice is read as a JPEG would be", async () => {
  const user = await signUpAndLogIn(t.app);
  const heic = readFileSync(path.join(__dirname, 'test-fixtures', 'IMG_2043.HEIC'));
  const raw = await withAttachments([{ filename: 'IMG_2043.HEIC', content: heic, contentType: 'image/heic' }]);
  const reading = await receiveForwardedMail(user.user.id, raw);
  expect(reading.notice).toMatchObject({ renewalPremium: { value: '702.15' }, registrationNumber: { value: 'AB12CDE' }, renewalDate: { value: '2027-01-08' } });
  expect(reading.unreadableDocuments).toBeUndefined();
});

test("a photo that is no notice and a HEIC that does not decode are named as not read; the reading is kept", async () => {
  const user = await signUpAndLogIn(t.app);
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic'), Buffer.alloc(64)]);
  const raw = await withAttachments([
    { filename: 'blank.png', content: photo(['Hello'], 'image/png'), contentType: 'image/png' },
    { filename: 'IMG_2042.HEIC', content: heic, contentType: 'image/heic' },
  ]);
  const reading = await receiveForwardedMail(user.user.id, raw);
  expect(reading.unreadableDocuments).toEqual(['blank.png', 'IMG_2042.HEIC']);
  expect(reading.documents.map((d) => d.filename)).toEqual(['blank.png', 'IMG_2042.HEIC']);
  // The review names them (INBOUND_READING_TEXTS.unreadable).
  expect((await user.get(`/api/inbound-readings/${String(reading._id)}`)).body.unreadableDocuments).toEqual(['blank.png', 'IMG_2042.HEIC']);
});
