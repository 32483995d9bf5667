// Without DOCUMENTS_KEY (production that has not set it), nothing is kept and the app is told so.
import { DOCUMENT_MESSAGES } from '@renewly/shared-contracts/features/policy-documents';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../../test/helpers';
import { newPolicy, pdf, upload } from '../../../test/document-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { documents: { key: null, quotaBytes: 1000 } } });
});
afterAll(() => t.close());

it('says documents are not set up, and keeps nothing', async () => {
  const user = await signUpAndLogIn(t.app);
  const policyId = await newPolicy(user, 'NO07KEY');
  expect((await user.get('/api/documents/usage')).body).toEqual({ configured: false, usedBytes: 0, quotaBytes: 1000 });
  const res = await upload(user, policyId, pdf(), 'application/pdf');
  expect([res.status, res.body.message]).toEqual([503, DOCUMENT_MESSAGES.notConfigured]);
  expect((await user.get(`/api/policies/${policyId}/documents`)).body).toEqual([]);
});
