// An invitation whose email cannot be sent: a plain 503 `{ message }`, and no invitation is left behind (the owner
// can simply try again).
import { SHARING_MESSAGES } from '@renewly/shared-contracts/features/sharing';
import type { Mailer } from '../../core/ports/mailer';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../../test/helpers';
import { policyBody } from '../../../test/route-samples';
import { PolicyShareModel } from '../policies/policy-shares.model';

let t: TestApp;
let failing = true;
const mailer: Mailer = {
  async send() {
    if (failing) throw new Error('SMTP down');
    return { messageId: '<ok@test>', transport: 'smtp' };
  },
};

beforeAll(async () => {
  t = await createTestApp({ mailer });
});
afterAll(() => t.close());

test('the mail server down: 503 with a plain message, nothing stored; sent again later, it works', async () => {
  const owner = await signUpAndLogIn(t.app);
  const policy = await owner.post('/api/policies').send(policyBody('ZZ55MLF'));
  const res = await owner.post(`/api/policies/${policy.body.id}/invites`).send({ email: 'partner@example.test', role: 'viewer' });
  expect(res.status).toBe(503);
  expect(res.body).toEqual({ message: SHARING_MESSAGES.emailNotSent });
  expect(await PolicyShareModel.countDocuments()).toBe(0);
  failing = false;
  expect((await owner.post(`/api/policies/${policy.body.id}/invites`).send({ email: 'partner@example.test', role: 'viewer' })).status).toBe(201);
  expect(await PolicyShareModel.countDocuments()).toBe(1);
});
