// "What happened at renewal?" (issue 39 §5). Renewed or switched rolls the policy into its next year: the year that
// ended goes into the history (`terms`), the renewal date moves a year on (or to the date given), previousPremium
// becomes that year's price, and every renewal and best-day reminder of the policy (the members' too) is re-armed
// for the new date (by the caller, flows/policy-lifecycle.ts, through the reminders module): their delivery keys
// carry the renewal date (due-time.ts), so last year's deliveries neither block nor repeat. 'No longer insured' turns the policy off (the sweep delivers nothing for it). Nothing rolls
// without a user's answer.
//
// Once only without transactions: the first answer for (policy, renewal date) is claimed by inserting
// policy_rollovers '{policyId}:{date}'; a second answer (owner and editor at once, or the same user again) updates
// that record and re-applies it, so it edits the first answer instead of rolling again. Applying is computed from
// the stored policy and written with a filter on the date it rolls from, so two appliers write the same history.
import { Types } from 'mongoose';
import {
  addDays,
  currentTermPrice,
  currentTermStart,
  formatUkDate,
  historyTerms,
  londonToday,
  oneYearOn,
  RENEWAL_ANSWER_EARLIEST_DAYS,
  TERM_MESSAGES,
  type Policy,
  type PolicyTerm,
} from '@renewly/shared-contracts';
import type { RenewalAnswer } from '@renewly/shared-contracts/features/policy-terms-input';
import { isDuplicateKeyError } from '../../core/db/errors';
import { ApiError } from '../../core/http/api-error';
import { requirePolicyAccess } from './policy-access';
import { POLICY_NOT_FOUND } from './policy-queries';
import { PolicyModel, type PolicyRecord, toPublicTerm } from './policies.model';
import { PolicyRolloverModel, rolloverId } from './policy-rollovers.model';

const oid = (id: string) => new Types.ObjectId(id);

/** The year that ends at the policy's renewal date, as a history entry. */
export function endedTermOf(p: PolicyRecord): PolicyTerm {
  return {
    start: currentTermStart(p),
    end: p.renewalDate,
    insurer: p.insurer ?? null,
    insurerPolicyNumber: p.insurerPolicyNumber ?? null,
    coverage: p.coverage ?? null,
    excess: p.excess ?? null,
    renewalOffer: p.termRenewalOffer ?? null,
    pricePaid: currentTermPrice(p),
    bought: p.termBought ?? 'new',
  };
}

/** The new renewal date an answer leads to, checked: after the date answered, at most two years on. */
function nextRenewalDate(answer: Exclude<RenewalAnswer, { answer: 'stopped' }>): string {
  const next = answer.renewalDate ?? oneYearOn(answer.forRenewalDate);
  if (next <= answer.forRenewalDate) throw new ApiError(400, TERM_MESSAGES.renewalDateOrder(formatUkDate(answer.forRenewalDate)));
  const last = oneYearOn(answer.forRenewalDate, 2);
  if (next > last) throw new ApiError(400, TERM_MESSAGES.renewalDateTooFar(formatUkDate(last)));
  return next;
}

/** Whether the policy has already been rolled on from `from` (by an earlier answer). */
const rolledFrom = (p: PolicyRecord, from: string) => p.termStart === from && p.terms?.at(-1)?.end === from;

/** The write that makes the policy say what `answer` says, or null when it no longer can (moved on again). */
function planFor(p: PolicyRecord, answer: RenewalAnswer): { filter: Record<string, unknown>; set: Record<string, unknown>; unset: Record<string, ''> } | null {
  const from = answer.forRenewalDate;
  const rolled = rolledFrom(p, from);
  if (!rolled && p.renewalDate !== from) return null;
  const filter = rolled ? { _id: p._id, termStart: from } : { _id: p._id, renewalDate: from };
  if (answer.answer === 'stopped') return { filter, set: { isActive: false }, unset: {} };
  const ended = rolled ? toPublicTerm(p.terms!.at(-1)!) : endedTermOf(p);
  const set: Record<string, unknown> = {
    // Last year's price kept on the policy itself goes into the history too (previousPremium is overwritten below).
    terms: rolled ? p.terms : [...historyTerms({ ...p, terms: (p.terms ?? []).map(toPublicTerm) }), ended],
    termStart: from,
    renewalDate: nextRenewalDate(answer),
    currentPremium: answer.price,
    termBought: answer.answer,
    isActive: true,
  };
  const unset: Record<string, ''> = {};
  const offer = rolled ? p.termRenewalOffer : p.renewalOffer;
  if (offer) set.termRenewalOffer = offer;
  else unset.termRenewalOffer = '';
  if (!rolled) Object.assign(unset, { renewalOffer: '', renewalOfferAddOns: '' });
  if (ended.pricePaid) set.previousPremium = ended.pricePaid;
  else unset.previousPremium = '';
  const kept =
    answer.answer === 'switched'
      ? { insurer: answer.insurer, insurerPolicyNumber: answer.insurerPolicyNumber ?? null, coverage: answer.coverage ?? null, excess: answer.excess ?? null }
      : { insurer: ended.insurer, insurerPolicyNumber: ended.insurerPolicyNumber, coverage: ended.coverage, excess: ended.excess };
  for (const [field, value] of Object.entries(kept)) {
    if (value === null || value === undefined) unset[field] = '';
    else set[field] = value;
  }
  return { filter, set, unset };
}

/** Writes the stored answer onto the policy (again after a lost race); says whether the renewal date moved. */
async function applyAnswer(policyId: string, answer: RenewalAnswer): Promise<boolean> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const p = await PolicyModel.findOne({ _id: oid(policyId) }).limit(1).lean<PolicyRecord>();
    if (!p) throw new ApiError(404, POLICY_NOT_FOUND);
    const plan = planFor(p, answer);
    if (!plan) throw new ApiError(409, TERM_MESSAGES.notThisYear);
    const update = Object.keys(plan.unset).length > 0 ? { $set: plan.set, $unset: plan.unset } : { $set: plan.set };
    const r = await PolicyModel.updateOne(plan.filter, update);
    if (r.matchedCount === 0) continue; // another answer moved it meanwhile: read it again
    return plan.set.renewalDate !== undefined && plan.set.renewalDate !== p.renewalDate;
  }
  throw new ApiError(409, TERM_MESSAGES.notThisYear);
}

/**
 * Records the user's answer for the policy's renewal date `answer.forRenewalDate` and applies it. Owner or editor
 * (a viewer: 403; anyone else: 404). Answering again for the same date edits the first answer. Answers whether the
 * renewal date moved: the caller (flows/policy-lifecycle.ts) then re-arms the policy's reminders.
 */
export async function answerRenewal(userId: string, policyId: string, answer: RenewalAnswer, now: Date): Promise<{ renewalDateMoved: boolean }> {
  const grant = await requirePolicyAccess(userId, policyId, 'edit');
  const from = answer.forRenewalDate;
  const earliest = addDays(from, -RENEWAL_ANSWER_EARLIEST_DAYS);
  if (londonToday(now) < earliest) throw new ApiError(400, TERM_MESSAGES.tooEarly(formatUkDate(earliest)));
  if (answer.answer !== 'stopped') nextRenewalDate(answer); // a bad date is a 400 before anything is stored
  const p = await PolicyModel.findOne({ _id: oid(policyId) }, { renewalDate: 1, termStart: 1, terms: 1 }).limit(1).lean<PolicyRecord>();
  if (!p) throw new ApiError(404, POLICY_NOT_FOUND);
  if (p.renewalDate !== from && !rolledFrom(p, from)) throw new ApiError(409, TERM_MESSAGES.notThisYear);
  const id = rolloverId(policyId, from);
  try {
    await PolicyRolloverModel.create({
      _id: id,
      policyId: oid(policyId),
      userId: oid(grant.ownerId),
      forRenewalDate: from,
      answer,
      createdAt: now,
      updatedAt: now,
    });
  } catch (err) {
    if (!isDuplicateKeyError(err)) throw err;
    // Answered before (or at this moment by someone else): this answer replaces that one.
    await PolicyRolloverModel.updateOne({ _id: id }, { $set: { answer, updatedAt: now } });
  }
  return { renewalDateMoved: await applyAnswer(policyId, answer) };
}

/** Removes the answers kept for a policy (the policy deleted). */
export async function deleteRolloversForPolicy(policyId: string): Promise<number> {
  return (await PolicyRolloverModel.deleteMany({ policyId: oid(policyId) })).deletedCount;
}

/** Removes the answers kept for the owner's policies (account erasure). */
export async function deleteRolloversOfOwner(userId: string): Promise<number> {
  return (await PolicyRolloverModel.deleteMany({ userId: oid(userId) })).deletedCount;
}

export type { Policy };

/**
 * The renewal notice imported after its renewal date has passed (the body carries the notice's offer, `renewalOffer`,
 * and that same renewal date): the driver renewed at that price, so it answers "What happened at renewal?" as
 * "Renewed". Returns the date it answers for, or null when the edit is an ordinary one.
 */
export async function noticeAnswersRenewal(
  policyId: string,
  input: { renewalOffer?: string | null; renewalDate: string },
  now: Date,
): Promise<string | null> {
  if (!input.renewalOffer || !Types.ObjectId.isValid(policyId)) return null;
  const p = await PolicyModel.findOne({ _id: oid(policyId) }, { renewalDate: 1, isActive: 1 }).limit(1).lean<PolicyRecord>();
  if (!p || input.renewalDate !== p.renewalDate || londonToday(now) <= p.renewalDate) return null;
  return p.renewalDate;
}
