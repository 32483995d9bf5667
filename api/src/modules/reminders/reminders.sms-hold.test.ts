// Issue 51 item 24: SMS ticked on a reminder while the mobile number is not verified goes nowhere (sms-channel.ts
// skips it): the reminder's log says it waits for the number to be verified, instead of looking queued to go.
import { createTestApp, markContactsVerified, signUpAndLogIn, type TestApp } from '../../../test/helpers';
import { VERIFICATION_TEXTS } from '@renewly/shared-contracts/features/verification-texts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test('a queued SMS says it waits for the number to be verified; once verified it is simply queued; email never waits', async () => {
  const alice = await signUpAndLogIn(t.app);
  const renewal = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const policy = await alice.post('/api/policies').send({ registrationNumber: 'SM51 HLD', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: renewal, isActive: true });
  const created = await alice.post('/api/reminders').send({ policyId: policy.body.id, title: 'x', daysBefore: 10, notificationMethods: ['email', 'sms'] });
  expect(created.status).toBe(201);
  const line = (deliveries: { channel: string; status: string; reason: string | null }[], channel: string) => deliveries.find((d) => d.channel === channel);

  // The answer to the create, and the listing, alike.
  for (const deliveries of [created.body.deliveries, (await alice.get('/api/reminders')).body[0].deliveries]) {
    expect(line(deliveries, 'sms')).toMatchObject({ status: 'scheduled', reason: VERIFICATION_TEXTS.smsWaitsForVerification });
    expect(line(deliveries, 'email')).toMatchObject({ status: 'scheduled', reason: null });
  }

  await markContactsVerified(alice.user.id);
  const after = (await alice.get('/api/reminders')).body[0].deliveries;
  expect(line(after, 'sms')).toMatchObject({ status: 'scheduled', reason: null });
});
