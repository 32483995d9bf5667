// Issue 28: `npm run deliveries:status` reads the last 24 hours' outcomes, the backlog and the oldest due item.
import { addDays, londonToday } from '@renewly/shared-contracts';
import { createDeliveryChannels } from '../channels/create-delivery-channels';
import { recordingSmsSender } from '../../test/delivery-fixtures';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, type TestApp } from '../../test/helpers';
import { createDeliveryEngine } from '../modules/deliveries/delivery-engine';
import { deliveriesStatus } from './deliveries-status';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('before a sweep the due reminder is the backlog; after it, the outcomes by channel and nothing due', async () => {
  const alice = await signUpAndLogIn(t.app);
  const policy = await alice.post('/api/policies').send({ registrationNumber: 'AB12 CDE', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: addDays(londonToday(), 5), isActive: true });
  await alice.post('/api/reminders').send({ policyId: policy.body.id, title: 'x', daysBefore: 10, notificationMethods: ['app'] });

  const before = await deliveriesStatus();
  expect(before).toContain('  none');
  expect(before).toContain('Backlog (due now, first tries and retries): 2'); // the bell, and its web push
  expect(before).toMatch(/Oldest due: \S+ \(\d+ minutes ago\)/);

  await createDeliveryEngine({
    channels: createDeliveryChannels({ mailer: t.mailer, sms: recordingSmsSender(), logger: t.logger, config: { appOrigin: TEST_ORIGIN } }),
    appOrigin: TEST_ORIGIN,
    logger: t.logger,
  }).sweep();
  const after = await deliveriesStatus();
  expect(after).toContain('  app    sent 1');
  expect(after).toContain('  push   skipped 1');
  expect(after).toContain('Backlog (due now, first tries and retries): 0');
  expect(after).toContain('Oldest due: nothing is due');
});
