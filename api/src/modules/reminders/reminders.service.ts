import { Types } from 'mongoose';
import { BEST_QUOTE_DAYS_BEFORE, reminderTitle, type NotificationMethod, type Reminder, type ReminderInput, type ReminderTarget } from '@renewly/shared-contracts';
import { type DeliveryPreferences } from '@renewly/shared-contracts/features/delivery-preferences';
import { ApiError } from '../../core/http/api-error';
import { getDeliveryPreferences } from '../delivery-preferences';
import { listReadablePolicySummaries, requirePolicyAccess } from '../policies';
import { type PolicySummary } from '../policies';
import { missingTargetDateMessage, REMINDER_TARGET_FIELD } from './reminder-targets';
import { ReminderModel, type ReminderRecord } from './reminders.model';
import type { ChannelsForLog, ReminderLinks } from './reminder-links';
import { UserModel } from '../users';
import { VERIFICATION_TEXTS } from '@renewly/shared-contracts/features/verification-texts';


const oid = (id: string) => new Types.ObjectId(id);

/**
 * One reminder per day value for a policy the caller has checked belongs to the user (the policy dialog).
 * All or nothing: if they cannot all be written, the ones written are removed and the error is thrown.
 */
export async function createRemindersForPolicy(
  userId: string,
  policyId: string,
  days: number[],
  methods: NotificationMethod[],
  now: Date = new Date(),
  { bestDay = false, channelIds: defaultChannels = [] }: { bestDay?: boolean; channelIds?: string[] } = {},
): Promise<number> {
  // The 'Best day to get quotes' reminder (issue 39 §2): its day is the best day itself, 26 days before renewal.
  const wanted: { daysBefore: number; target: ReminderTarget }[] = [
    ...days.map((daysBefore) => ({ daysBefore, target: 'renewal' as const })),
    ...(bestDay ? [{ daysBefore: BEST_QUOTE_DAYS_BEFORE, target: 'bestDay' as const }] : []),
  ];
  if (wanted.length === 0) return 0;
  const channelIds = defaultChannels.map(oid);
  try {
    await ReminderModel.insertMany(
      wanted.map(({ daysBefore, target }) => ({
        userId: oid(userId),
        policyId: oid(policyId),
        title: reminderTitle(daysBefore, target),
        daysBefore,
        ...(target === 'renewal' ? {} : { target }),
        notificationMethods: methods,
        ...(channelIds.length > 0 ? { channelIds } : {}),
        scheduledFrom: now,
        setByCreate: true,
      })),
    );
  } catch (err) {
    await ReminderModel.deleteMany({ userId: oid(userId), policyId: oid(policyId) }).catch(() => undefined);
    throw err;
  }
  return wanted.length;
}

/** Removes every reminder of one of the user's policies (called when the policy is deleted). */
export async function deleteForPolicy(userId: string, policyId: string): Promise<number> {
  const r = await ReminderModel.deleteMany({ userId: oid(userId), policyId: oid(policyId) });
  return r.deletedCount;
}

/**
 * Re-arms every renewal and best-day reminder of a policy (everyone's) for its new renewal date: the policy rolled
 * into its next year ("What happened at renewal?", issue 39 §5).
 */
export async function rearmRenewalReminders(policyId: string, now: Date): Promise<void> {
  await ReminderModel.updateMany(
    { policyId: oid(policyId), target: { $in: ['renewal', 'bestDay', null] } },
    { $set: { scheduledFrom: now, setByCreate: true } },
  );
}

export const REMINDER_NOT_FOUND = 'Reminder not found';

/** The policy date a reminder with this target counts down to, or null when the policy lacks it. */
export function targetDateOf(policy: Pick<PolicySummary, 'renewalDate' | 'motExpiryDate' | 'roadTaxExpiryDate'>, target: ReminderTarget): string | null {
  return policy[REMINDER_TARGET_FIELD[target]] ?? null;
}

/** What the delivery schedule needs of a stored reminder (due-time.ts). */
function scheduleOf(r: Pick<ReminderRecord, '_id' | 'daysBefore' | 'target' | 'scheduledFrom' | 'setByCreate' | 'policyId' | 'userId'>) {
  return {
    id: String(r._id),
    userId: String(r.userId),
    policyId: String(r.policyId),
    daysBefore: r.daysBefore,
    target: r.target ?? 'renewal',
    scheduledFrom: r.scheduledFrom ?? null,
    setByCreate: r.setByCreate ?? false,
  };
}

function toPublicReminder(r: ReminderRecord): Reminder {
  return {
    id: String(r._id),
    policyId: String(r.policyId),
    title: r.title,
    daysBefore: r.daysBefore,
    notificationMethods: r.notificationMethods,
    channelIds: (r.channelIds ?? []).map(String),
    target: r.target ?? 'renewal',
    createdAt: r.createdAt.toISOString(),
  };
}

/** A policy the user may keep reminders for: their own, or one shared with them (any role). */
async function requireUserPolicy(userId: string, policyId: string): Promise<PolicySummary> {
  return (await requirePolicyAccess(userId, policyId, 'read')).policy;
}

/** An MOT or road-tax reminder needs the policy to have that date: a 400 saying which otherwise. */
function requireTargetDate(policy: PolicySummary, target: ReminderTarget): void {
  if (!targetDateOf(policy, target)) throw new ApiError(400, missingTargetDateMessage(target));
}

/**
 * The channels whose queued deliveries wait on the user (issue 51 item 24): SMS goes only to a verified number
 * (sms-channel.ts skips it), so its line says so rather than look set to go.
 */
async function heldChannels(userId: string): Promise<Map<'sms', string>> {
  const user = await UserModel.findOne({ _id: oid(userId) }, { mobileVerifiedAt: 1 }).lean();
  return user?.mobileVerifiedAt ? new Map() : new Map([['sms', VERIFICATION_TEXTS.smsWaitsForVerification]]);
}

async function withDeliveryLog(
  record: ReminderRecord,
  policy: PolicySummary | undefined,
  now: Date,
  prefs: DeliveryPreferences,
  catchUps: ReadonlySet<string>,
  userChannels: ChannelsForLog,
  held: ReadonlyMap<'sms', string>,
  links: ReminderLinks,
): Promise<Reminder> {
  const reminder = toPublicReminder(record);
  // A removed channel is no longer the reminder's.
  reminder.channelIds = reminder.channelIds?.filter((id) => userChannels.has(id));
  if (!policy) return { ...reminder, targetDate: null, nextDeliveryAt: null, deliveries: [] };
  const targetDate = targetDateOf(policy, reminder.target ?? 'renewal');
  const schedule = { ...scheduleOf(record), notificationMethods: record.notificationMethods, channelIds: reminder.channelIds };
  const log = await links.deliveryLog(schedule, { targetDate, isActive: policy.isActive }, now, prefs, catchUps, userChannels, held);
  return { ...reminder, targetDate, ...log };
}

/** The reminders of these that deliver a catch-up (due-time.ts `catchUpsToDeliver`). */
function catchUpsAmong(
  records: ReminderRecord[],
  policyById: Map<string, PolicySummary>,
  prefs: DeliveryPreferences,
  now: Date,
  links: ReminderLinks,
): Set<string> {
  const candidates = records.flatMap((r) => {
    const policy = policyById.get(String(r.policyId));
    const targetDate = policy && targetDateOf(policy, r.target ?? 'renewal');
    return targetDate ? [{ reminder: scheduleOf(r), targetDate }] : [];
  });
  return links.catchUpsToDeliver(candidates, () => prefs.deliveryHour, now);
}

/** The user's reminders by policy, earliest due first (most days before), with when each is next delivered and its log. */
export async function listReminders(userId: string, links: ReminderLinks, now: Date = new Date()): Promise<Reminder[]> {
  const [records, policies, prefs, userChannels, held] = await Promise.all([
    ReminderModel.find({ userId: oid(userId) }).sort({ policyId: 1, daysBefore: -1, _id: 1 }).lean(),
    listReadablePolicySummaries(userId),
    getDeliveryPreferences(userId),
    links.channelsForLog(userId),
    heldChannels(userId),
  ]);
  const policyById = new Map(policies.map((p) => [p.id, p]));
  const catchUps = catchUpsAmong(records, policyById, prefs, now, links);
  // Every reminder's log at once (each is a few `_id` reads), in the listing's order.
  return Promise.all(records.map((r) => withDeliveryLog(r, policyById.get(String(r.policyId)), now, prefs, catchUps, userChannels, held, links)));
}

/** One reminder's answer, with its log worked out beside the user's other reminders of that policy (catch-ups). */
async function answerFor(userId: string, record: ReminderRecord, policy: PolicySummary, now: Date, links: ReminderLinks): Promise<Reminder> {
  const [siblings, prefs, userChannels, held] = await Promise.all([
    ReminderModel.find({ userId: oid(userId), policyId: record.policyId }).lean(),
    getDeliveryPreferences(userId),
    links.channelsForLog(userId),
    heldChannels(userId),
  ]);
  const catchUps = catchUpsAmong(siblings, new Map([[policy.id, policy]]), prefs, now, links);
  return withDeliveryLog(record, policy, now, prefs, catchUps, userChannels, held, links);
}

export async function createReminder(userId: string, input: ReminderInput, links: ReminderLinks, now: Date = new Date()): Promise<Reminder> {
  const policy = await requireUserPolicy(userId, input.policyId);
  const target = input.target ?? 'renewal';
  requireTargetDate(policy, target);
  // Absent: the user's default set of other channels.
  const channelIds = input.channelIds ?? (await links.defaultChannelIds(userId));
  await links.requireOwnChannels(userId, channelIds);
  const doc = await ReminderModel.create({
    userId: oid(userId),
    policyId: oid(input.policyId),
    title: reminderTitle(input.daysBefore, target),
    target,
    daysBefore: input.daysBefore,
    notificationMethods: input.notificationMethods,
    ...(channelIds.length > 0 ? { channelIds: channelIds.map(oid) } : {}),
    scheduledFrom: now,
    setByCreate: true,
  });
  return answerFor(userId, doc.toObject(), policy, now, links);
}

/** Replaces one of the user's reminders (one day value); the title follows the days. */
export async function updateReminder(
  userId: string,
  id: string,
  input: ReminderInput,
  links: ReminderLinks,
  now: Date = new Date(),
): Promise<Reminder> {
  const existing = await ReminderModel.findOne(
    { _id: oid(id), userId: oid(userId) },
    { _id: 1, target: 1, daysBefore: 1, policyId: 1 },
  ).lean();
  if (!existing) throw new ApiError(404, REMINDER_NOT_FOUND);
  const policy = await requireUserPolicy(userId, input.policyId);
  // A body without a target (the spec's payload) keeps the reminder's own.
  const target = input.target ?? existing.target ?? 'renewal';
  requireTargetDate(policy, target);
  if (input.channelIds) await links.requireOwnChannels(userId, input.channelIds);
  // A new time (day, target or policy) is scheduled from now: a time still ahead goes out then, even if the old
  // time was delivered; a time already passed delivers nothing new. Methods alone keep the schedule.
  const moved =
    existing.daysBefore !== input.daysBefore ||
    (existing.target ?? 'renewal') !== target ||
    String(existing.policyId) !== input.policyId;
  const updated = await ReminderModel.findOneAndUpdate(
    { _id: oid(id), userId: oid(userId) },
    {
      $set: {
        policyId: oid(input.policyId),
        title: reminderTitle(input.daysBefore, target),
        target,
        daysBefore: input.daysBefore,
        notificationMethods: input.notificationMethods,
        ...(input.channelIds ? { channelIds: input.channelIds.map(oid) } : {}),
        ...(moved ? { scheduledFrom: now, setByCreate: false } : {}),
      },
    },
    { returnDocument: 'after', runValidators: true },
  ).lean();
  if (!updated) throw new ApiError(404, REMINDER_NOT_FOUND);
  return answerFor(userId, updated, policy, now, links);
}

/** Deletes one of the user's reminders, then its deliveries (so nothing pending for it goes out). */
export async function deleteReminder(userId: string, id: string, links: ReminderLinks): Promise<void> {
  const r = await ReminderModel.deleteOne({ _id: oid(id), userId: oid(userId) });
  if (r.deletedCount === 0) throw new ApiError(404, REMINDER_NOT_FOUND);
  await links.deleteForReminder(userId, id);
}

/** What the delivery sweep needs of a reminder. */
export interface ReminderForDelivery {
  id: string;
  userId: string;
  title: string;
  /** The user's other channels it also goes to (ids). */
  channelIds: string[];
  policyId: string;
  daysBefore: number;
  notificationMethods: NotificationMethod[];
  target: ReminderTarget;
  scheduledFrom: Date | null;
  setByCreate: boolean;
}

/** Every reminder of every user (the delivery sweep works out from these which are due). */
export async function listAllRemindersForDelivery(): Promise<ReminderForDelivery[]> {
  const docs = await ReminderModel.find(
    {},
    { _id: 1, userId: 1, policyId: 1, title: 1, daysBefore: 1, notificationMethods: 1, channelIds: 1, target: 1, scheduledFrom: 1, setByCreate: 1 },
  ).lean();
  return docs.map((r) => ({
    ...scheduleOf(r),
    userId: String(r.userId),
    title: r.title,
    notificationMethods: r.notificationMethods,
    channelIds: (r.channelIds ?? []).map(String),
  }));
}
