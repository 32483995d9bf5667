import { Types } from 'mongoose';
import { OutboxModel } from '../channels/email/outbox-mailer';
import { ClaimModel } from '../core/db/claim';
import { ResetTokenModel } from '../modules/auth/reset-token.model';
import { PolicyShareModel } from '../modules/policies/policy-shares.model';
import { createTestApp, type TestApp } from '../../test/helpers';
import { EMAIL_RESTORE_CLAIM_RETENTION_MS, OUTBOX_RETENTION_MS, PASSKEY_CHALLENGE_CLAIM_RETENTION_MS, purgeExpiredRecords, UNSUBSCRIBE_CLAIM_RETENTION_MS } from './purge-expired';
import { EmailRestoreTokenModel } from '../modules/email-restore/email-restore-token.model';
import { EMAIL_RESTORE_CLAIM } from '../modules/email-restore/email-restore.service';
import { UnsubscribeTokenModel } from '../modules/unsubscribe/unsubscribe.model';
import { countRateWindow, hitCooldown, hitRateWindow, RateSlotModel } from '../core/security/rate-counter';
import { KnownDeviceModel } from '../modules/security-notices/known-device.model';
import { DEVICE_COOKIE_MAX_AGE_MS } from '../modules/security-notices/new-device-notice';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test('purges finished rate windows, expired reset tokens and their claims, and old outbox mail; keeps the rest', async () => {
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const w = { name: 'purge-test', key: 'k', limit: 5, windowMs: 60_000 };
  await hitRateWindow(w, now - 10 * 60_000);
  await hitRateWindow(w, now);
  const userId = new Types.ObjectId();
  await ResetTokenModel.create([
    { userId, tokenHash: 'old', expiresAt: new Date(now - 1000) },
    { userId, tokenHash: 'live', expiresAt: new Date(now + 60_000) },
  ]);
  await ClaimModel.create([
    { kind: 'password-reset-token', key: 'old', claimedAt: new Date(now - 2 * day) },
    { kind: 'password-reset-token', key: 'recent', claimedAt: new Date(now) },
    { kind: 'delivery', key: 'kept-whatever-its-age', claimedAt: new Date(now - 90 * day) },
    // Issue 36: a used email verification link's claim, past the link's life, and a recent one.
    { kind: 'email-verification-token', key: 'old-link', claimedAt: new Date(now - 3 * day) },
    { kind: 'email-verification-token', key: 'recent-link', claimedAt: new Date(now) },
  ]);
  await OutboxModel.create([
    { from: 'a', to: 'b', subject: 'old', text: 'x', createdAt: new Date(now - OUTBOX_RETENTION_MS - 1000) },
    { from: 'a', to: 'b', subject: 'new', text: 'x' },
  ]);

  expect(await purgeExpiredRecords(new Date(now))).toEqual({
    rateCounters: 1,
    resetTokens: 1,
    resetClaims: 1,
    outbox: 1,
    expiredInvites: 0,
    shareClaims: 0,
    emailVerifyClaims: 1,
    unsubscribeTokens: 0,
    unsubscribeClaims: 0,
    passkeyChallengeClaims: 0,
    knownDevices: 0,
    emailRestoreTokens: 0,
    emailRestoreClaims: 0,
  });
  expect(await countRateWindow(w, now)).toBe(1);
  expect((await ResetTokenModel.find().lean()).map((r) => r.tokenHash)).toEqual(['live']);
  expect((await ClaimModel.find().lean()).map((c) => c.key).sort()).toEqual(['kept-whatever-its-age', 'recent', 'recent-link']);
  expect((await OutboxModel.find().lean()).map((m) => m.subject)).toEqual(['new']);
});

test('a cooldown counts from the last allowed hit, across windows of the clock; of concurrent hits one passes; its slots are purged', async () => {
  const cooldown = 60_000;
  const start = Math.ceil(Date.now() / cooldown) * cooldown + 5 * cooldown - 1000; // 1 s before a window's end
  expect(await hitCooldown('cooldown-test', 'k', cooldown, start)).toBe(true);
  expect(await hitCooldown('cooldown-test', 'k', cooldown, start + 2000)).toBe(false); // the next window
  expect(await hitCooldown('cooldown-test', 'k', cooldown, start + cooldown - 1)).toBe(false);
  expect(await hitCooldown('cooldown-test', 'k', cooldown, start + cooldown)).toBe(true);
  expect(await hitCooldown('cooldown-test', 'other', cooldown, start + 2000)).toBe(true);
  const racing = await Promise.all(Array.from({ length: 10 }, () => hitCooldown('cooldown-test', 'race', cooldown, start + 3 * cooldown)));
  expect(racing.filter(Boolean)).toHaveLength(1);
  // Each slot is kept until the window after its own has ended, then purged.
  await purgeExpiredRecords(new Date(start + 6 * cooldown));
  expect(await RateSlotModel.countDocuments({ _id: { $regex: '^cooldown-test:' } })).toBe(0);
});

test('a rate window allows exactly its limit, even to concurrent hits', async () => {
  const w = { name: 'race-test', key: 'k', limit: 7, windowMs: 60_000 };
  const hits = await Promise.all(Array.from({ length: 20 }, () => hitRateWindow(w)));
  expect(hits.filter((h) => h.allowed)).toHaveLength(7);
  expect(await countRateWindow(w)).toBe(7);
});

test('purges share invitations expired over 30 days ago and share claims past a link’s life; memberships and live invitations stay', async () => {
  const now = Date.now();
  const day = 24 * 60 * 60 * 1000;
  const owner = new Types.ObjectId();
  const policyId = new Types.ObjectId();
  await PolicyShareModel.create([
    { policyId, userId: owner, email: 'old@example.test', role: 'viewer', tokenHash: 'o', expiresAt: new Date(now - 31 * day), ownerSlot: 0, openSlot: '0' },
    { policyId, userId: owner, email: 'lately@example.test', role: 'viewer', tokenHash: 'l', expiresAt: new Date(now - day), ownerSlot: 1, openSlot: '1' },
    { policyId, userId: owner, email: 'live@example.test', role: 'viewer', tokenHash: 'v', expiresAt: new Date(now + day), ownerSlot: 2, openSlot: '2' },
    { policyId, userId: owner, email: 'member@example.test', role: 'editor', memberId: new Types.ObjectId(), acceptedAt: new Date(now - 90 * day), ownerSlot: 3, openSlot: 'member:x' },
  ]);
  await ClaimModel.create([
    { kind: 'share-invite', key: `${String(owner)}:old`, claimedAt: new Date(now - 8 * day) },
    { kind: 'share-invite', key: `${String(owner)}:new`, claimedAt: new Date(now - day) },
  ]);
  const counts = await purgeExpiredRecords(new Date(now));
  expect(counts).toMatchObject({ expiredInvites: 1, shareClaims: 1 });
  expect((await PolicyShareModel.find().lean()).map((s) => s.email).sort()).toEqual(['lately@example.test', 'live@example.test', 'member@example.test']);
  expect(await ClaimModel.countDocuments({ kind: 'share-invite' })).toBe(1);
});

test('one-click unsubscribe tokens go once expired (90 days), and their claims with them', async () => {
  const now = Date.now();
  const ids = { userId: new Types.ObjectId(), reminderId: new Types.ObjectId(), policyId: new Types.ObjectId() };
  await UnsubscribeTokenModel.create([
    { ...ids, tokenHash: 'unsub-old', createdAt: new Date(now - 91 * 86_400_000), expiresAt: new Date(now - 1000) },
    { ...ids, tokenHash: 'unsub-live', createdAt: new Date(now), expiresAt: new Date(now + 60_000) },
  ]);
  await ClaimModel.create([
    { kind: 'unsubscribe', key: 'unsub-old:reminder', claimedAt: new Date(now - UNSUBSCRIBE_CLAIM_RETENTION_MS - 1000) },
    { kind: 'unsubscribe', key: 'unsub-live:reminder', claimedAt: new Date(now) },
  ]);
  expect(await purgeExpiredRecords(new Date(now))).toMatchObject({ unsubscribeTokens: 1, unsubscribeClaims: 1 });
  expect((await UnsubscribeTokenModel.find({}).lean()).map((d) => d.tokenHash)).toEqual(['unsub-live']);
  expect((await ClaimModel.find({ kind: 'unsubscribe' }).lean()).map((d) => d.key)).toEqual(['unsub-live:reminder']);
});

test("a used passkey challenge's claim goes after an hour (the challenge itself lives 5 minutes, in its session)", async () => {
  const now = Date.now();
  await ClaimModel.create([
    { kind: 'webauthn-challenge', key: 'old-challenge', claimedAt: new Date(now - PASSKEY_CHALLENGE_CLAIM_RETENTION_MS - 1000) },
    { kind: 'webauthn-challenge', key: 'recent-challenge', claimedAt: new Date(now - 60_000) },
  ]);
  expect(await purgeExpiredRecords(new Date(now))).toMatchObject({ passkeyChallengeClaims: 1 });
  expect((await ClaimModel.find({ kind: 'webauthn-challenge' }).lean()).map((d) => d.key)).toEqual(['recent-challenge']);
});

test('a device unseen for longer than its cookie lives (400 days) goes; one seen since stays', async () => {
  const now = Date.now();
  const userId = new Types.ObjectId();
  const seen = (ago: number) => new Date(now - ago);
  await KnownDeviceModel.create([
    { _id: `${String(userId)}:old`, userId, device: null, firstSeenAt: seen(DEVICE_COOKIE_MAX_AGE_MS + 10_000), lastSeenAt: seen(DEVICE_COOKIE_MAX_AGE_MS + 1000) },
    { _id: `${String(userId)}:used`, userId, device: null, firstSeenAt: seen(DEVICE_COOKIE_MAX_AGE_MS + 10_000), lastSeenAt: seen(60_000) },
  ]);
  expect(await purgeExpiredRecords(new Date(now))).toMatchObject({ knownDevices: 1 });
  expect((await KnownDeviceModel.find({ userId }).lean()).map((d) => d._id)).toEqual([`${String(userId)}:used`]);
});

test("issue 51: a restore link goes when it expires (7 days); its use's claim a day after", async () => {
  const now = Date.now();
  const userId = new Types.ObjectId();
  await EmailRestoreTokenModel.create([
    { userId, address: 'old@example.test', tokenHash: 'restore-expired', expiresAt: new Date(now - 1000) },
    { userId, address: 'old@example.test', tokenHash: 'restore-live', expiresAt: new Date(now + 60_000) },
  ]);
  await ClaimModel.create([
    { kind: EMAIL_RESTORE_CLAIM, key: 'restore-old-use', claimedAt: new Date(now - EMAIL_RESTORE_CLAIM_RETENTION_MS - 1000) },
    { kind: EMAIL_RESTORE_CLAIM, key: 'restore-recent-use', claimedAt: new Date(now - 60_000) },
  ]);
  expect(await purgeExpiredRecords(new Date(now))).toMatchObject({ emailRestoreTokens: 1, emailRestoreClaims: 1 });
  expect((await EmailRestoreTokenModel.find({ userId }).lean()).map((d) => d.tokenHash)).toEqual(['restore-live']);
  expect((await ClaimModel.find({ kind: EMAIL_RESTORE_CLAIM }).lean()).map((d) => d.key)).toEqual(['restore-recent-use']);
});
