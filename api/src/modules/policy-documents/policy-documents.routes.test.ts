// The car's papers (issue 49 part 2) over HTTP against the real database (FerretDB's GridFS): documents kept
// encrypted, opened again byte for byte, what each role may do, the limits, and the policy's deletion, the export and
// the erasure taking the files with them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Types } from 'mongoose';
import yauzl from 'yauzl';
import { DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, policyDocumentSchema } from '@renewly/shared-contracts/features/policy-documents';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { shareWith } from '../../../test/sharing-fixtures';
import { DOCUMENTS_BUCKET } from '../../core/db/sealed-files';
import { inDays, MARKER, newPolicy, pdf, png, upload } from '../../../test/document-fixtures';
import { PolicyDocumentModel } from './policy-document.model';

let t: TestApp;
let owner: SignedInAgent;

const chunksHolding = async (text: string) => {
  const chunks = await t.connection.collection(`${DOCUMENTS_BUCKET}.chunks`).find({}).toArray();
  return chunks.filter((c) => Buffer.from((c.data as { buffer: Uint8Array }).buffer).includes(text)).length;
};

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
});
afterAll(() => t.close());

describe('keeping a document', () => {
  it('stores it encrypted and gives the same bytes back, in the policy year it was added in', async () => {
    const policyId = await newPolicy(owner, 'AB12CDE');
    const bytes = pdf();
    const res = await upload(owner, policyId, bytes, 'application/pdf');
    expect([res.status, res.text]).toEqual([201, expect.any(String)]);
    const doc = policyDocumentSchema.strict().parse(res.body);
    expect(doc).toMatchObject({ policyId, kind: 'certificate', name: 'certificate.pdf', contentType: 'application/pdf', size: bytes.length, private: false, addedByMe: true, canDelete: true, canMarkPrivate: true, convertedFrom: null });
    // The current policy year: it ends on the renewal date and began a year before.
    expect(doc.termEnd).toBe(inDays(40));
    expect(Number(doc.termStart.slice(0, 4))).toBe(Number(inDays(40).slice(0, 4)) - 1);

    // Nothing of the file is in the database in the clear.
    expect(await chunksHolding(MARKER)).toBe(0);
    expect(await t.connection.collection(`${DOCUMENTS_BUCKET}.files`).countDocuments({})).toBeGreaterThan(0);

    const file = await owner.get(`/api/policy-documents/${doc.id}/file`).buffer(true);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="certificate.pdf"/);
    expect(Buffer.compare(file.body as Buffer, bytes)).toBe(0);
    expect((await owner.get(`/api/policy-documents/${doc.id}/file?download=1`)).headers['content-disposition']).toMatch(/^attachment;/);

    const list = await owner.get(`/api/policies/${policyId}/documents`);
    expect(list.body.map((d: { id: string }) => d.id)).toEqual([doc.id]);
    expect((await owner.get('/api/documents/usage')).body).toEqual({ configured: true, usedBytes: bytes.length, quotaBytes: 200 * 1024 * 1024 });
  });

  it('keeps an iPhone HEIC photo as a JPEG', async () => {
    const policyId = await newPolicy(owner, 'HE11CIC');
    const heic = readFileSync(path.join(__dirname, 'test-fixtures', 'certificate.heic'));
    const res = await upload(owner, policyId, heic, 'image/heic', 'mot', 'IMG_0042.HEIC');
    expect([res.status, res.text]).toEqual([201, expect.any(String)]);
    expect(res.body).toMatchObject({ name: 'IMG_0042.jpg', contentType: 'image/jpeg', convertedFrom: 'image/heic' });
    const file = await owner.get(`/api/policy-documents/${res.body.id}/file`).buffer(true);
    const jpeg = file.body as Buffer;
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const { loadImage } = await import('@napi-rs/canvas');
    const image = await loadImage(jpeg);
    expect([image.width, image.height]).toEqual([320, 200]);
  }, 60_000);

  it('a file that does not open with the key is a 409 with a plain message, not a 500', async () => {
    const policyId = await newPolicy(owner, 'KE11YYY');
    const res = await upload(owner, policyId, png(), 'image/png', 'mot', 'mot.png');
    expect(res.status).toBe(201);
    await PolicyDocumentModel.updateOne({ _id: new Types.ObjectId(res.body.id as string) }, { $set: { tag: Buffer.alloc(16).toString('base64') } });
    const file = await owner.get(`/api/policy-documents/${res.body.id}/file`);
    expect([file.status, file.body.message]).toEqual([409, DOCUMENT_MESSAGES.unreadable]);
  });
});

describe('bad uploads are refused with a message, and nothing is kept', () => {
  let policyId: string;
  beforeAll(async () => {
    policyId = await newPolicy(owner, 'BA12DDD');
  });

  it.each([
    ['a PNG sent as a PDF', png(), 'application/pdf', 'certificate', 'x.pdf', 415, DOCUMENT_MESSAGES.notWhatItSays],
    ['a text file', Buffer.from('hello'), 'text/plain', 'certificate', 'x.txt', 415, DOCUMENT_MESSAGES.type],
    ['a script called a PDF', Buffer.from('<script>alert(1)</script>'), 'application/pdf', 'certificate', 'x.pdf', 415, DOCUMENT_MESSAGES.notWhatItSays],
    ['an empty file', Buffer.alloc(0), 'application/pdf', 'certificate', 'x.pdf', 400, DOCUMENT_MESSAGES.empty],
    ['an unknown kind', pdf(), 'application/pdf', 'passport', 'x.pdf', 400, DOCUMENT_MESSAGES.kind],
    ['a name with a path', pdf(), 'application/pdf', 'certificate', '../../etc/passwd', 400, DOCUMENT_MESSAGES.name],
  ])('%s', async (_what, bytes, type, kind, name, status, message) => {
    const res = await upload(owner, policyId, bytes, type, kind, name);
    expect([res.status, res.body.message]).toEqual([status, message]);
    expect(await PolicyDocumentModel.countDocuments({ policyId: new Types.ObjectId(policyId) })).toBe(0);
  });

  it('a document over 15 MB', async () => {
    const res = await upload(owner, policyId, Buffer.concat([pdf(), Buffer.alloc(DOCUMENT_MAX_BYTES)]), 'application/pdf');
    expect([res.status, res.body.message]).toEqual([413, DOCUMENT_MESSAGES.tooBig]);
  });

  it('a query with an unknown field, and a malformed id', async () => {
    const extra = await owner.post(`/api/policies/${policyId}/documents`).query({ kind: 'mot', name: 'a.pdf', x: '1' }).set('Content-Type', 'application/pdf').send(pdf());
    expect([extra.status, extra.body.message]).toEqual([400, 'Unknown field: x']);
    expect((await owner.get('/api/policy-documents/not-an-id/file')).status).toBe(400);
    expect((await owner.get(`/api/policy-documents/${new Types.ObjectId()}/file`)).status).toBe(404);
  });
});

describe('a shared car', () => {
  it('viewers read, editors add and delete their own, the owner marks one private and nobody else sees it', async () => {
    const policyId = await newPolicy(owner, 'SH12ARE');
    const viewer = await signUpAndLogIn(t.app);
    const editor = await signUpAndLogIn(t.app);
    const stranger = await signUpAndLogIn(t.app);
    await shareWith(owner, viewer, policyId, 'viewer');
    await shareWith(owner, editor, policyId, 'editor');

    const ownerDoc = (await upload(owner, policyId, pdf('owner'), 'application/pdf', 'schedule', 'schedule.pdf')).body as { id: string };
    const editorRes = await upload(editor, policyId, png(), 'image/png', 'mot', 'mot.png');
    expect(editorRes.status).toBe(201);
    expect(editorRes.body).toMatchObject({ addedByMe: true, canDelete: true, canMarkPrivate: false });
    expect((await upload(viewer, policyId, pdf(), 'application/pdf')).status).toBe(403);

    const seenByViewer = (await viewer.get(`/api/policies/${policyId}/documents`)).body as { id: string; canDelete: boolean }[];
    expect(seenByViewer.map((d) => d.id).sort()).toEqual([ownerDoc.id, editorRes.body.id].sort());
    expect(seenByViewer.every((d) => !d.canDelete)).toBe(true);
    expect((await viewer.get(`/api/policy-documents/${ownerDoc.id}/file`)).status).toBe(200);

    // Private: the owner only.
    expect((await editor.patch(`/api/policy-documents/${ownerDoc.id}`).send({ private: true })).body.message).toBe(DOCUMENT_MESSAGES.ownerOnlyPrivate);
    expect((await owner.patch(`/api/policy-documents/${ownerDoc.id}`).send({ private: 'yes' })).body.message).toBe(DOCUMENT_MESSAGES.privateFlag);
    expect((await owner.patch(`/api/policy-documents/${ownerDoc.id}`).send({ private: true })).body.private).toBe(true);
    expect(((await viewer.get(`/api/policies/${policyId}/documents`)).body as { id: string }[]).map((d) => d.id)).toEqual([editorRes.body.id]);
    expect((await viewer.get(`/api/policy-documents/${ownerDoc.id}/file`)).status).toBe(404);
    expect((await editor.delete(`/api/policy-documents/${ownerDoc.id}`)).status).toBe(404);

    // Someone the car is not shared with sees nothing at all.
    expect((await stranger.get(`/api/policies/${policyId}/documents`)).status).toBe(404);
    expect((await stranger.get(`/api/policy-documents/${editorRes.body.id}/file`)).status).toBe(404);
    expect((await stranger.delete(`/api/policy-documents/${editorRes.body.id}`)).status).toBe(404);
    expect((await upload(stranger, policyId, pdf(), 'application/pdf')).status).toBe(404);

    // An editor deletes what they added, not the owner's; a viewer deletes nothing.
    await owner.patch(`/api/policy-documents/${ownerDoc.id}`).send({ private: false });
    expect((await editor.delete(`/api/policy-documents/${ownerDoc.id}`)).body.message).toBe(DOCUMENT_MESSAGES.deleteNotAllowed);
    expect((await viewer.delete(`/api/policy-documents/${editorRes.body.id}`)).status).toBe(403);
    expect((await editor.delete(`/api/policy-documents/${editorRes.body.id}`)).status).toBe(204);
    // The editor's document counted against the owner's allowance, and no longer does.
    expect((await owner.get('/api/documents/usage')).body.usedBytes).toBeGreaterThan(0);
    expect(await PolicyDocumentModel.countDocuments({ policyId: new Types.ObjectId(policyId) })).toBe(1);
  });
});

describe('the documents go with the policy, the export and the account', () => {
  it('deleting the policy deletes its documents and their files', async () => {
    const policyId = await newPolicy(owner, 'DE11ETE');
    const doc = (await upload(owner, policyId, pdf('gone'), 'application/pdf')).body as { id: string };
    const record = await PolicyDocumentModel.findById(doc.id).lean();
    expect((await owner.delete(`/api/policies/${policyId}`)).status).toBe(204);
    expect(await PolicyDocumentModel.countDocuments({ _id: new Types.ObjectId(doc.id) })).toBe(0);
    expect(await t.connection.collection(`${DOCUMENTS_BUCKET}.files`).countDocuments({ _id: record!.fileId })).toBe(0);
    expect(await t.connection.collection(`${DOCUMENTS_BUCKET}.chunks`).countDocuments({ files_id: record!.fileId })).toBe(0);
  });

  it('the zip holds the JSON, the CSV and each document opened; erasure deletes them all', async () => {
    const user = await signUpAndLogIn(t.app);
    const policyId = await newPolicy(user, 'ZI11PPP');
    const bytes = pdf('zip');
    await upload(user, policyId, bytes, 'application/pdf', 'certificate', 'cert.pdf');
    await upload(user, policyId, bytes, 'application/pdf', 'certificate', 'cert.pdf');
    const res = await user.get('/api/account/export.zip').buffer(true).parse((r, done) => {
      const parts: Buffer[] = [];
      r.on('data', (c: Buffer) => parts.push(c)).on('end', () => done(null, Buffer.concat(parts)));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const entries = await unzip(res.body as Buffer);
    const names = [...entries.keys()].sort();
    const year = (await PolicyDocumentModel.findOne({ policyId: new Types.ObjectId(policyId) }).lean())!.termStart.slice(0, 4);
    const folder = `documents/ZI11PPP/${year}-${String(Number(year) + 1).slice(2)}`;
    expect(names).toEqual([`${folder}/Certificate of motor insurance (2) - cert.pdf`, `${folder}/Certificate of motor insurance - cert.pdf`, 'policies.csv', 'renewly-data.json']);
    expect(Buffer.compare(entries.get(`${folder}/Certificate of motor insurance - cert.pdf`)!, bytes)).toBe(0);
    expect(entries.get('policies.csv')!.toString()).toContain('ZI11PPP');

    const fileIds = (await PolicyDocumentModel.find({ userId: new Types.ObjectId(user.user.id) }).lean()).map((d) => d.fileId);
    expect(fileIds).toHaveLength(2);
    const erased = await user.delete('/api/account').send({ password: user.password });
    expect(erased.status).toBe(200);
    expect(await PolicyDocumentModel.countDocuments({ userId: new Types.ObjectId(user.user.id) })).toBe(0);
    expect(await t.connection.collection(`${DOCUMENTS_BUCKET}.files`).countDocuments({ _id: { $in: fileIds } })).toBe(0);
    expect(await t.connection.collection(`${DOCUMENTS_BUCKET}.chunks`).countDocuments({ files_id: { $in: fileIds } })).toBe(0);
  });
});

function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Buffer>();
    yauzl.fromBuffer(zip, { lazyEntries: true }, (err, file) => {
      if (err || !file) return reject(err);
      file.on('entry', (entry: yauzl.Entry) => {
        file.openReadStream(entry, (e, stream) => {
          if (e || !stream) return reject(e);
          const parts: Buffer[] = [];
          stream.on('data', (c: Buffer) => parts.push(c)).on('end', () => {
            entries.set(entry.fileName, Buffer.concat(parts));
            file.readEntry();
          });
        });
      });
      file.on('end', () => resolve(entries));
      file.readEntry();
    });
  });
}
