import { randomInt } from 'node:crypto';
import { Types, type Connection } from 'mongoose';
import { MAX_QUOTES_PER_VEHICLE, reminderTitle, type Policy, type PolicyInput } from '@renewly/shared-contracts';
import { isDuplicateKeyError } from '../../db/errors';
import { ApiError } from '../../http/api-error';
import { QuoteModel, type QuoteRecord } from '../quotes/quotes.model';
import { ReminderModel } from '../reminders/reminders.model';
import {
  POLICY_NUMBER_INDEX,
  POLICY_PUBLIC_PROJECTION,
  PolicyModel,
  type PolicyRecord,
  toPublicPolicy,
} from './policies.model';

export const POLICY_NOT_FOUND = 'Policy not found';
export const DUPLICATE_REGISTRATION = 'You already have a policy for this registration number';

const oid = (id: string) => new Types.ObjectId(id);

/** The optional fields: set when given, removed when not (PUT replaces the whole form). */
const OPTIONAL_FIELDS = [
  'insurer',
  'motExpiryDate',
  'roadTaxExpiryDate',
  'currentPremium',
  'excess',
  'coverage',
] as const;

function storedFields(input: PolicyInput) {
  const set: Record<string, unknown> = {
    registrationNumber: input.registrationNumber,
    carManufacturer: input.carManufacturer,
    carModel: input.carModel,
    renewalDate: input.renewalDate,
    isActive: input.isActive,
  };
  const unset: Record<string, ''> = {};
  for (const field of OPTIONAL_FIELDS) {
    const value = input[field];
    if (value === undefined || value === '') unset[field] = '';
    else set[field] = value;
  }
  return { set, unset };
}

const POLICY_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'RN-' plus 8 characters without look-alikes (no I, O, 0, 1). */
export function generatePolicyNumber(): string {
  let s = 'RN-';
  for (let i = 0; i < 8; i++) s += POLICY_NUMBER_ALPHABET[randomInt(POLICY_NUMBER_ALPHABET.length)];
  return s;
}

function duplicateIndexName(err: unknown): string {
  const e = err as { keyPattern?: Record<string, unknown>; message?: string; errmsg?: string };
  if (e.keyPattern && 'policyNumber' in e.keyPattern) return POLICY_NUMBER_INDEX;
  return `${e.message ?? ''} ${e.errmsg ?? ''}`.includes(POLICY_NUMBER_INDEX) ? POLICY_NUMBER_INDEX : 'registration';
}

/** The user's quotes grouped by policy, cheapest first, at most 6 each. */
async function quotesByPolicy(userId: string, policyIds?: Types.ObjectId[]): Promise<Map<string, QuoteRecord[]>> {
  const filter = policyIds ? { userId: oid(userId), policyId: { $in: policyIds } } : { userId: oid(userId) };
  const quotes = await QuoteModel.find(filter).sort({ annualPremium: 1, _id: 1 }).lean();
  const grouped = new Map<string, QuoteRecord[]>();
  for (const q of quotes) {
    const key = String(q.policyId);
    const list = grouped.get(key) ?? [];
    if (list.length < MAX_QUOTES_PER_VEHICLE) list.push(q);
    grouped.set(key, list);
  }
  return grouped;
}

/** The user's policies, soonest renewal first. */
export async function listPolicies(userId: string): Promise<Policy[]> {
  const [policies, quotes] = await Promise.all([
    PolicyModel.find({ userId: oid(userId) }, POLICY_PUBLIC_PROJECTION).sort({ renewalDate: 1, _id: 1 }).lean(),
    quotesByPolicy(userId),
  ]);
  return policies.map((p) => toPublicPolicy(p, quotes.get(String(p._id))));
}

async function insertPolicy(userId: string, input: PolicyInput): Promise<PolicyRecord> {
  const { set } = storedFields(input);
  // A policy number clash (1 in 32^8 per pair) is retried; a registration clash is the user's duplicate.
  for (let attempt = 0; ; attempt++) {
    try {
      const doc = await PolicyModel.create({ ...set, userId: oid(userId), policyNumber: generatePolicyNumber() });
      return doc.toObject();
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      if (duplicateIndexName(err) !== POLICY_NUMBER_INDEX || attempt >= 4) {
        throw new ApiError(409, DUPLICATE_REGISTRATION);
      }
    }
  }
}

/**
 * Creates the policy and, when reminder days are given, one reminder per day in the same request. There are no
 * transactions (FerretDB v1): if the reminders cannot be written, the policy and any written reminders are removed.
 */
export async function createPolicy(
  userId: string,
  input: PolicyInput,
): Promise<{ policy: Policy; remindersCreated: number }> {
  const record = await insertPolicy(userId, input);
  const days = input.reminderDays ?? [];
  if (days.length > 0) {
    try {
      await ReminderModel.insertMany(
        days.map((daysBefore) => ({
          userId: record.userId,
          policyId: record._id,
          title: reminderTitle(daysBefore),
          daysBefore,
          notificationMethods: input.reminderMethods,
        })),
      );
    } catch (err) {
      await ReminderModel.deleteMany({ policyId: record._id, userId: record.userId }).catch(() => undefined);
      await PolicyModel.deleteOne({ _id: record._id, userId: record.userId }).catch(() => undefined);
      throw err;
    }
  }
  return { policy: toPublicPolicy(record), remindersCreated: days.length };
}

/** Replaces the form fields of one of the user's policies. Reminder fields are only used when creating. */
export async function updatePolicy(userId: string, id: string, input: PolicyInput): Promise<Policy> {
  const { set, unset } = storedFields(input);
  let updated;
  try {
    updated = await PolicyModel.findOneAndUpdate(
      { _id: oid(id), userId: oid(userId) },
      Object.keys(unset).length > 0 ? { $set: set, $unset: unset } : { $set: set },
      // No projection here: FerretDB v1 does not implement findAndModify's "fields".
      { returnDocument: 'after', runValidators: true },
    ).lean();
  } catch (err) {
    if (isDuplicateKeyError(err)) throw new ApiError(409, DUPLICATE_REGISTRATION);
    throw err;
  }
  if (!updated) throw new ApiError(404, POLICY_NOT_FOUND);
  const quotes = await quotesByPolicy(userId, [updated._id]);
  return toPublicPolicy(updated, quotes.get(String(updated._id)));
}

export async function setPolicyActive(userId: string, id: string, isActive: boolean): Promise<Policy> {
  const updated = await PolicyModel.findOneAndUpdate(
    { _id: oid(id), userId: oid(userId) },
    { $set: { isActive } },
    { returnDocument: 'after' },
  ).lean();
  if (!updated) throw new ApiError(404, POLICY_NOT_FOUND);
  const quotes = await quotesByPolicy(userId, [updated._id]);
  return toPublicPolicy(updated, quotes.get(String(updated._id)));
}

/** Where scheduled work may mention a policy or reminder (agenda's default collection). */
export const AGENDA_JOBS_COLLECTION = 'agendaJobs';

/**
 * Deletes one of the user's policies and everything stored for it: reminders, quotes, scheduled jobs and
 * notifications that name the policy or one of its reminders. Dependents go first, so an interrupted delete
 * leaves the policy in place (and can be repeated) rather than orphans.
 */
export async function deletePolicy(
  connection: Connection,
  userId: string,
  id: string,
): Promise<{ reminders: number; quotes: number; jobs: number; notifications: number }> {
  const filter = { _id: oid(id), userId: oid(userId) };
  const policy = await PolicyModel.findOne(filter, { _id: 1, userId: 1 }).lean();
  if (!policy) throw new ApiError(404, POLICY_NOT_FOUND);

  const reminderIds = (await ReminderModel.find({ policyId: policy._id, userId: policy.userId }, { _id: 1 }).lean()).map(
    (r) => r._id,
  );
  // Jobs and notifications may hold ids as ObjectIds or as strings.
  const policyRefs = [policy._id, String(policy._id)];
  const reminderRefs = reminderIds.flatMap((r) => [r, String(r)]);
  const db = connection.db;
  if (!db) throw new Error('Database not connected');

  const jobs = await db.collection(AGENDA_JOBS_COLLECTION).deleteMany({
    $or: [{ 'data.policyId': { $in: policyRefs } }, { 'data.reminderId': { $in: reminderRefs } }],
  });
  const notifications = await db.collection('notifications').deleteMany({
    userId: policy.userId,
    $or: [{ policyId: { $in: policyRefs } }, { reminderId: { $in: reminderRefs } }],
  });
  const reminders = await ReminderModel.deleteMany({ policyId: policy._id, userId: policy.userId });
  const quotes = await QuoteModel.deleteMany({ policyId: policy._id, userId: policy.userId });
  await PolicyModel.deleteOne(filter);
  return {
    reminders: reminders.deletedCount,
    quotes: quotes.deletedCount,
    jobs: jobs.deletedCount,
    notifications: notifications.deletedCount,
  };
}
