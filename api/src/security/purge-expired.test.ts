import { Types } from 'mongoose';
import { OutboxModel } from '../channels/email/outbox-mailer';
import { ClaimModel } from '../db/claim';
import { ResetTokenModel } from '../modules/auth/reset-token.model';
import { createTestApp, type TestApp } from '../../test/helpers';
import { OUTBOX_RETENTION_MS, purgeExpiredRecords } from './purge-expired';
import { countRateWindow, hitRateWindow } from './rate-counter';

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
  ]);
  await OutboxModel.create([
    { from: 'a', to: 'b', subject: 'old', text: 'x', createdAt: new Date(now - OUTBOX_RETENTION_MS - 1000) },
    { from: 'a', to: 'b', subject: 'new', text: 'x' },
  ]);

  expect(await purgeExpiredRecords(new Date(now))).toEqual({ rateCounters: 1, resetTokens: 1, resetClaims: 1, outbox: 1 });
  expect(await countRateWindow(w, now)).toBe(1);
  expect((await ResetTokenModel.find().lean()).map((r) => r.tokenHash)).toEqual(['live']);
  expect((await ClaimModel.find().lean()).map((c) => c.key).sort()).toEqual(['kept-whatever-its-age', 'recent']);
  expect((await OutboxModel.find().lean()).map((m) => m.subject)).toEqual(['new']);
});

test('a rate window allows exactly its limit, even to concurrent hits', async () => {
  const w = { name: 'race-test', key: 'k', limit: 7, windowMs: 60_000 };
  const hits = await Promise.all(Array.from({ length: 20 }, () => hitRateWindow(w)));
  expect(hits.filter((h) => h.allowed)).toHaveLength(7);
  expect(await countRateWindow(w)).toBe(7);
});
