import { randomInt } from 'node:crypto';
import { Types } from 'mongoose';
import { currentTermStart, formatUkDate, historyTerms, impliedLastYearTerm, policyLimitMessage, TERM_MESSAGES, type DvlaAlertKind, type Policy, type PolicyInput } from '@renewly/shared-contracts';
import { SHARING_MESSAGES } from '@renewly/shared-contracts/features/sharing';
import { isDuplicateKeyError } from '../../core/db/errors';
import { ApiError } from '../../core/http/api-error';
import { readablePolicyFilter, requirePolicyAccess, sharedWithUser, type PolicyGrant } from './policy-access';
import { POLICY_NOT_FOUND } from './policy-queries';
import { deleteRolloversForPolicy } from './policy-rollover';
import { assignPolicySlot, claimPolicySlot, releasePolicySlot, releaseSlotsOf } from './policy-slots';
import {
  POLICY_NUMBER_INDEX,
  POLICY_PUBLIC_PROJECTION,
  PolicyModel,
  type PolicyRecord,
  toPublicTerm,
} from './policies.model';

export const DUPLICATE_REGISTRATION = 'You already have a policy for this registration number';
/** The same clash met by an editor of a shared policy: it says nothing of whose other policy holds the plate (issue 36). */
export const DUPLICATE_REGISTRATION_SHARED = 'This registration number cannot be used for this policy.';

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
  // Left out of the form: the setting stays as it is.
  if (input.dvlaRefresh !== undefined) set.dvlaRefresh = input.dvlaRefresh;
  // Last year's premium: null ('' or null sent) removes it; left out, it stays (a client unaware of it keeps it).
  if (input.previousPremium === null) unset.previousPremium = '';
  else if (input.previousPremium !== undefined) set.previousPremium = input.previousPremium;
  if (input.renewalOffer === null) unset.renewalOffer = '';
  else if (input.renewalOffer !== undefined) set.renewalOffer = input.renewalOffer;
  if (input.renewalOfferAddOns === null) unset.renewalOfferAddOns = '';
  else if (input.renewalOfferAddOns !== undefined) set.renewalOfferAddOns = input.renewalOfferAddOns;
  if (input.insurerPolicyNumber === null) unset.insurerPolicyNumber = '';
  else if (input.insurerPolicyNumber !== undefined) set.insurerPolicyNumber = input.insurerPolicyNumber;
  return { set, unset };
}

/** The MOT and road-tax dates as the form gives them (null when not given). */
function formDates(input: Pick<PolicyInput, 'motExpiryDate' | 'roadTaxExpiryDate'>) {
  return { mot: input.motExpiryDate || null, tax: input.roadTaxExpiryDate || null };
}

/** The DVLA alerts a user's new date answers: a new road-tax date untaxed and SORN, a new MOT date 'MOT not valid'. */
function clearedAlertKinds(motChanged: boolean, taxChanged: boolean): DvlaAlertKind[] {
  return [...(taxChanged ? (['untaxed', 'sorn'] as const) : []), ...(motChanged ? (['motInvalid'] as const) : [])];
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

/** The policy as this user sees it: their access, and whose it is when shared with them (first name only). */
export function asSeenBy(policy: Policy, access: PolicyGrant['access'], ownerFirstName?: string): Policy {
  return access === 'owner' ? { ...policy, access } : { ...policy, access, sharedBy: { firstName: ownerFirstName ?? '' } };
}

/**
 * The stored policies the user may read, their own and those shared with them, soonest renewal first, with the
 * memberships they read them by (flows/policy-lifecycle.ts adds each one's quotes and owner's name).
 */
export async function findReadablePolicies(userId: string, shared: Awaited<ReturnType<typeof sharedWithUser>>): Promise<PolicyRecord[]> {
  // The whole document: `userId` says whose each is (the public projection leaves it out).
  return PolicyModel.find(await readablePolicyFilter(userId, shared)).sort({ renewalDate: 1, _id: 1 }).lean<PolicyRecord[]>();
}

/** One policy the user may read, with their access to it. */
export async function readPolicy(userId: string, id: string): Promise<{ grant: PolicyGrant; record: Omit<PolicyRecord, 'userId' | 'updatedAt'> }> {
  const grant = await requirePolicyAccess(userId, id, 'read');
  const record = await PolicyModel.findOne({ _id: oid(id) }, POLICY_PUBLIC_PROJECTION).limit(1).lean<PolicyRecord>();
  if (!record) throw new ApiError(404, POLICY_NOT_FOUND);
  return { grant, record };
}

async function insertPolicy(userId: string, input: PolicyInput): Promise<PolicyRecord> {
  const { set } = storedFields(input);
  // A policy number clash (1 in 32^8 per pair) is retried; a registration clash is the user's duplicate.
  for (let attempt = 0; ; attempt++) {
    try {
      const { mot, tax } = formDates(input);
      const doc = await PolicyModel.create({
        ...set,
        ...(mot || tax ? { datesEditedAt: new Date() } : {}),
        userId: oid(userId),
        policyNumber: generatePolicyNumber(),
      });
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
 * Creates the policy and, through `firstReminders` (the reminders module, passed in by flows/policy-lifecycle.ts),
 * its first reminders in the same request, within the user's cap of `maxPolicies` (a slot claimed atomically:
 * policy-slots.ts). There are no transactions (FerretDB v1): if the policy or its reminders cannot be written, what
 * was written is removed and the slot freed.
 */
export async function createPolicy(
  userId: string,
  input: PolicyInput,
  maxPolicies: number,
  firstReminders: (policyId: string) => Promise<number>,
): Promise<{ record: PolicyRecord; remindersCreated: number }> {
  const existing = await PolicyModel.find({ userId: oid(userId) }, { _id: 1 }).lean();
  const slot = existing.length < maxPolicies ? await claimPolicySlot(userId, maxPolicies, existing.map((p) => p._id)) : null;
  if (!slot) throw new ApiError(409, policyLimitMessage(maxPolicies));
  let record: PolicyRecord;
  try {
    record = await insertPolicy(userId, input);
  } catch (err) {
    await releasePolicySlot(slot).catch(() => undefined);
    throw err;
  }
  let remindersCreated = 0;
  try {
    remindersCreated = await firstReminders(String(record._id));
    await assignPolicySlot(slot, record._id);
  } catch (err) {
    await PolicyModel.deleteOne({ _id: record._id, userId: record.userId }).catch(() => undefined);
    await releasePolicySlot(slot).catch(() => undefined);
    throw err;
  }
  return { record, remindersCreated };
}

/**
 * Replaces the form fields of a policy the user owns or edits (the renewal-notice import comes this way too).
 * Reminder fields are only used when creating. Answers the stored policy and the user's access to it.
 */
export async function updatePolicy(userId: string, id: string, input: PolicyInput): Promise<{ grant: PolicyGrant; record: PolicyRecord }> {
  const grant = await requirePolicyAccess(userId, id, 'edit');
  // Only the owner changes the plate: an editor's every new plate gets the same 403, whether or not the owner has it
  // on another policy (a 409 for those only would answer "does the owner have this plate?").
  if (grant.access === 'editor' && input.registrationNumber !== grant.policy.registrationNumber) {
    throw new ApiError(403, SHARING_MESSAGES.ownerOnlyRegistration);
  }
  const ownerId = grant.ownerId;
  // The renewal date ends the current policy year: it must come after that year's start (issue 39).
  const year = await PolicyModel.findOne({ _id: oid(id) }, { termStart: 1, renewalDate: 1, renewalOffer: 1, previousPremium: 1, terms: 1 })
    .limit(1)
    .lean();
  if (year?.termStart && input.renewalDate <= year.termStart) {
    throw new ApiError(400, TERM_MESSAGES.renewalDateOrder(formatUkDate(year.termStart)));
  }
  const { set, unset } = storedFields(input);
  // "Last Year's Premium" edited in the form is last year's term's price (without a notice's offer, when it is this
  // year's price instead: rules/policy-terms.ts), so the history says the same.
  const offerAfter = input.renewalOffer !== undefined ? input.renewalOffer : year?.renewalOffer;
  if (year && input.previousPremium !== undefined && !offerAfter && year.terms?.length) {
    const start = currentTermStart({ renewalDate: year.renewalDate, termStart: year.termStart });
    const terms = year.terms.map((t) => (t.end === start ? { ...toPublicTerm(t), pricePaid: input.previousPremium ?? null } : toPublicTerm(t)));
    if (terms.some((t, i) => t.pricePaid !== (year.terms![i]!.pricePaid ?? null))) set.terms = terms;
  }
  // A notice's offer makes previousPremium this year's price: last year's price, held there until now, goes into the
  // history first (issue 51), so the import loses no year.
  if (year && offerAfter && impliedLastYearTerm(year)) {
    set.terms = historyTerms({ ...year, terms: (year.terms ?? []).map(toPublicTerm) });
  }
  // The user's own MOT or tax date wins over a DVLA answer older than the edit (vehicle-refresh).
  const before = grant.policy;
  const dates = formDates(input);
  if (dates.mot !== before.motExpiryDate || dates.tax !== before.roadTaxExpiryDate) {
    set.datesEditedAt = new Date();
    // The user's new date answers the DVLA's alert about it (taxed since, or a new MOT): that alert goes at once.
    const cleared = clearedAlertKinds(dates.mot !== before.motExpiryDate, dates.tax !== before.roadTaxExpiryDate);
    const current = await PolicyModel.findOne({ _id: oid(id) }, { dvlaAlerts: 1 }).limit(1).lean();
    const kept = (current?.dvlaAlerts ?? []).filter((a) => !cleared.includes(a.kind));
    if (kept.length !== (current?.dvlaAlerts ?? []).length) set.dvlaAlerts = kept;
  }
  // Another vehicle: what the DVLA said about the old one no longer applies (the new one is checked at the next run).
  if (input.registrationNumber !== before.registrationNumber) {
    delete set.dvlaAlerts;
    Object.assign(unset, { dvlaCheckedAt: '', dvlaAlerts: '', dvlaNotFound: '' });
  }
  let updated;
  try {
    updated = await PolicyModel.findOneAndUpdate(
      { _id: oid(id), userId: oid(ownerId) },
      Object.keys(unset).length > 0 ? { $set: set, $unset: unset } : { $set: set },
      // No projection here: FerretDB v1 does not implement findAndModify's "fields".
      { returnDocument: 'after', runValidators: true },
    ).lean();
  } catch (err) {
    if (isDuplicateKeyError(err)) throw new ApiError(409, grant.access === 'owner' ? DUPLICATE_REGISTRATION : DUPLICATE_REGISTRATION_SHARED);
    throw err;
  }
  if (!updated) throw new ApiError(404, POLICY_NOT_FOUND);
  return { grant, record: updated };
}

/** Turns a policy the user owns or edits on or off; answers the stored policy and the user's access to it. */
export async function setPolicyActive(userId: string, id: string, isActive: boolean): Promise<{ grant: PolicyGrant; record: PolicyRecord }> {
  const grant = await requirePolicyAccess(userId, id, 'edit');
  const updated = await PolicyModel.findOneAndUpdate(
    { _id: oid(id), userId: oid(grant.ownerId) },
    { $set: { isActive } },
    { returnDocument: 'after' },
  ).lean();
  if (!updated) throw new ApiError(404, POLICY_NOT_FOUND);
  return { grant, record: updated };
}

/**
 * Removes the policy itself, once flows/policy-lifecycle.ts has checked the owner and removed what each module held
 * for it: its renewal answers, the policy, then its slot.
 */
export async function deletePolicyRecord(userId: string, id: string): Promise<void> {
  await deleteRolloversForPolicy(id);
  await PolicyModel.deleteOne({ _id: oid(id), userId: oid(userId) });
  await releaseSlotsOf(userId, id);
}

export { POLICY_NOT_FOUND };
