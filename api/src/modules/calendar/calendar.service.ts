import { createHash, randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import {
  addDays,
  BEST_DAY_REMINDER_LABEL,
  BEST_QUOTE_DAY_SOURCE,
  BEST_QUOTE_DAY_WHY,
  BEST_QUOTE_DAYS_BEFORE,
  formatUkDate,
  type ReminderTarget,
} from '@renewly/shared-contracts';
import { CALENDAR_FEED_TOKEN_PATTERN, YOUR_DATA_MESSAGES, type CalendarFeed } from '@renewly/shared-contracts/features/your-data';
import { isDuplicateKeyError } from '../../core/db/errors';
import { ApiError } from '../../core/http/api-error';
import { readablePolicyFilter } from '../policies';
import { PolicyModel } from '../policies';
import { vehicleLabel } from '../policies';
import { ReminderModel } from '../reminders';
import { CalendarFeedModel } from './calendar-feed.model';
import { renderCalendar, type IcsEvent } from './ics';

/** 32 random bytes (256 bits), base64url: 43 characters. */
export const newFeedToken = () => randomBytes(32).toString('base64url');
/** A high-entropy token needs no slow hash: SHA-256 is enough to make a stolen database useless for fetching feeds. */
export const hashFeedToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

export const feedUrl = (appOrigin: string, token: string) => `${appOrigin.replace(/\/$/, '')}/api/calendar/${token}.ics`;

export async function feedStatus(userId: string): Promise<CalendarFeed> {
  const feed = await CalendarFeedModel.findOne({ userId: new Types.ObjectId(userId) }, { createdAt: 1 }).lean();
  return { enabled: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null };
}

/** Creates the user's feed, or replaces it (rotation): the old URL stops working at once. */
export async function createOrRotateFeed(userId: string, appOrigin: string): Promise<CalendarFeed> {
  const owner = new Types.ObjectId(userId);
  const token = newFeedToken();
  await CalendarFeedModel.deleteMany({ userId: owner });
  try {
    const feed = await CalendarFeedModel.create({ _id: hashFeedToken(token), userId: owner });
    return { enabled: true, createdAt: feed.createdAt.toISOString(), url: feedUrl(appOrigin, token) };
  } catch (err) {
    // Two requests at once: one link wins; the other is told to try again.
    if (isDuplicateKeyError(err)) throw new ApiError(409, 'A new link was made at the same time. Please try again.');
    throw err;
  }
}

/**
 * After a password reset: a feed the user has gets a new token that nobody is shown (its URL is never sent or kept),
 * so whoever held the old URL reads nothing more; the user makes a new link to subscribe again. False: no feed.
 */
export async function rotateFeedAfterReset(userId: string): Promise<boolean> {
  if ((await CalendarFeedModel.exists({ userId: new Types.ObjectId(userId) })) === null) return false;
  await createOrRotateFeed(userId, '');
  return true;
}

export async function turnOffFeed(userId: string): Promise<void> {
  await CalendarFeedModel.deleteMany({ userId: new Types.ObjectId(userId) });
}

/** The user the token belongs to, or a 404 that says nothing about whether anyone exists. */
export async function userIdForToken(token: string): Promise<string> {
  if (!CALENDAR_FEED_TOKEN_PATTERN.test(token)) throw new ApiError(404, YOUR_DATA_MESSAGES.feedNotFound);
  const feed = await CalendarFeedModel.findById(hashFeedToken(token), { userId: 1 }).limit(1).lean();
  if (!feed) throw new ApiError(404, YOUR_DATA_MESSAGES.feedNotFound);
  return String(feed.userId);
}

/** Each event: its UID's suffix (kept as first published, so calendars keep the events), the reminders' target. */
const KINDS: { uid: string; target: ReminderTarget; field: 'renewalDate' | 'motExpiryDate' | 'roadTaxExpiryDate'; label: string }[] = [
  { uid: 'renewal', target: 'renewal', field: 'renewalDate', label: 'Insurance renewal' },
  { uid: 'mot', target: 'mot', field: 'motExpiryDate', label: 'MOT due' },
  { uid: 'tax', target: 'roadTax', field: 'roadTaxExpiryDate', label: 'Road tax due' },
];

/**
 * The best day to get quotes (renewal date - 26 days, issue 39 §2) as an all-day event, only where the user has a
 * 'Best day to get quotes' reminder for the policy: its alarm is that reminder's day, counted from the best day (a
 * reminder 26 days before renewal rings at 09:00 on the day itself, the hour reminders go out).
 */
function bestDayEvent(
  p: { _id: unknown; renewalDate: string; updatedAt: Date },
  vehicle: string,
  reminders: readonly { title: string; daysBefore: number }[],
): IcsEvent | null {
  if (reminders.length === 0) return null;
  return {
    uid: `${String(p._id)}-bestday@renewly`,
    date: addDays(p.renewalDate, -BEST_QUOTE_DAYS_BEFORE),
    summary: `${BEST_DAY_REMINDER_LABEL}: ${vehicle}`,
    description: `Renewal on ${formatUkDate(p.renewalDate)}. Any day from 28 to 18 days before is fine. ${BEST_QUOTE_DAY_WHY} Source: ${BEST_QUOTE_DAY_SOURCE.url}`,
    stamp: p.updatedAt,
    alarms: reminders.map((r) => ({
      daysBefore: r.daysBefore - BEST_QUOTE_DAYS_BEFORE,
      description: `${r.title}: ${vehicle}`,
    })),
  };
}

/**
 * The user's active policies (shared with them included) as all-day events (renewal, MOT, road tax, and the best day
 * to get quotes where asked for), each with an alarm per reminder of the user's own.
 */
export async function renderFeed(userId: string): Promise<string> {
  const owner = new Types.ObjectId(userId);
  const readable = await readablePolicyFilter(userId);
  const [policies, reminders] = await Promise.all([
    PolicyModel.find({ $and: [readable, { isActive: true }] }).sort({ renewalDate: 1, _id: 1 }).lean(),
    ReminderModel.find({ userId: owner }).sort({ daysBefore: -1, _id: 1 }).lean(),
  ]);
  const events: IcsEvent[] = [];
  for (const p of policies) {
    const vehicle = vehicleLabel(p);
    for (const kind of KINDS) {
      const date = p[kind.field];
      if (!date) continue;
      const alarms = reminders
        // Reminders stored before MOT/road-tax reminders have no target: they count down to the renewal.
        .filter((r) => String(r.policyId) === String(p._id) && (r.target ?? 'renewal') === kind.target)
        .map((r) => ({ daysBefore: r.daysBefore, description: `${r.title}: ${kind.label}, ${vehicle}` }));
      const details = kind.target === 'renewal' ? [p.insurer, p.policyNumber && `Policy ${p.policyNumber}`] : [];
      events.push({
        uid: `${String(p._id)}-${kind.uid}@renewly`,
        date,
        summary: `${kind.label}: ${vehicle}`,
        description: details.filter(Boolean).join('\n') || undefined,
        stamp: p.updatedAt,
        alarms,
      });
    }
    const bestDay = bestDayEvent(p, vehicle, reminders.filter((r) => String(r.policyId) === String(p._id) && r.target === 'bestDay'));
    if (bestDay) events.push(bestDay);
  }
  return renderCalendar({ name: 'Renewly', prodId: '-//Renewly//Renewal dates//EN', events });
}
