// "Keep this notice" for a forwarded renewal email (issue 49 part 2): the notice's file is held, encrypted, with the
// reading until the review; the review keeps it with the chosen policy (as its renewal notice, within the allowance
// and the user's access) or drops it; expiry and erasure drop it too. On the real database's GridFS.
import { Types } from 'mongoose';
import MailComposer from 'nodemailer/lib/mail-composer';
import { INBOUND_READING_TEXTS } from '@renewly/shared-contracts/features/inbound-readings';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { newPolicy } from '../../../test/document-fixtures';
import { InboundReadingModel, pruneExpiredReadings, receiveForwardedMail } from '.';

let t: TestApp;
let alice: SignedInAgent;
let bob: SignedInAgent;
const DAY = 24 * 60 * 60 * 1000;
const noticePdf = Buffer.from('%PDF-1.4\n% Aviva renewal notice AB12CDE, premium 712.40\n%%EOF\n');

async function forwardedWithPdf(): Promise<Buffer> {
  return new MailComposer({
    from: 'Alice <alice@example.test>',
    to: 'renewals+abc@in.renewly.test',
    subject: 'Fwd: Your Aviva car insurance renewal',
    text: 'Here it is.',
    attachments: [{ filename: 'Aviva renewal.pdf', content: noticePdf, contentType: 'application/pdf' }],
  })
    .compile()
    .build();
}

const files = () => t.connection.collection('documents.files');
const key = () => t.config.documents.key!;

beforeAll(async () => {
  t = await createTestApp({ config: { inboundDomain: 'in.renewly.test' } });
  alice = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
});
afterAll(() => t.close());

test('the notice is held with the reading, kept with the chosen policy on review, and the held copy dropped', async () => {
  const policyId = await newPolicy(alice, 'AB12CDE');
  const stored = await receiveForwardedMail(alice.user.id, await forwardedWithPdf(), new Date(), { documentsKey: key() });
  const id = String(stored._id);
  const reading = (await alice.get(`/api/inbound-readings/${id}`)).body;
  expect(reading.heldNotice).toEqual({ filename: 'Aviva renewal.pdf', contentType: 'application/pdf', size: noticePdf.length });
  const heldFileId = stored.heldNotice!.fileId;
  expect(await files().countDocuments({ _id: heldFileId })).toBe(1);

  const reviewed = await alice.post(`/api/inbound-readings/${id}/reviewed`).send({ keepNotice: { policyId } });
  expect([reviewed.status, reviewed.body.status, reviewed.body.heldNotice]).toEqual([200, 'reviewed', null]);
  const documents = (await alice.get(`/api/policies/${policyId}/documents`)).body as { id: string; kind: string; name: string }[];
  expect(documents).toHaveLength(1);
  expect(documents[0]).toMatchObject({ kind: 'renewalNotice', name: 'Aviva renewal.pdf' });
  const file = await alice.get(`/api/policy-documents/${documents[0]!.id}/file`).buffer(true);
  expect(Buffer.compare(file.body as Buffer, noticePdf)).toBe(0);
  expect(await files().countDocuments({ _id: heldFileId })).toBe(0);
});

test('reviewed without keeping drops the held copy; nothing is kept without DOCUMENTS_KEY', async () => {
  const stored = await receiveForwardedMail(alice.user.id, await forwardedWithPdf(), new Date(), { documentsKey: key() });
  expect((await alice.post(`/api/inbound-readings/${stored._id}/reviewed`)).status).toBe(200);
  expect(await files().countDocuments({ _id: stored.heldNotice!.fileId })).toBe(0);

  const unkept = await receiveForwardedMail(alice.user.id, await forwardedWithPdf(), new Date(), { documentsKey: null });
  expect(unkept.heldNotice).toBeUndefined();
  const policyId = await newPolicy(alice, 'NO12HLD');
  const res = await alice.post(`/api/inbound-readings/${unkept._id}/reviewed`).send({ keepNotice: { policyId } });
  expect([res.status, res.body.message]).toEqual([409, INBOUND_READING_TEXTS.noHeldNotice]);
  expect((await InboundReadingModel.findById(unkept._id).lean())?.status).toBe('unread');
});

test("kept only with a policy the user may edit: another's is a 404 and the reading stays unread, its notice held", async () => {
  const bobsPolicy = await newPolicy(bob, 'BO12BBB');
  const stored = await receiveForwardedMail(alice.user.id, await forwardedWithPdf(), new Date(), { documentsKey: key() });
  const res = await alice.post(`/api/inbound-readings/${stored._id}/reviewed`).send({ keepNotice: { policyId: bobsPolicy } });
  expect(res.status).toBe(404);
  expect((await InboundReadingModel.findById(stored._id).lean())).toMatchObject({ status: 'unread', heldNotice: { filename: 'Aviva renewal.pdf' } });
  expect((await bob.get(`/api/policies/${bobsPolicy}/documents`)).body).toEqual([]);
  const bad = await alice.post(`/api/inbound-readings/${stored._id}/reviewed`).send({ keepNotice: { policyId: 'nope' } });
  expect([bad.status, typeof bad.body.message]).toEqual([400, 'string']);
});

test('an expired reading and an erased account take their held notices with them', async () => {
  const old = await receiveForwardedMail(alice.user.id, await forwardedWithPdf(), new Date(Date.now() - 31 * DAY), { documentsKey: key() });
  await pruneExpiredReadings(new Date());
  expect(await InboundReadingModel.countDocuments({ _id: old._id })).toBe(0);
  expect(await files().countDocuments({ _id: old.heldNotice!.fileId })).toBe(0);

  const leaving = await signUpAndLogIn(t.app);
  const held = await receiveForwardedMail(leaving.user.id, await forwardedWithPdf(), new Date(), { documentsKey: key() });
  expect((await leaving.delete('/api/account').send({ password: leaving.password })).status).toBe(200);
  expect(await files().countDocuments({ _id: held.heldNotice!.fileId })).toBe(0);
  expect(await InboundReadingModel.countDocuments({ userId: new Types.ObjectId(leaving.user.id) })).toBe(0);
});
