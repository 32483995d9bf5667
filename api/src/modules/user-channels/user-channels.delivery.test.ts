// Issue 41: the users' other channels against fakes of each service on loopback, through the real API, the real
// delivery engine (two at once) and the real database.
import { startChannelFake, verifyWebhook, type ChannelFake } from '../../../test/channel-fakes';
import { createTestApp, signUpAndLogIn, TEST_CHANNEL_SECRETS_KEY, TEST_ORIGIN, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { recordingSmsSender } from '../../../test/delivery-fixtures';
import { createDeliveryChannels } from '../../channels/create-delivery-channels';
import { createUserChannelsDelivery } from './user-channels-delivery';
import { createOutboxMailer } from '../../channels/email/outbox-mailer';
import { listReminders } from '../reminders/reminders.service';
import { reminderLinks } from '../../flows/reminder-links';
import { NotificationModel } from '../notifications/notifications.model';
import { createDeliveryEngine } from '../deliveries/delivery-engine';
import { dueAt } from '../deliveries/due-time';
import { RETRY_DELAYS_MS } from '../deliveries/retry-policy';
import { createChannelSecrets } from './channel-secrets';
import { UserChannelModel } from './user-channels.model';
import { checkChannelSecretsKey, createUserChannelsService } from './user-channels.service';
import { metricsRegistry } from '../../core/metrics/metrics';

let t: TestApp;
let fake: ChannelFake;
let alice: SignedInAgent;
let now: Date;

const RENEWAL = '2026-04-05';
const settings = () => ({ ...t.config, channelTimeoutMs: 1500 });

function engine() {
  return createDeliveryEngine({
    channels: createDeliveryChannels({ mailer: createOutboxMailer({ from: 'r@renewly.test', logger: t.logger }), sms: recordingSmsSender(), config: { appOrigin: TEST_ORIGIN } }),
    userChannels: createUserChannelsDelivery(createUserChannelsService(settings())),
    appOrigin: TEST_ORIGIN,
    logger: t.logger,
    now: () => now,
  });
}

beforeAll(async () => {
  fake = await startChannelFake();
  // The operator names the fake's host and port (CHANNEL_PRIVATE_HOSTS), never the whole of 127.0.0.1.
  t = await createTestApp({ config: { channelPrivateHosts: [new URL(fake.origin).host] } });
});
afterAll(async () => {
  await fake.close();
  await t.close();
});
beforeEach(async () => {
  await t.clearDatabase();
  fake.received.length = 0;
  alice = await signUpAndLogIn(t.app, { firstName: 'Alice' });
});

const channelInputs = () => ({
  ntfy: { kind: 'ntfy', name: 'Phone', serverUrl: `${fake.origin}/ntfy`, topic: 'renewals_alice', accessToken: 'tk_ntfy_secret_1234' },
  gotify: { kind: 'gotify', name: 'Home server', serverUrl: `${fake.origin}/gotify`, appToken: 'AgotifyToken5678' },
  telegram: { kind: 'telegram', name: 'Telegram', botToken: '123456:ABC-telegram-token-9012', chatId: '-1001234567890', apiBaseUrl: `${fake.origin}/tg` },
  discord: { kind: 'discord', name: 'Discord', webhookUrl: `${fake.origin}/discord/api/webhooks/1/discordsecret3456` },
  slack: { kind: 'slack', name: 'Slack', webhookUrl: `${fake.origin}/slack/services/T0/B0/slacksecret7890` },
  webhook: { kind: 'webhook', name: 'My server', url: `${fake.origin}/hook` },
});

async function addChannel(agent: SignedInAgent, input: object) {
  const res = await agent.post('/api/channels').send(input);
  if (res.status !== 201) throw new Error(`channel ${res.status} ${res.text}`);
  return res.body as { id: string; signingSecret?: string; secretHint: string | null };
}

async function reminderWith(agent: SignedInAgent, channelIds: string[] | undefined, methods = ['email']) {
  const policy = await agent.post('/api/policies').send({ registrationNumber: 'AB12 CDE', carManufacturer: 'Ford', carModel: 'Focus', insurer: 'Admiral', renewalDate: RENEWAL, isActive: true });
  const reminder = await agent.post('/api/reminders').send({ policyId: policy.body.id, title: 'x', daysBefore: 10, notificationMethods: methods, ...(channelIds ? { channelIds } : {}) });
  if (reminder.status !== 201) throw new Error(`reminder ${reminder.status} ${reminder.text}`);
  return { policyId: policy.body.id as string, reminderId: reminder.body.id as string, body: reminder.body };
}

async function logOf(agent: SignedInAgent, reminderId: string) {
  return (await listReminders(agent.user.id, reminderLinks, now)).find((r) => r.id === reminderId)!.deliveries!;
}

test('a due reminder reaches each of the six services exactly once with two engines, each in its own format', async () => {
  const inputs = channelInputs();
  const ids: Record<string, { id: string; signingSecret?: string }> = {};
  for (const [kind, input] of Object.entries(inputs)) ids[kind] = await addChannel(alice, input);
  // New reminders take the default set (every channel is in it unless taken out).
  const { reminderId, policyId, body } = await reminderWith(alice, undefined);
  expect(body.channelIds).toHaveLength(6);

  now = dueAt(RENEWAL, 10);
  await Promise.all([engine().sweep(), engine().sweep()]);
  await engine().sweep();

  expect(fake.received).toHaveLength(6);
  const one = (prefix: string) => {
    const list = fake.to(prefix);
    expect(list).toHaveLength(1);
    return list[0]!;
  };
  const policyUrl = `${TEST_ORIGIN}/policies?policy=${policyId}`;

  const ntfy = one('/ntfy/');
  expect(ntfy.headers.authorization).toBe('Bearer tk_ntfy_secret_1234');
  expect(ntfy.json).toMatchObject({ topic: 'renewals_alice', title: '10 day renewal reminder', click: policyUrl, priority: 3 });
  expect((ntfy.json as { message: string }).message).toBe('AB12 CDE Ford Focus\nYour Ford Focus (AB12 CDE) insurance with Admiral renews on 05/04/2026, in 10 days.');

  const gotify = one('/gotify/message');
  expect(gotify.headers['x-gotify-key']).toBe('AgotifyToken5678');
  expect(gotify.json).toMatchObject({ title: '10 day renewal reminder', extras: { 'client::notification': { click: { url: policyUrl } } } });

  const tg = one('/tg/bot123456:ABC-telegram-token-9012/sendMessage');
  expect(tg.json).toMatchObject({ chat_id: '-1001234567890' });
  expect((tg.json as { text: string }).text).toContain('AB12 CDE Ford Focus');

  const discord = one('/discord/');
  expect(discord.json).toMatchObject({ embeds: [{ title: '10 day renewal reminder', url: policyUrl }], allowed_mentions: { parse: [] } });

  const slack = one('/slack/');
  expect((slack.json as { blocks: { type: string }[] }).blocks.map((b) => b.type)).toEqual(['header', 'section']);

  const hook = one('/hook');
  const verified = verifyWebhook(ids.webhook!.signingSecret!, hook) as Record<string, unknown>;
  expect(verified).toMatchObject({
    type: 'reminder.due',
    data: { reminderId, title: '10 day renewal reminder', targetDate: RENEWAL, daysLeft: 10, policyUrl, vehicle: { registrationNumber: 'AB12CDE', manufacturer: 'Ford', model: 'Focus' } },
  });
  expect(hook.headers['webhook-id']).toBe(verified.id);
  // A wrong secret does not verify.
  expect(() => verifyWebhook(`whsec_${Buffer.alloc(24, 1).toString('base64')}`, hook)).toThrow();

  // /metrics counts them by kind, never by id.
  const metrics = await metricsRegistry.metrics();
  for (const kind of ['ntfy', 'gotify', 'telegram', 'discord', 'slack', 'webhook']) {
    expect(metrics).toMatch(new RegExp(`renewly_deliveries_total\\{channel="${kind}",status="sent"\\} 1`));
  }
  expect(metrics).not.toContain('ch_');

  // The delivery log names each channel.
  const log = await logOf(alice, reminderId);
  expect(log.filter((d) => d.channel.startsWith('ch_')).map((d) => [d.channelName, d.status])).toEqual([
    ['Phone (ntfy)', 'sent'],
    ['Home server (Gotify)', 'sent'],
    ['Telegram (Telegram)', 'sent'],
    ['Discord (Discord)', 'sent'],
    ['Slack (Slack)', 'sent'],
    ['My server (Webhook)', 'sent'],
  ]);
});

test('a 500 is retried with back-off; a 401 stops the channel and tells the user once in the bell', async () => {
  const ntfy = await addChannel(alice, channelInputs().ntfy);
  const { reminderId } = await reminderWith(alice, [ntfy.id]);
  fake.answerNext('/ntfy/', { status: 500, body: 'oops' });
  now = dueAt(RENEWAL, 10);
  expect((await engine().sweep()).outcomes).toMatchObject({ 'temporary-failure': 1 });
  let [entry] = (await logOf(alice, reminderId)).filter((d) => d.channel.startsWith('ch_'));
  expect(entry).toMatchObject({ status: 'temporary-failure', attempts: 1, nextAttemptAt: new Date(now.getTime() + RETRY_DELAYS_MS[0]).toISOString() });
  expect(entry!.reason).toContain('HTTP 500');

  now = new Date(now.getTime() + RETRY_DELAYS_MS[0]);
  expect((await engine().sweep()).outcomes).toMatchObject({ sent: 1 });
  expect(fake.to('/ntfy/')).toHaveLength(2);

  // A second car's reminder: the service refuses the token.
  const policy = await alice.post('/api/policies').send({ registrationNumber: 'XY34 ZZZ', carManufacturer: 'VW', carModel: 'Golf', renewalDate: RENEWAL, isActive: true });
  const second = await alice.post('/api/reminders').send({ policyId: policy.body.id, title: 'x', daysBefore: 10, notificationMethods: ['email'], channelIds: [ntfy.id] });
  fake.answerNext('/ntfy/', { status: 401, body: '{"code":40101,"error":"unauthorized"}' });
  await Promise.all([engine().sweep(), engine().sweep()]);
  [entry] = (await logOf(alice, second.body.id)).filter((d) => d.channel.startsWith('ch_'));
  expect(entry).toMatchObject({ status: 'permanent-failure', attempts: 1, nextAttemptAt: null });
  expect(entry!.reason).toBe(`Refused: ${new URL(fake.origin).host} answered HTTP 401: the token or address was not accepted`);
  const stored = await UserChannelModel.findById(ntfy.id).lean();
  expect(stored).toMatchObject({ enabled: false });
  expect(stored!.stoppedReason).toContain('401');
  const bell = await NotificationModel.find({ userId: stored!.userId }).lean();
  expect(bell.filter((n) => n.title === 'Reminders to Phone (ntfy) stopped')).toHaveLength(1);
  // Stopped: nothing more is sent to it.
  const count = fake.to('/ntfy/').length;
  now = new Date(now.getTime() + 7 * 3_600_000);
  await engine().sweep();
  expect(fake.to('/ntfy/')).toHaveLength(count);
  expect((await alice.get('/api/channels')).body[0]).toMatchObject({ enabled: false, stoppedReason: stored!.stoppedReason });
});

test('a slow service, a redirect to a refused address, garbage: each a failed attempt with its reason; email does not wait', async () => {
  const slow = await addChannel(alice, { kind: 'gotify', name: 'Slow', serverUrl: `${fake.origin}/slow`, appToken: 'tok1' });
  const moved = await addChannel(alice, { kind: 'discord', name: 'Moved', webhookUrl: `${fake.origin}/moved/api/webhooks/1/x` });
  const garbage = await addChannel(alice, { kind: 'slack', name: 'Garbage', webhookUrl: `${fake.origin}/garbage/x` });
  fake.answerNext('/slow/', { status: 200, delayMs: 4000 });
  fake.answerNext('/moved/', { status: 302, location: 'http://169.254.169.254/latest/meta-data' });
  fake.answerNext('/garbage/', { status: 502, body: '<html>\u0000\u0001 bad gateway</html>' });
  const { reminderId } = await reminderWith(alice, [slow.id, moved.id, garbage.id]);
  now = dueAt(RENEWAL, 10);
  const report = await engine().sweep();
  expect(report.outcomes).toMatchObject({ sent: 1, 'temporary-failure': 2, 'permanent-failure': 1 });
  const log = await logOf(alice, reminderId);
  const by = (name: string) => log.find((d) => d.channelName?.startsWith(name))!;
  expect(log[0]).toMatchObject({ channel: 'email', status: 'sent' });
  expect(by('Slow')).toMatchObject({ status: 'temporary-failure' });
  expect(by('Slow').reason).toMatch(/did not answer within 2 s|did not answer within 1 s/);
  expect(by('Moved')).toMatchObject({ status: 'permanent-failure' });
  expect(by('Moved').reason).toBe(`${new URL(fake.origin).host} redirected to 169.254.169.254; redirects are not followed`);
  expect(by('Garbage')).toMatchObject({ status: 'temporary-failure' });
  expect(by('Garbage').reason).toContain('HTTP 502');
  // Nothing was requested from the redirect's target, and a redirect does not stop the channel.
  expect(fake.received.every((r) => !r.path.includes('meta-data'))).toBe(true);
  expect((await UserChannelModel.findById(moved.id).lean())!.enabled).toBe(true);
});

describe('where a channel may point', () => {
  test.each([
    ['plain http to a public host', { kind: 'webhook', name: 'x', url: 'http://example.com/hook' }, 'The address must start with https://'],
    ['a loopback literal not allowed', { kind: 'webhook', name: 'x', url: 'https://127.0.0.2/hook' }, 'This address is on a private, loopback or reserved network, which Renewly does not send to'],
    ['a name that resolves to 127.0.0.1', { kind: 'ntfy', name: 'x', serverUrl: 'https://localhost:8443', topic: 'a' }, 'This address is on a private, loopback or reserved network, which Renewly does not send to'],
    ['a private address', { kind: 'gotify', name: 'x', serverUrl: 'https://10.0.0.5', appToken: 't' }, 'This address is on a private, loopback or reserved network, which Renewly does not send to'],
    ['link-local (cloud metadata)', { kind: 'slack', name: 'x', webhookUrl: 'https://169.254.169.254/latest' }, 'This address is on a private, loopback or reserved network, which Renewly does not send to'],
    ['IPv6 loopback', { kind: 'discord', name: 'x', webhookUrl: 'https://[::1]/api/webhooks/1/x' }, 'This address is on a private, loopback or reserved network, which Renewly does not send to'],
    ['any https address as a Discord webhook', { kind: 'discord', name: 'x', webhookUrl: 'https://example.com/hook' }, 'Enter the Discord webhook URL, like https://discord.com/api/webhooks/123456789/abc (channel settings, Integrations, Webhooks)'],
    ['a Discord webhook path on another host', { kind: 'discord', name: 'x', webhookUrl: 'https://example.com/api/webhooks/1/abc' }, 'Enter the Discord webhook URL, like https://discord.com/api/webhooks/123456789/abc (channel settings, Integrations, Webhooks)'],
    ['a URL over 2,048 characters', { kind: 'webhook', name: 'x', url: `https://example.com/${'a'.repeat(2040)}` }, 'Enter a web address of at most 2,048 characters, like https://ntfy.sh'],
    ['a Telegram chat ID that is not a number', { kind: 'telegram', name: 'x', botToken: '1:a', chatId: '@mychannel' }, 'The chat ID must be a number, like 123456789 or -1001234567890'],
    ['a topic with spaces', { kind: 'ntfy', name: 'x', topic: 'my renewals' }, 'The topic may use letters, digits, - and _ only (no spaces), at most 64 characters'],
    ['an unknown kind', { kind: 'pigeon', name: 'x' }, 'Choose a channel type: ntfy, gotify, telegram, discord, slack, webhook'],
    ['no name', { kind: 'webhook', url: 'https://example.com/x' }, 'Give the channel a name of at most 50 characters'],
  ])('refused at save: %s', async (_what, input, message) => {
    const res = await alice.post('/api/channels').send(input);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    expect(await UserChannelModel.countDocuments()).toBe(0);
  });

  test('CHANNEL_PRIVATE_HOSTS opens the named host and port only: another port, however the host is written, is refused', async () => {
    const port = new URL(fake.origin).port;
    const refused = [
      ['http://127.0.0.1:27018/', 'The address must start with https://'],
      ['https://127.0.0.1:3000/api', 'This address is on a private, loopback or reserved network, which Renewly does not send to'],
      ['http://2130706433:3000/', 'The address must start with https://'],
      ['https://0x7f.1:27018/', 'This address is on a private, loopback or reserved network, which Renewly does not send to'],
      [`http://LOCALHOST:${port}/hook`, 'The address must start with https://'],
      ['http://127.0.0.1/hook', 'The address must start with https://'],
    ];
    for (const [url, message] of refused) {
      const res = await alice.post('/api/channels').send({ kind: 'webhook', name: 'x', url });
      expect([url, res.status, res.body]).toEqual([url, 400, { message }]);
    }
    expect(await UserChannelModel.countDocuments()).toBe(0);
    // The named service itself, however its address is written, is allowed.
    expect((await alice.post('/api/channels').send({ kind: 'webhook', name: 'x', url: `http://2130706433:${port}/hook` })).status).toBe(201);
  });

  test('at send: a stored address on another port of the named host is refused before any request', async () => {
    const other = await startChannelFake();
    try {
      const ok = await addChannel(alice, { kind: 'webhook', name: 'Hook', url: `${fake.origin}/hook` });
      await UserChannelModel.updateOne({ _id: ok.id }, { $set: { 'config.url': `${other.origin}/hook` } });
      expect((await alice.post(`/api/channels/${ok.id}/test`)).body).toEqual({ ok: false, message: 'Not sent: The address must start with https://.' });
      const { reminderId } = await reminderWith(alice, [ok.id]);
      now = dueAt(RENEWAL, 10);
      await engine().sweep();
      const entry = (await logOf(alice, reminderId)).find((d) => d.channel.startsWith('ch_'))!;
      expect(entry).toMatchObject({ status: 'permanent-failure', reason: 'The address must start with https://' });
      expect(other.received).toHaveLength(0);
    } finally {
      await other.close();
    }
  });

  test('at send, in the connection: a stored address that resolves to loopback is refused before any request', async () => {
    const ok = await addChannel(alice, { kind: 'webhook', name: 'Hook', url: `${fake.origin}/hook` });
    // As if the policy had been different at save (or the name resolved elsewhere then).
    const port = new URL(fake.origin).port;
    await UserChannelModel.updateOne({ _id: ok.id }, { $set: { 'config.url': `https://localhost:${port}/hook` } });
    const { reminderId } = await reminderWith(alice, [ok.id]);
    now = dueAt(RENEWAL, 10);
    await engine().sweep();
    const entry = (await logOf(alice, reminderId)).find((d) => d.channel.startsWith('ch_'))!;
    expect(entry).toMatchObject({ status: 'permanent-failure' });
    expect(entry.reason).toContain('localhost: This address is on a private, loopback or reserved network');
    expect(fake.received).toHaveLength(0);
  });
});

test('tokens and secrets are stored encrypted, shown back as the last four only, and never in the export', async () => {
  const inputs = channelInputs();
  const tg = await addChannel(alice, inputs.telegram);
  const hook = await addChannel(alice, inputs.webhook);
  const discord = await addChannel(alice, inputs.discord);
  expect(tg.secretHint).toBe('•••• 9012');
  expect(hook.signingSecret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  expect(hook.secretHint).toBe(`•••• ${hook.signingSecret!.slice(-4)}`);
  expect(discord.secretHint).toBe('•••• 3456');

  const raw = await t.connection.db!.collection('user_channels').find({}).toArray();
  const stored = JSON.stringify(raw);
  for (const secret of ['ABC-telegram-token-9012', hook.signingSecret!, 'discordsecret3456']) expect(stored).not.toContain(secret);
  const box = createChannelSecrets(Buffer.from(TEST_CHANNEL_SECRETS_KEY, 'hex'));
  const tgDoc = raw.find((d) => String(d._id) === tg.id)!;
  expect(tgDoc.secret).toMatch(/^v1\./);
  expect(box.decrypt(tgDoc.secret as string, tg.id)).toBe(inputs.telegram.botToken);
  // Bound to its channel: the same ciphertext on another channel does not decrypt.
  expect(() => box.decrypt(tgDoc.secret as string, hook.id)).toThrow(/cannot be read/);

  const list = (await alice.get('/api/channels')).body as Record<string, unknown>[];
  expect(JSON.stringify(list)).not.toMatch(/telegram-token|discordsecret|whsec_/);
  expect(list.find((c) => c.id === discord.id)).toMatchObject({ kind: 'discord', target: new URL(fake.origin).host, secretHint: '•••• 3456' });

  const exported = await alice.get('/api/account/export');
  expect(exported.status).toBe(200);
  const text = JSON.stringify(exported.body);
  for (const secret of ['ABC-telegram-token-9012', hook.signingSecret!, 'discordsecret3456', 'v1.']) expect(text).not.toContain(secret);
  expect(exported.body.collections.user_channels.map((c: { name: string }) => c.name)).toEqual(['Telegram', 'My server', 'Discord']);
});

test('Send a test: the result in plain words, with the status but never what the service answered', async () => {
  const tg = await addChannel(alice, channelInputs().telegram);
  const host = new URL(fake.origin).host;
  fake.answerNext('/tg/', { status: 200, body: '{"ok":true,"result":{"message_id":5,"private":"answer-body-1"}}' });
  expect((await alice.post(`/api/channels/${tg.id}/test`)).body).toEqual({ ok: true, message: 'Sent: the service took the test message (HTTP 200). Check that it arrived.' });
  fake.answerNext('/tg/', { status: 400, body: '{"ok":false,"error_code":400,"description":"answer-body-2"}' });
  expect((await alice.post(`/api/channels/${tg.id}/test`)).body).toEqual({
    ok: false,
    message: `Not sent: Not taken: ${host} answered HTTP 400: the message or a setting (such as the chat ID or topic) was not accepted.`,
  });
  fake.answerNext('/tg/', { status: 200, body: '{"ok":false,"description":"answer-body-3"}' });
  expect((await alice.post(`/api/channels/${tg.id}/test`)).body).toEqual({
    ok: false,
    message: 'Not sent: Telegram did not take the message (check the chat ID, and that the bot is in the chat).',
  });
  fake.answerNext('/tg/', { status: 503, body: 'answer-body-4' });
  expect((await alice.post(`/api/channels/${tg.id}/test`)).body.message).toBe(`Not sent: Not taken yet: ${host} answered HTTP 503: the service had a problem.`);
  // A name that does not resolve: in words, not a code.
  await UserChannelModel.updateOne({ _id: tg.id }, { $set: { 'config.apiBaseUrl': 'https://no-such-host.invalid' } });
  expect((await alice.post(`/api/channels/${tg.id}/test`)).body).toEqual({ ok: false, message: 'Not sent: Could not reach no-such-host.invalid: the server name was not found.' });
  // A test never stops the channel.
  expect((await UserChannelModel.findById(tg.id).lean())!.enabled).toBe(true);
});

test('switch off, rename, remove: a removed channel leaves the reminders; another user cannot touch it', async () => {
  const bob = await signUpAndLogIn(t.app);
  const ntfy = await addChannel(alice, channelInputs().ntfy);
  const { reminderId } = await reminderWith(alice, [ntfy.id]);
  expect((await bob.patch(`/api/channels/${ntfy.id}`).send({ enabled: false })).status).toBe(404);
  expect((await bob.delete(`/api/channels/${ntfy.id}`)).status).toBe(404);
  expect((await bob.post(`/api/channels/${ntfy.id}/test`)).status).toBe(404);
  expect((await bob.post('/api/reminders').send({ policyId: (await alice.get('/api/policies')).body[0].id, title: 'x', daysBefore: 10, notificationMethods: ['email'], channelIds: [ntfy.id] })).status).toBe(404);

  const off = await alice.patch(`/api/channels/${ntfy.id}`).send({ enabled: false, name: 'Old phone' });
  expect(off.body).toMatchObject({ enabled: false, name: 'Old phone' });
  now = dueAt(RENEWAL, 10);
  await engine().sweep();
  expect(fake.received).toHaveLength(0);
  expect((await logOf(alice, reminderId)).find((d) => d.channel.startsWith('ch_'))).toMatchObject({ channelName: 'Old phone (ntfy)', status: 'skipped', reason: 'The channel is switched off' });

  expect((await alice.delete(`/api/channels/${ntfy.id}`)).status).toBe(204);
  const reminder = (await alice.get('/api/reminders')).body.find((r: { id: string }) => r.id === reminderId);
  expect(reminder.channelIds).toEqual([]);
  expect(reminder.deliveries.some((d: { channel: string }) => d.channel.startsWith('ch_'))).toBe(false);
});

test('a reminder naming a channel that is not the user\u2019s is refused', async () => {
  const bob = await signUpAndLogIn(t.app);
  const bobs = await addChannel(bob, channelInputs().webhook);
  const policy = await alice.post('/api/policies').send({ registrationNumber: 'AB12 CDE', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: RENEWAL, isActive: true });
  const res = await alice.post('/api/reminders').send({ policyId: policy.body.id, title: 'x', daysBefore: 10, notificationMethods: ['email'], channelIds: [bobs.id] });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: 'One of the chosen channels does not exist any more' });
});

test('quiet hours hold the other channels, as SMS', async () => {
  const ntfy = await addChannel(alice, channelInputs().ntfy);
  await alice.put('/api/user/delivery-preferences').send({ deliveryHour: 6, quietHours: { enabled: true, start: 22, end: 7 }, defaultChannels: null });
  await reminderWith(alice, [ntfy.id]);
  now = dueAt(RENEWAL, 10, 6);
  await engine().sweep();
  expect(fake.received).toHaveLength(0);
  now = dueAt(RENEWAL, 10, 7);
  await engine().sweep();
  expect(fake.received).toHaveLength(1);
});

test('without CHANNEL_SECRETS_KEY: no channel can be added, and with channels stored the app refuses to start', async () => {
  await expect(checkChannelSecretsKey({ ...t.config, channelSecretsKey: null })).resolves.toBeUndefined();
  await addChannel(alice, channelInputs().webhook);
  await expect(checkChannelSecretsKey({ ...t.config, channelSecretsKey: null })).rejects.toThrow(/CHANNEL_SECRETS_KEY is not set/);
  const service = createUserChannelsService({ ...t.config, channelSecretsKey: null });
  await expect(service.create(alice.user.id, { kind: 'webhook', name: 'x', url: 'https://example.com', isDefault: true })).rejects.toMatchObject({ status: 503 });
});

test('a slow service holds only its own delivery: the fast channel is recorded at once, and the next due reminder is not held', async () => {
  const slow = await addChannel(alice, { kind: 'ntfy', name: 'Slow', serverUrl: `${fake.origin}/slowntfy`, topic: 'renewals_alice' });
  const fast = await addChannel(alice, channelInputs().webhook);
  fake.answerNext('/slowntfy/', { status: 200, delayMs: 8000 });
  const first = await reminderWith(alice, [slow.id, fast.id], ['app']);
  const second = await alice.post('/api/reminders').send({ policyId: first.policyId, title: 'y', daysBefore: 9, notificationMethods: ['app'], channelIds: [fast.id] });
  expect(second.status).toBe(201);
  const statusOf = async (reminderId: string, name: string) => (await logOf(alice, reminderId)).find((d) => d.channelName?.startsWith(name))?.status;

  const eng = createDeliveryEngine({
    channels: createDeliveryChannels({ mailer: createOutboxMailer({ from: 'r@renewly.test', logger: t.logger }), sms: recordingSmsSender(), config: { appOrigin: TEST_ORIGIN } }),
    userChannels: createUserChannelsDelivery(createUserChannelsService({ ...t.config, channelTimeoutMs: 10_000 })),
    appOrigin: TEST_ORIGIN,
    logger: t.logger,
    now: () => now,
    // The test's clock jumps a day while the slow send is under way; a real sweep's lease (2 min) outlasts the 10 s limit.
    leaseMs: 3 * 86_400_000,
  });
  now = dueAt(RENEWAL, 10);
  let slowDone = false;
  const firstSweep = eng.sweep().finally(() => (slowDone = true));
  // Read the stored records while the slow send is under way: the fast channel's is there first.
  let fastStatus: string | undefined;
  while (!slowDone && fastStatus !== 'sent') {
    await new Promise((r) => setTimeout(r, 100));
    fastStatus = await statusOf(first.reminderId, 'My server');
  }
  expect(fastStatus).toBe('sent');
  expect(slowDone).toBe(false);
  expect(await statusOf(first.reminderId, 'Slow')).not.toBe('sent');

  // The next reminder falls due while the slow send is still under way: its fast channel goes now.
  now = dueAt(RENEWAL, 9);
  const secondReport = await eng.sweep();
  expect(secondReport.outcomes).toMatchObject({ sent: 2 }); // the bell and the webhook
  expect(await statusOf(second.body.id as string, 'My server')).toBe('sent');
  expect(slowDone).toBe(false);

  // The slow one still arrives, once.
  const firstReport = await firstSweep;
  expect(firstReport.outcomes).toMatchObject({ sent: 3 });
  expect(await statusOf(first.reminderId, 'Slow')).toBe('sent');
  expect(fake.to('/slowntfy/')).toHaveLength(1);
  expect(fake.to('/hook')).toHaveLength(2);
}, 30_000);
