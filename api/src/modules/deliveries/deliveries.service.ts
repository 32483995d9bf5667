import { Types } from 'mongoose';
import type { NotificationMethod, ReminderDelivery, ReminderTarget } from '@renewly/shared-contracts';
import type { DeliveryPreferences } from '@renewly/shared-contracts/features/delivery-preferences';
import { insertManyOnce } from '../../core/db/insert-once';
import {
  DeliveryAttemptModel,
  DeliveryModel,
  DeliveryOutcomeModel,
  type DeliveryOutcomeRecord,
  type OutcomeStatus,
} from './deliveries.model';
import { channelDueAt, deliveryChannelsFor, isRenewalAhead, mayDeliver, reminderDeliveryKey, type EngineChannel, type ReminderSchedule } from './due-time';

const oid = (id: string) => new Types.ObjectId(id);

export const attemptId = (deliveryId: string, attemptNo: number) => `${deliveryId}#${attemptNo}`;

export interface NewDelivery {
  id: string;
  userId: string;
  policyId: string;
  reminderId: string;
  channel: EngineChannel;
  renewalDate: string;
  dueAt: Date;
}

/**
 * Inserts the delivery records, one batch: the ids this call inserted are its claims (for exactly one caller across
 * all processes); the others existed already.
 */
export async function claimDeliveries(list: NewDelivery[], now: Date): Promise<Set<string>> {
  const inserted = await insertManyOnce(
    DeliveryModel.collection,
    list.map((d) => ({
      _id: d.id,
      userId: oid(d.userId),
      policyId: oid(d.policyId),
      reminderId: oid(d.reminderId),
      channel: d.channel,
      renewalDate: d.renewalDate,
      dueAt: d.dueAt,
      createdAt: now,
    })),
  );
  return new Set(list.filter((_, i) => inserted[i]).map((d) => d.id));
}

export async function claimDelivery(d: NewDelivery, now: Date): Promise<boolean> {
  return (await claimDeliveries([d], now)).has(d.id);
}

export interface AttemptRef {
  deliveryId: string;
  attemptNo: number;
  reminderId: string;
  policyId: string;
  renewalDate: string;
}

/** Inserts the attempts, one batch: the attempt ids this call inserted may be handed over, by this caller only. */
export async function claimAttempts(list: AttemptRef[], now: Date, leaseMs: number): Promise<Set<string>> {
  const inserted = await insertManyOnce(
    DeliveryAttemptModel.collection,
    list.map((a) => ({
      _id: attemptId(a.deliveryId, a.attemptNo),
      deliveryId: a.deliveryId,
      attemptNo: a.attemptNo,
      reminderId: oid(a.reminderId),
      policyId: oid(a.policyId),
      renewalDate: a.renewalDate,
      startedAt: now,
      leaseUntil: new Date(now.getTime() + leaseMs),
    })),
  );
  return new Set(list.filter((_, i) => inserted[i]).map((a) => attemptId(a.deliveryId, a.attemptNo)));
}

export async function claimAttempt(a: AttemptRef, now: Date, leaseMs: number): Promise<boolean> {
  return (await claimAttempts([a], now, leaseMs)).has(attemptId(a.deliveryId, a.attemptNo));
}

export interface Outcome {
  status: OutcomeStatus;
  at: Date;
  reason?: string | null;
  nextAttemptAt?: Date | null;
  providerId?: string | null;
}

/** Records how attempts ended (once each: a second record for the same attempt is ignored). */
export async function recordOutcomes(list: { ref: AttemptRef; outcome: Outcome }[]): Promise<void> {
  await insertManyOnce(
    DeliveryOutcomeModel.collection,
    list.map(({ ref: a, outcome }) => ({
      _id: attemptId(a.deliveryId, a.attemptNo),
      deliveryId: a.deliveryId,
      attemptNo: a.attemptNo,
      reminderId: oid(a.reminderId),
      policyId: oid(a.policyId),
      renewalDate: a.renewalDate,
      status: outcome.status,
      at: outcome.at,
      reason: outcome.reason ?? null,
      nextAttemptAt: outcome.nextAttemptAt ?? null,
      providerId: outcome.providerId ?? null,
    })),
  );
}

export function recordOutcome(ref: AttemptRef, outcome: Outcome): Promise<void> {
  return recordOutcomes([{ ref, outcome }]);
}

/** What the sweep needs to know of a delivery that exists. */
export interface DeliveryState {
  createdAt: Date;
  lastAttempt: { attemptNo: number; startedAt: Date; leaseUntil: Date } | null;
  /** The outcome of lastAttempt, when it has one. */
  lastOutcome: Pick<DeliveryOutcomeRecord, 'status' | 'at' | 'nextAttemptAt'> | null;
}

/**
 * The deliveries of current cycles (renewal date from `fromRenewalDate` on; earlier ones can no longer be due), each
 * with its latest attempt and that attempt's outcome: three reads, whatever the number.
 */
export async function loadDeliveryStates(fromRenewalDate = '0000-00-00'): Promise<Map<string, DeliveryState>> {
  const current = { renewalDate: { $gte: fromRenewalDate } };
  const [deliveries, attempts, outcomes] = await Promise.all([
    DeliveryModel.find(current, { _id: 1, createdAt: 1 }).lean(),
    DeliveryAttemptModel.find(current, { _id: 1, deliveryId: 1, attemptNo: 1, startedAt: 1, leaseUntil: 1 }).lean(),
    DeliveryOutcomeModel.find(current, { _id: 1, status: 1, at: 1, nextAttemptAt: 1 }).lean(),
  ]);
  const states = new Map<string, DeliveryState>();
  for (const d of deliveries) states.set(d._id, { createdAt: d.createdAt, lastAttempt: null, lastOutcome: null });
  for (const a of attempts) {
    const s = states.get(a.deliveryId);
    if (s && (!s.lastAttempt || a.attemptNo > s.lastAttempt.attemptNo)) {
      s.lastAttempt = { attemptNo: a.attemptNo, startedAt: a.startedAt, leaseUntil: a.leaseUntil };
    }
  }
  const outcomeById = new Map(outcomes.map((o) => [o._id, o]));
  for (const [id, s] of states) {
    if (!s.lastAttempt) continue;
    const o = outcomeById.get(attemptId(id, s.lastAttempt.attemptNo));
    if (o) s.lastOutcome = { status: o.status, at: o.at, nextAttemptAt: o.nextAttemptAt };
  }
  return states;
}

/** The same for a few deliveries, read by _id (cheap on any database, whatever the collection size). */
export async function loadDeliveryStatesById(ids: string[]): Promise<Map<string, DeliveryState>> {
  const states = new Map<string, DeliveryState>();
  for (const id of ids) {
    const delivery = await DeliveryModel.findById(id, { createdAt: 1 }).lean();
    if (!delivery) continue;
    const state: DeliveryState = { createdAt: delivery.createdAt, lastAttempt: null, lastOutcome: null };
    for (let n = 1; ; n++) {
      const a = await DeliveryAttemptModel.findById(attemptId(id, n), { attemptNo: 1, startedAt: 1, leaseUntil: 1 }).lean();
      if (!a) break;
      state.lastAttempt = { attemptNo: a.attemptNo, startedAt: a.startedAt, leaseUntil: a.leaseUntil };
    }
    if (state.lastAttempt) {
      const o = await DeliveryOutcomeModel.findById(attemptId(id, state.lastAttempt.attemptNo), { status: 1, at: 1, nextAttemptAt: 1 }).lean();
      if (o) state.lastOutcome = { status: o.status, at: o.at, nextAttemptAt: o.nextAttemptAt };
    }
    states.set(id, state);
  }
  return states;
}

/** Sent, skipped or permanently failed: nothing will ever be done for it again. */
export function isFinished(s: DeliveryState): boolean {
  return s.lastOutcome !== null && s.lastOutcome.status !== 'temporary-failure';
}

/** The next attempt number to claim now, or null when the delivery is finished, running or waiting to retry. */
export function attemptDueNow(s: DeliveryState, now: Date, leaseMs: number): number | null {
  const t = now.getTime();
  if (!s.lastAttempt) return s.createdAt.getTime() + leaseMs <= t ? 1 : null; // its taker died before attempt 1
  if (!s.lastOutcome) return s.lastAttempt.leaseUntil.getTime() <= t ? s.lastAttempt.attemptNo + 1 : null;
  if (s.lastOutcome.status !== 'temporary-failure') return null;
  const next = s.lastOutcome.nextAttemptAt;
  return next && next.getTime() <= t ? s.lastAttempt.attemptNo + 1 : null;
}

export interface ReminderForLog extends ReminderSchedule {
  notificationMethods: NotificationMethod[];
  /** The user's other channels it goes to (issue 41). */
  channelIds?: string[];
}

/** The user's other channels the log names: 'Phone (ntfy)', and whether each is on. */
export type ChannelsForLog = ReadonlyMap<string, { label: string; enabled: boolean }>;

/** Why a user's channel that is switched off (or stopped by its service) sends nothing. */
export const CHANNEL_SWITCHED_OFF = 'The channel is switched off';

export interface PolicyForLog {
  /** The date the reminder counts down to (renewal, MOT or road tax); null when the policy lacks it. */
  targetDate: string | null;
  isActive: boolean;
}

/** Why a reminder set (or moved) to a time already passed sends nothing for this date. */
export const PASSED_WHEN_SET = 'Its day had already passed when it was set';

/** Why a reminder sends nothing once the date it counts down to has passed (an expired policy). */
export function passedDateReason(target: ReminderTarget): string {
  const what = { renewal: 'renewal date', mot: 'MOT expiry date', roadTax: 'road tax due date', bestDay: 'renewal date' }[target];
  return `The ${what} has passed: nothing will be sent until the policy has a new one`;
}

/** Why an MOT or road-tax reminder does nothing: its policy has no such date (any more). */
export function missingDateReason(target: ReminderTarget): string {
  return target === 'mot' ? 'The policy has no MOT expiry date' : 'The policy has no road tax expiry date';
}

/**
 * The delivery log of one reminder for the policy's current target date, and when the next delivery (or retry)
 * is due under the user's preferences (hour, quiet hours). Reads by _id only (the keys are derived), which stays
 * cheap however many deliveries are stored.
 */
export async function deliveryLog(
  reminder: ReminderForLog,
  policy: PolicyForLog,
  now: Date,
  prefs: Pick<DeliveryPreferences, 'deliveryHour' | 'quietHours'>,
  catchUps: ReadonlySet<string> = new Set(),
  userChannels: ChannelsForLog = new Map(),
  /** Why a channel's queued delivery will not go out as things stand (an SMS to a number not verified yet). */
  held: ReadonlyMap<EngineChannel, string> = new Map(),
): Promise<{ deliveries: ReminderDelivery[]; nextDeliveryAt: string | null }> {
  const target = reminder.target ?? 'renewal';
  const date = policy.targetDate;
  // A removed channel is no longer named by the reminder; one the log cannot name is left out.
  const channelIds = (reminder.channelIds ?? []).filter((id) => userChannels.has(id));
  const named = (channel: EngineChannel) => {
    const c = userChannels.get(channel.slice(3));
    return c ? { channelName: c.label } : {};
  };
  const switchedOff = (channel: EngineChannel) => channel.startsWith('ch_') && userChannels.get(channel.slice(3))?.enabled === false;
  if (!date) {
    const reason = missingDateReason(target);
    const deliveries = deliveryChannelsFor(reminder.notificationMethods, channelIds).map(
      (channel): ReminderDelivery => ({ channel, ...named(channel), status: 'skipped', at: null, reason, nextAttemptAt: null, attempts: 0 }),
    );
    return { deliveries, nextDeliveryAt: null };
  }
  const deliveries: ReminderDelivery[] = [];
  const upcoming: number[] = [];
  const willDeliver = mayDeliver(reminder, date, prefs.deliveryHour, catchUps, now);
  const pending = policy.isActive && isRenewalAhead(date, now) && willDeliver;
  const channels = deliveryChannelsFor(reminder.notificationMethods, channelIds);
  // Each channel's log is a few `_id` reads (the one query FerretDB serves without reading the collection): the
  // channels are read at once rather than one after another.
  const entries = await Promise.all(channels.map((channel) => channelLog(reminderDeliveryKey(reminder, channel, date), channel)));
  channels.forEach((channel, i) => {
    const entry = entries[i];
    if (entry) {
      deliveries.push({ ...entry, ...named(channel) });
      if (entry.nextAttemptAt && pending) upcoming.push(Date.parse(entry.nextAttemptAt));
    } else if (switchedOff(channel)) {
      deliveries.push({ channel, ...named(channel), status: 'skipped', at: null, reason: CHANNEL_SWITCHED_OFF, nextAttemptAt: null, attempts: 0 });
    } else if (pending) {
      const due = channelDueAt(date, reminder.daysBefore, channel, prefs);
      deliveries.push({ channel, ...named(channel), status: 'scheduled', at: due.toISOString(), reason: held.get(channel) ?? null, nextAttemptAt: null, attempts: 0 });
      upcoming.push(Math.max(due.getTime(), now.getTime()));
    } else if (policy.isActive) {
      // Never sends for this date: say why, rather than leave the reminder looking set.
      const reason = isRenewalAhead(date, now) ? PASSED_WHEN_SET : passedDateReason(target);
      deliveries.push({ channel, ...named(channel), status: 'skipped', at: null, reason, nextAttemptAt: null, attempts: 0 });
    }
  });
  const next = upcoming.length > 0 ? new Date(Math.min(...upcoming)).toISOString() : null;
  return { deliveries, nextDeliveryAt: next };
}

async function channelLog(id: string, channel: EngineChannel): Promise<ReminderDelivery | null> {
  const delivery = await DeliveryModel.findById(id, { createdAt: 1 }).lean();
  if (!delivery) return null;
  let last = null;
  for (let n = 1; ; n++) {
    const attempt = await DeliveryAttemptModel.findById(attemptId(id, n), { attemptNo: 1, startedAt: 1 }).lean();
    if (!attempt) break;
    last = attempt;
  }
  const base = { channel, reason: null, nextAttemptAt: null, attempts: last?.attemptNo ?? 0 };
  if (!last) return { ...base, status: 'sending', at: delivery.createdAt.toISOString() };
  const outcome = await DeliveryOutcomeModel.findById(attemptId(id, last.attemptNo)).lean();
  if (!outcome) return { ...base, status: 'sending', at: last.startedAt.toISOString() };
  return {
    ...base,
    status: outcome.status,
    at: outcome.at.toISOString(),
    reason: outcome.reason,
    nextAttemptAt: outcome.nextAttemptAt ? outcome.nextAttemptAt.toISOString() : null,
  };
}

/** Removes a reminder's deliveries: pending ones are cancelled, the log goes with them. */
export async function deleteForReminder(userId: string, reminderId: string): Promise<number> {
  const r = await DeliveryModel.deleteMany({ userId: oid(userId), reminderId: oid(reminderId) });
  // Attempts and outcomes only exist below a delivery of this user's reminder.
  await DeliveryAttemptModel.deleteMany({ reminderId: oid(reminderId) });
  await DeliveryOutcomeModel.deleteMany({ reminderId: oid(reminderId) });
  return r.deletedCount;
}

/** Removes the deliveries of every reminder of one of the user's policies. */
export async function deleteForPolicy(userId: string, policyId: string): Promise<number> {
  const r = await DeliveryModel.deleteMany({ userId: oid(userId), policyId: oid(policyId) });
  await DeliveryAttemptModel.deleteMany({ policyId: oid(policyId) });
  await DeliveryOutcomeModel.deleteMany({ policyId: oid(policyId) });
  return r.deletedCount;
}

/**
 * Removes one user's deliveries for a policy shared with them (a member removed or leaving), with their attempts
 * and outcomes, leaving the owner's and other members' untouched.
 */
export async function deleteForMember(userId: string, policyId: string): Promise<number> {
  const reminderIds = await DeliveryModel.find({ userId: oid(userId), policyId: oid(policyId) }).distinct('reminderId');
  const r = await DeliveryModel.deleteMany({ userId: oid(userId), policyId: oid(policyId) });
  if (reminderIds.length > 0) {
    await DeliveryAttemptModel.deleteMany({ reminderId: { $in: reminderIds } });
    await DeliveryOutcomeModel.deleteMany({ reminderId: { $in: reminderIds } });
  }
  return r.deletedCount;
}

/** Removes the records of cycles whose renewal date is before `renewalDate` (the log is kept until then). */
export async function pruneDeliveries(renewalDate: string): Promise<number> {
  const old = { renewalDate: { $lt: renewalDate } };
  const r = await DeliveryModel.deleteMany(old);
  await DeliveryAttemptModel.deleteMany(old);
  await DeliveryOutcomeModel.deleteMany(old);
  return r.deletedCount;
}
