// The documents allowance (DOCUMENTS_QUOTA_MB, here 3,000 bytes): the document that would take a user past it is
// refused with the allowance named, and nothing of it is kept.
import { Types } from 'mongoose';
import { DOCUMENT_MESSAGES } from '@renewly/shared-contracts/features/policy-documents';
import { createTestApp, signUpAndLogIn, TEST_DOCUMENTS_KEY, type TestApp } from '../../../test/helpers';
import { PolicyDocumentModel } from './policy-document.model';
import { newPolicy, pdf, upload } from '../../../test/document-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { documents: { key: Buffer.from(TEST_DOCUMENTS_KEY, 'hex'), quotaBytes: 3000 } } });
});
afterAll(() => t.close());

it('refuses the document that would take a user past the allowance, naming it', async () => {
  const user = await signUpAndLogIn(t.app);
  const policyId = await newPolicy(user, 'QU07AAA');
  const first = await upload(user, policyId, Buffer.concat([pdf(), Buffer.alloc(2000)]), 'application/pdf');
  expect(first.status).toBe(201);
  const second = await upload(user, policyId, Buffer.concat([pdf(), Buffer.alloc(2000)]), 'application/pdf');
  expect([second.status, second.body.message]).toEqual([413, DOCUMENT_MESSAGES.overQuota(first.body.size as number, 3000)]);
  expect(await PolicyDocumentModel.countDocuments({ policyId: new Types.ObjectId(policyId) })).toBe(1);
  expect((await user.get('/api/documents/usage')).body).toEqual({ configured: true, usedBytes: first.body.size, quotaBytes: 3000 });
});

it('two uploads at once that each fit alone do not both stay', async () => {
  const user = await signUpAndLogIn(t.app);
  const policyId = await newPolicy(user, 'QU07BBB');
  const both = await Promise.all([0, 1].map(() => upload(user, policyId, Buffer.concat([pdf(), Buffer.alloc(2000)]), 'application/pdf')));
  expect(both.filter((r) => r.status === 201).length).toBeLessThanOrEqual(1);
  expect(both.every((r) => r.status === 201 || r.status === 413)).toBe(true);
  expect(await PolicyDocumentModel.countDocuments({ policyId: new Types.ObjectId(policyId) })).toBeLessThanOrEqual(1);
});
