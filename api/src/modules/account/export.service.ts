import { Types, type Connection } from 'mongoose';
import { ApiError } from '../../core/http/api-error';
import { CalendarFeedModel } from '../calendar';
import { PolicyModel } from '../policies';
import { ReminderModel } from '../reminders';
import { getDeliveryPreferences } from '../delivery-preferences';
import { toPublicUser, UserModel } from '../users';
import { describeRefresh, refreshesForUser } from '../vehicle-refresh';
import { sharingOf } from '../sharing';
import { describeReceivedQuote } from '../received-quotes';
import { receivedQuotesByPolicy } from '../received-quotes';
import { policiesCsv } from './policies-csv';
import { aboutAny, userDataModels } from './user-data-models';

/** Never exported: credentials and what could be used as one (hashes, tokens, push keys). */
const SECRET_KEY = /hash|secret|password|token|^keys$|^auth$/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value instanceof Types.ObjectId) return String(value);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(([k]) => !SECRET_KEY.test(k)).map(([k, v]) => [k, withoutSecrets(v)]),
  );
}

/**
 * Everything held about the user (UK GDPR, right of access): the profile, then every collection of a model that
 * names the user or their policies and reminders, keyed by collection name. The calendar feed shows only that it
 * exists (its id is the token's hash).
 */
export async function exportUserData(connection: Connection, userId: string): Promise<Record<string, unknown>> {
  const owner = new Types.ObjectId(userId);
  const user = await UserModel.findById(owner).lean();
  if (!user) throw new ApiError(404, 'User not found');
  const { byUser, byPolicyOrReminder } = userDataModels(connection);
  const collections: Record<string, unknown[]> = {};
  for (const model of byUser) {
    if (model === (CalendarFeedModel as unknown)) continue;
    const docs = await model.find({ userId: owner }).sort({ _id: 1 }).lean();
    collections[model.collection.collectionName] = docs.map(withoutSecrets) as unknown[];
  }
  const [policyIds, reminderIds] = await Promise.all([
    PolicyModel.find({ userId: owner }).distinct('_id'),
    ReminderModel.find({ userId: owner }).distinct('_id'),
  ]);
  for (const model of byPolicyOrReminder) {
    // Records of a reminder's deliveries are the reminder owner's: by the user's own reminders, never by policy (a
    // shared policy's members have their own reminders and deliveries, which are not the owner's to export; issue 36).
    const about = model.schema.path('reminderId') ? aboutAny(model, [], reminderIds) : aboutAny(model, policyIds, reminderIds);
    const docs = await model.find(about).sort({ _id: 1 }).lean();
    collections[model.collection.collectionName] = docs.map(withoutSecrets) as unknown[];
  }
  const feed = await CalendarFeedModel.findOne({ userId: owner }, { createdAt: 1 }).lean();
  return {
    exportedAt: new Date().toISOString(),
    user: { ...toPublicUser(user), updatedAt: user.updatedAt.toISOString() },
    // The reminder delivery settings (the defaults when never saved).
    deliveryPreferences: await getDeliveryPreferences(userId),
    calendarFeed: { enabled: feed !== null, createdAt: feed?.createdAt.toISOString() ?? null },
    // Household sharing: the policies shared with the user (and open invitations to them), and who the user shares with.
    sharing: await sharingOf(userId, user.email),
    collections,
  };
}

export async function exportPoliciesCsv(userId: string): Promise<string> {
  const [policies, refreshes, received] = await Promise.all([
    PolicyModel.find({ userId: new Types.ObjectId(userId) }).sort({ renewalDate: 1, _id: 1 }).lean(),
    refreshesForUser(userId),
    receivedQuotesByPolicy(userId),
  ]);
  const history = new Map<string, string[]>();
  for (const r of refreshes) {
    const key = String(r.policyId);
    history.set(key, [...(history.get(key) ?? []), describeRefresh(r)]);
  }
  return policiesCsv(
    policies.map((p) => ({
      ...p,
      dvlaRefresh: p.dvlaRefresh !== false,
      dvlaRefreshHistory: (history.get(String(p._id)) ?? []).join(' | '),
      receivedQuotes: (received.get(String(p._id)) ?? []).map(describeReceivedQuote).join(' | '),
    })) as unknown as Record<string, unknown>[],
  );
}
