// One-click unsubscribe (RFC 8058, issue 41): each reminder email carries a link with its own token (32 random bytes,
// stored as SHA-256), which turns email off for that reminder without signing in, and, from the page it lands on,
// for all of the user's reminders. A notice email (a DVLA alert, a shared car erased) carries a 'notices' token, which
// turns the user's notice emails off (Settings shows it; the page offers the undo). Each purpose works once per token
// (claimed by an insert under a unique key).
import { createHash, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import { claimOnce } from '../../core/db/claim';
import { setNoticeEmails } from '../delivery-preferences';
import { ReminderModel } from '../reminders';
import { UnsubscribeTokenModel, type StoppedReminder, type UnsubscribeTokenRecord } from './unsubscribe.model';

export const UNSUBSCRIBE_TOKEN_DAYS = 90;
export type UnsubscribeScope = 'reminder' | 'all' | 'all-undo' | 'notices' | 'notices-undo';

/** What a token may do: a reminder token 'reminder', 'all' and its undo, a notice token 'notices' and its undo. */
export function scopesOf(record: UnsubscribeTokenRecord): UnsubscribeScope[] {
  return record.purpose === 'notices' ? ['notices', 'notices-undo'] : ['reminder', 'all', 'all-undo'];
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for one reminder email (stored hashed); the token itself goes only into the email. */
export async function issueUnsubscribeToken(userId: string, reminderId: string, policyId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await UnsubscribeTokenModel.create({
    tokenHash: hashOf(token),
    userId: new Types.ObjectId(userId),
    reminderId: new Types.ObjectId(reminderId),
    policyId: new Types.ObjectId(policyId),
    createdAt: now,
    expiresAt: new Date(now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000),
  });
  return token;
}

/** A new token for one notice email about the user's cars (stored hashed): it turns the user's notice emails off. */
export async function issueNoticeUnsubscribeToken(userId: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await UnsubscribeTokenModel.create({
    tokenHash: hashOf(token),
    userId: new Types.ObjectId(userId),
    purpose: 'notices',
    createdAt: now,
    expiresAt: new Date(now.getTime() + UNSUBSCRIBE_TOKEN_DAYS * 86_400_000),
  });
  return token;
}

export async function findUnsubscribeToken(token: string, now = new Date()): Promise<UnsubscribeTokenRecord | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const record = await UnsubscribeTokenModel.findOne({ tokenHash: hashOf(token) }).lean();
  return record && record.expiresAt > now ? record : null;
}

/** Email off for the reminder (or all the user's reminders); a reminder left with no method keeps the bell. */
async function emailOff(filter: Record<string, unknown>): Promise<StoppedReminder[]> {
  const reminders = await ReminderModel.find({ ...filter, notificationMethods: 'email' }, { _id: 1, notificationMethods: 1 }).lean();
  const stopped: StoppedReminder[] = [];
  for (const r of reminders) {
    const rest = r.notificationMethods.filter((m) => m !== 'email');
    await ReminderModel.updateOne({ _id: r._id }, { $set: { notificationMethods: rest.length > 0 ? rest : ['app'] } });
    stopped.push({ reminderId: r._id, gotApp: rest.length === 0 });
  }
  return stopped;
}

/** Email back on for what 'all' stopped (the user's reminders still there); the bell it was given goes again if untouched. */
async function emailBackOn(userId: Types.ObjectId, stopped: readonly StoppedReminder[]): Promise<void> {
  const reminders = await ReminderModel.find({ _id: { $in: stopped.map((s) => s.reminderId) }, userId }, { _id: 1, notificationMethods: 1 }).lean();
  for (const r of reminders) {
    if (r.notificationMethods.includes('email')) continue;
    const gotApp = stopped.find((s) => String(s.reminderId) === String(r._id))?.gotApp === true;
    const untouched = r.notificationMethods.length === 1 && r.notificationMethods[0] === 'app';
    const methods = gotApp && untouched ? ['email'] : ['email', ...r.notificationMethods];
    await ReminderModel.updateOne({ _id: r._id, userId }, { $set: { notificationMethods: methods } });
  }
}

/**
 * Applies the token for this purpose, once; 'done' the first time, 'already' after. 'all-undo' before 'all' was
 * done has nothing to undo: 'already', and the undo stays available.
 */
export async function unsubscribe(record: UnsubscribeTokenRecord, scope: UnsubscribeScope): Promise<'done' | 'already'> {
  if (scope === 'all-undo' && !record.stoppedForAll) return 'already';
  if (!(await claimOnce('unsubscribe', `${record.tokenHash}:${scope}`))) return 'already';
  if (scope === 'notices' || scope === 'notices-undo') {
    await setNoticeEmails(String(record.userId), scope === 'notices-undo');
    return 'done';
  }
  if (scope === 'all-undo') {
    await emailBackOn(record.userId, record.stoppedForAll ?? []);
    return 'done';
  }
  const stopped = await emailOff(scope === 'all' ? { userId: record.userId } : { _id: record.reminderId, userId: record.userId });
  if (scope === 'all') await UnsubscribeTokenModel.updateOne({ _id: record._id }, { $set: { stoppedForAll: stopped } });
  return 'done';
}

/** RFC 2369 / 8058 headers for a reminder or notice email with this token. */
export function unsubscribeHeaders(token: string, appOrigin: string, mailFrom: string | undefined): Record<string, string> {
  const https = `${appOrigin}/api/unsubscribe/${token}`;
  const address = mailFrom ? /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim() : null;
  const mailto = address && /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? `, <mailto:${address}?subject=unsubscribe%20${token}>` : '';
  return { 'List-Unsubscribe': `<${https}>${mailto}`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
