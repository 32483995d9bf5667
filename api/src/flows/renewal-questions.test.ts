// The renewal question in the bell and by email (issue 39 §5), on a moving clock: the day after the renewal date
// once, 30 days after once more ("still insured?"), to the owner and the editor (not a viewer), once however many
// sweeps run at once; nothing after an answer.
import { RENEWAL_QUESTION } from '@renewly/shared-contracts';
import { OutboxModel } from '../channels/email/outbox-mailer';
import { recordingSmsSender } from '../../test/delivery-fixtures';
import { createTestApp, markContactsVerified, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../test/helpers';
import { shareWith } from '../../test/sharing-fixtures';
import { NotificationModel } from '../modules/notifications/notifications.model';
import { createAlertChannels } from '../modules/vehicle-refresh/refresh-alert-channels';
import { askRenewalQuestions } from './renewal-questions';

let t: TestApp;
let now = new Date('2026-11-10T12:00:00Z');
let owner: SignedInAgent;

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.clearDatabase();
  now = new Date('2026-11-10T12:00:00Z');
  owner = await signUpAndLogIn(t.app, { firstName: 'Olivia' });
});

const ask = () =>
  askRenewalQuestions({
    now,
    alertChannels: createAlertChannels({ mailer: t.mailer, sms: recordingSmsSender(), appOrigin: t.config.appOrigin, logger: t.logger, now: () => now }),
  });
const bell = (agent: SignedInAgent) => agent.get('/api/notifications').then((r) => (r.body as { title: string; message: string }[]).map((n) => n.title));

test('asked once the day after, once more 30 days after; owner and editor, not the viewer; by email too', async () => {
  const editor = await signUpAndLogIn(t.app, { firstName: 'Eddie' });
  const viewer = await signUpAndLogIn(t.app, { firstName: 'Vera' });
  await markContactsVerified(owner.user.id);
  expect((await owner.put('/api/user/delivery-preferences').send({ deliveryHour: 9, quietHours: { enabled: false, start: 22, end: 7 }, defaultChannels: ['email', 'app'] })).status).toBe(200);
  const created = await owner.post('/api/policies').send({ registrationNumber: 'AB12CDE', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: '2026-11-20' });
  const id = created.body.id as string;
  await shareWith(owner, editor, id, 'editor');
  await shareWith(owner, viewer, id, 'viewer');

  now = new Date('2026-11-20T22:00:00Z'); // the renewal day itself: nothing yet
  expect(await ask()).toBe(0);
  now = new Date('2026-11-21T08:00:00Z');
  const runs = await Promise.all([ask(), ask(), ask()]);
  expect(runs.reduce((a, b) => a + b, 0)).toBe(2);
  expect(await ask()).toBe(0);
  expect(await bell(owner)).toEqual([`AB12 CDE: ${RENEWAL_QUESTION.title}`]);
  expect((await bell(editor)).filter((x) => x.includes(RENEWAL_QUESTION.title))).toHaveLength(1);
  expect((await bell(viewer)).some((x) => x.includes(RENEWAL_QUESTION.title))).toBe(false);
  expect(await OutboxModel.countDocuments({ to: owner.user.email, subject: `AB12 CDE: ${RENEWAL_QUESTION.title}` })).toBe(1);

  now = new Date('2026-12-19T12:00:00Z'); // 29 days after
  expect(await ask()).toBe(0);
  now = new Date('2026-12-20T12:00:00Z');
  expect(await Promise.all([ask(), ask()]).then((r) => r[0]! + r[1]!)).toBe(2);
  expect(await ask()).toBe(0);
  expect((await bell(owner))[0]).toBe(RENEWAL_QUESTION.stillInsured('AB12 CDE'));
  expect(await NotificationModel.countDocuments({})).toBeGreaterThanOrEqual(4);
});

test('nothing is asked once answered (the date moved) or after "no longer insured"', async () => {
  const a = await owner.post('/api/policies').send({ registrationNumber: 'AB12CDE', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: '2026-11-20', currentPremium: '500' });
  const b = await owner.post('/api/policies').send({ registrationNumber: 'CD34EFG', carManufacturer: 'Ford', carModel: 'Ka', renewalDate: '2026-11-20' });
  now = new Date('2026-11-19T12:00:00Z');
  expect((await owner.post(`/api/policies/${a.body.id}/renewal`).send({ answer: 'renewed', forRenewalDate: '2026-11-20', price: '520' })).status).toBe(200);
  expect((await owner.post(`/api/policies/${b.body.id}/renewal`).send({ answer: 'stopped', forRenewalDate: '2026-11-20' })).status).toBe(200);
  now = new Date('2026-11-21T12:00:00Z');
  expect(await ask()).toBe(0);
  now = new Date('2026-12-25T12:00:00Z');
  expect(await ask()).toBe(0);
  expect(await bell(owner)).toEqual([]);
});
