// Issue 49: the attached PDF read in the worker, on a thread with heap and time limits: a notice's figures are read
// as the browser reads them; a PDF that would take half an hour (one content stream drawn 100,000 times) is stopped at
// the limit, and the reading says only that the email came.
import PDFDocument from 'pdfkit';
import { Types } from 'mongoose';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../../test/helpers';
import { NotificationModel } from '../notifications/notifications.model';
import { receiveForwardedMail } from '.';
import { readPdfText } from './pdf-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { inboundDomain: 'in.renewly.test' } });
});
afterAll(async () => {
  await t.close();
});

const LIMITS = { timeoutMs: 4_000, maxHeapMb: 128, maxPages: 12 };

function noticePdf(): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.fontSize(12);
    for (const line of ['Aviva car insurance renewal', 'Policy number: AV-1234-5678', 'Vehicle registration: AB12 CDE', 'Renewal date: 8 January 2027', "Last year's premium: £612.40", 'Your renewal premium: £702.15']) doc.text(line);
    doc.end();
  });
}

/** A valid PDF whose one page draws the same content stream `refs` times (2,000 took 33 s in pdf.js here). */
function slowPdf(refs: number): Buffer {
  const content = 'BT /F1 12 Tf 72 720 Td (Renewal premium 100.00) Tj ET\n'.repeat(200);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents [${'5 0 R '.repeat(refs)}] >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function mailWithPdf(filename: string, pdf: Buffer): Buffer {
  const b64 = pdf.toString('base64').replace(/.{76}/g, '$&\r\n');
  return Buffer.from(
    [
      'From: Aviva <renewals@aviva.co.uk>',
      'To: renewals+x@in.renewly.test',
      'Subject: Your renewal documents',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="b1"',
      '',
      '--b1',
      'Content-Type: text/plain; charset="utf-8"',
      '',
      'Your renewal documents are attached.',
      '--b1',
      `Content-Type: application/pdf; name="${filename}"`,
      `Content-Disposition: attachment; filename="${filename}"`,
      'Content-Transfer-Encoding: base64',
      '',
      b64,
      '--b1--',
      '',
    ].join('\r\n'),
  );
}

const bellOf = async (userId: string) => (await NotificationModel.find({ userId: new Types.ObjectId(userId) }).lean()).map((n) => n.message);

test("a notice's PDF is read on the limited thread: its figures are in the reading and the bell says what was read", async () => {
  const pdf = await noticePdf();
  const direct = await readPdfText(pdf, LIMITS);
  expect(direct.ok && direct.text).toContain('Your renewal premium: £702.15');

  const user = await signUpAndLogIn(t.app);
  const reading = await receiveForwardedMail(user.user.id, mailWithPdf('Renewal.pdf', pdf), new Date(), { pdfLimits: LIMITS });
  const notice = reading.notice as Record<string, { value: string } | undefined>;
  expect([notice.renewalPremium?.value, notice.previousPremium?.value, notice.registrationNumber?.value]).toEqual(['702.15', '612.40', 'AB12CDE']);
  expect(reading.unreadableDocuments).toBeUndefined();
  expect(await bellOf(user.user.id)).toEqual(['We read your renewal notice from Aviva for AB12 CDE: check it']);
});

test('a PDF that would never finish is stopped at the time limit; the reading says the email came and names the PDF', async () => {
  const user = await signUpAndLogIn(t.app);
  const started = Date.now();
  const reading = await receiveForwardedMail(user.user.id, mailWithPdf('slow.pdf', slowPdf(100_000)), new Date(), { pdfLimits: LIMITS });
  expect(Date.now() - started).toBeLessThan(LIMITS.timeoutMs + 10_000);
  expect(reading.unreadableDocuments).toEqual(['slow.pdf']);
  expect(await bellOf(user.user.id)).toEqual(['We received your renewal email from Aviva: check it']);
  expect(await readPdfText(slowPdf(100_000), { ...LIMITS, timeoutMs: 1_000 })).toEqual({ ok: false, reason: 'timeout' });
});

test('bytes that are not a PDF are unreadable, not an error', async () => {
  expect(await readPdfText(Buffer.from('%PDF-1.4 not really'), LIMITS)).toEqual({ ok: false, reason: 'unreadable' });
});
