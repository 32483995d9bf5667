// What the 'Check your renewal notice' dialog shows and saves (issue 25): each field the notice can give, the value
// Renewly holds now, what the notice says and where it says it. Pure, so the rules are tested without a browser.
import { addDays, displayRegistration, formatUkDate, isCalendarDate, normaliseRegistration, type Policy, type PolicyInputBody } from '@renewly/shared-contracts';
import { policyFormSchema, policyFormValues, type PolicyFormValues } from '@renewly/shared-contracts/features/policy-form';
import {
  checkAgainstLastYear,
  isWholeUkPlate,
  PASSED_REASON,
  reasonToCheck,
  type RenewalNotice,
  type RenewalNoticeConfidence,
  type RenewalNoticeField,
} from '@renewly/shared-contracts/features/renewal-notice';

/** What the review edits: the policy dialog's own value types, plus the insurer's policy number. */
export interface ReviewValues {
  renewalDate: string;
  insurer: string;
  insurerPolicyNumber: string;
  registrationNumber: string;
  coverage: string;
  currentPremium: number | null;
  previousPremium: number | null;
  excess: number | null;
}
export type ReviewField = keyof ReviewValues;

export interface FoundInNotice {
  /** As the review's control takes it. */
  value: ReviewValues[ReviewField];
  confidence: RenewalNoticeConfidence;
  /** The notice's own words for it (two for an excess made of compulsory and voluntary parts). */
  snippets: string[];
  /** Why the value needs the user's eye before it can be saved (an impossible date, an absurd figure, another car). */
  reason?: string;
  /** How the value was had, when the notice does not say it as such (a date worked out, Renewly's own figure). */
  note?: string;
  /** 'renewly' when the value is Renewly's own, offered because the notice has none (last year's premium). */
  source?: 'notice' | 'renewly';
  /** The premium only: the add-ons priced apart and the total with them, and whether that total is flagged. */
  addOns?: { text: string; flagged: boolean };
  /** The premium only: paying by instalments, the tax and fees the notice gives; `reason` when its sum fails. */
  payment?: { text: string; flagged: boolean; reason?: string };
}

export interface ReviewRow {
  field: ReviewField;
  label: string;
  /** The value Renewly holds now, as the card shows it ('—' when none). */
  held: string;
  found?: FoundInNotice;
}

export const REVIEW_LABELS: Record<ReviewField, string> = {
  renewalDate: 'Renewal Date',
  insurer: 'Insurer',
  insurerPolicyNumber: "Insurer's Policy Number",
  registrationNumber: 'Registration Number',
  coverage: 'Coverage',
  currentPremium: 'Renewal Premium (£)',
  previousPremium: "Last Year's Premium (£)",
  excess: 'Total Excess (£)',
};

const FIELD_ORDER: ReviewField[] = [
  'registrationNumber',
  'insurer',
  'insurerPolicyNumber',
  'renewalDate',
  'coverage',
  'currentPremium',
  'previousPremium',
  'excess',
];

const RANK: Record<RenewalNoticeConfidence, number> = { low: 0, medium: 1, high: 2 };

/** '£1,234.50': amounts in the review keep their pence (the notice has them). */
export function formatPounds(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = Number(value);
  if (!Number.isFinite(n)) return '—';
  const [pounds, pence] = n.toFixed(2).split('.');
  return `£${pounds!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${pence}`;
}

function heldValues(policy: Policy): ReviewValues {
  const form = policyFormValues(policy);
  return {
    renewalDate: form.renewalDate,
    insurer: form.insurer,
    insurerPolicyNumber: policy.insurerPolicyNumber ?? '',
    registrationNumber: form.registrationNumber,
    coverage: form.coverage,
    currentPremium: form.currentPremium,
    previousPremium: form.previousPremium,
    excess: form.excess,
  };
}

function heldText(field: ReviewField, value: ReviewValues[ReviewField]): string {
  if (value === null || value === '') return '—';
  if (field === 'renewalDate') return formatUkDate(String(value)) || String(value);
  if (field === 'currentPremium' || field === 'previousPremium' || field === 'excess') return formatPounds(value);
  return String(value);
}

function amount(field: RenewalNoticeField | undefined): number | null {
  const n = field ? Number(field.value) : NaN;
  return Number.isFinite(n) ? n : null;
}

function fromField<T extends ReviewValues[ReviewField]>(field: RenewalNoticeField, value: T, moneyOrDate = false): FoundInNotice {
  // Money and dates that are not sure (found but unchecked, or worked out) are not saved without the user's tick
  // (issue 47 §3); another field is held only for a rule's own reason (a brand not on the list).
  const reason = moneyOrDate ? reasonToCheck(field) : field.reason;
  return {
    value,
    confidence: field.confidence,
    snippets: [field.snippet],
    ...(reason ? { reason } : {}),
    ...(field.derived ? { note: field.derived } : {}),
  };
}

/** Days a notice's renewal date may fall before the one held and still be this year's (a date worked out, a typo). */
const OLDER_NOTICE_DAYS = 45;

/** True when the notice renews well before the renewal date Renewly holds: last year's notice, most likely. */
export function isOlderNotice(policy: Policy, notice: RenewalNotice): boolean {
  const read = notice.renewalDate?.value;
  const held = policy.renewalDate;
  if (!read || !held || !isCalendarDate(read) || !isCalendarDate(held)) return false;
  return read < addDays(held, -OLDER_NOTICE_DAYS);
}

function olderNoticeReason(policy: Policy, notice: RenewalNotice): string {
  return `This notice looks older than what Renewly holds: it renews on ${formatUkDate(notice.renewalDate!.value)}, before the renewal date held (${formatUkDate(policy.renewalDate)}). Check it is this year's notice before saving.`;
}

/** A renewal date the notice does not give: never kept silently (issue 47: reminders would go at the wrong time). */
export const RENEWAL_DATE_NOT_FOUND =
  "We couldn't find the renewal date on the notice. Enter the date your new cover starts, or tick 'This is right' to keep the date shown.";

/** 'Not in this premium: Breakdown £141.00, Legal expenses £29.95, Key cover £14.99: total £878.04'. */
export function addOnsText(notice: RenewalNotice): string | undefined {
  const addOns = notice.addOns ?? [];
  if (addOns.length === 0 && !notice.totalPrice) return undefined;
  const parts = addOns.map((a) => `${a.name} ${formatPounds(a.value)}`).join(', ');
  const total = notice.totalPrice ? `total ${formatPounds(notice.totalPrice.value)}` : '';
  return `Not in this premium: ${[parts, total].filter(Boolean).join(': ')}`;
}

/**
 * 'Paying by instalments: deposit £68.99, then 11 x £59.63: total payable £724.92, APR 19.9%. Tax and fees: Insurance
 * Premium Tax £57.23'.
 */
export function paymentText(notice: RenewalNotice): string | undefined {
  const terms = notice.payment;
  if (!terms) return undefined;
  const plan = [
    terms.deposit ? `${terms.deposit.name.toLowerCase()} ${formatPounds(terms.deposit.value)}` : '',
    terms.instalments ? `${terms.deposit ? 'then ' : ''}${terms.instalments.count} x ${formatPounds(terms.instalments.value)}` : '',
  ].filter(Boolean).join(', ');
  const credit = [
    terms.totalPayable ? `total payable ${formatPounds(terms.totalPayable.value)}` : '',
    terms.interest ? `interest ${formatPounds(terms.interest.value)}` : '',
    terms.apr ? `APR ${terms.apr.value}%` : '',
  ].filter(Boolean).join(', ');
  const instalments = plan || terms.totalPayable ? `Paying by instalments: ${[plan, credit].filter(Boolean).join(': ')}.` : '';
  const charges = [terms.ipt, ...terms.fees].filter((p) => p !== undefined).map((p) => `${p.name} ${formatPounds(p.value)}`);
  const taxAndFees = charges.length > 0 ? `Tax and fees: ${charges.join(', ')}.` : '';
  return [instalments, taxAndFees].filter(Boolean).join(' ') || undefined;
}

export const HELD_AS_LAST_YEAR_NOTE =
  "Not on the notice: this is the premium Renewly held before it, which is last year's. Correct it if that is wrong.";

export const MATCHES_HELD_PREMIUM_NOTE = 'The same as the premium Renewly held for this policy, so it is confirmed.';

/**
 * Last year's premium on the notice. When it is the premium Renewly holds for this policy (which the user typed or
 * saved from last year's review), that figure confirms it: no tick is asked for. Only the reader's own doubt gives
 * way to it; a rule's reason (last year's notice, an impossible figure) still holds the field.
 */
function lastYearsFromNotice(field: RenewalNoticeField, policy: Policy, older: boolean): FoundInNotice {
  const read = amount(field);
  const found = fromField(field, read, true);
  const held = Number(policy.currentPremium ?? NaN);
  const doubtOnly = found.reason !== undefined && !field.reason && !field.derived;
  if (doubtOnly && !older && read !== null && held > 0 && Math.round(read * 100) === Math.round(held * 100)) {
    delete found.reason;
    found.note = MATCHES_HELD_PREMIUM_NOTE;
  }
  return found;
}

/**
 * The policy's one excess: the notice's total when it gives one ('Total excess £450'), else its compulsory and
 * voluntary excess together.
 */
function totalExcess(notice: RenewalNotice): FoundInNotice | undefined {
  const parts = [notice.compulsoryExcess, notice.voluntaryExcess].filter((f): f is RenewalNoticeField => Boolean(f));
  const weakest = (fields: RenewalNoticeField[]) => fields.map((f) => f.confidence).sort((a, b) => RANK[a] - RANK[b])[0]!;
  if (notice.totalExcess && (parts.length === 0 || RANK[notice.totalExcess.confidence] >= RANK[weakest(parts)])) {
    return fromField(notice.totalExcess, amount(notice.totalExcess), true);
  }
  if (parts.length === 0) return undefined;
  const total = Math.round(parts.reduce((sum, f) => sum + (amount(f) ?? 0), 0) * 100) / 100;
  const reason = parts.map(reasonToCheck).find(Boolean);
  return {
    value: total,
    confidence: weakest(parts),
    snippets: parts.map((f) => f.snippet),
    ...(reason ? { reason } : {}),
  };
}

function foundValues(notice: RenewalNotice, policy: Policy): Partial<Record<ReviewField, FoundInNotice>> {
  const found: Partial<Record<ReviewField, FoundInNotice>> = {};
  const older = isOlderNotice(policy, notice);
  if (notice.renewalDate) {
    found.renewalDate = fromField(notice.renewalDate, notice.renewalDate.value, true);
    // Against the date held, 'older than what Renewly holds' says more than the reader's own 'passed some time ago'.
    const ownReason = notice.renewalDate.reason;
    if (older && (!ownReason || ownReason === PASSED_REASON)) found.renewalDate.reason = olderNoticeReason(policy, notice);
  } else {
    found.renewalDate = { value: policy.renewalDate ?? '', confidence: 'low', snippets: [], source: 'renewly', reason: RENEWAL_DATE_NOT_FOUND };
  }
  if (notice.insurer) found.insurer = fromField(notice.insurer, notice.insurer.value);
  if (notice.policyNumber) found.insurerPolicyNumber = fromField(notice.policyNumber, notice.policyNumber.value);
  if (notice.coverage) found.coverage = fromField(notice.coverage, notice.coverage.value);
  // With no last year's price on the notice, the premium Renewly holds is last year's: offered, marked as Renewly's.
  const heldPremium = Number(policy.currentPremium ?? NaN);
  const heldAsLastYear = !notice.previousPremium && Boolean(notice.renewalPremium) && !older && heldPremium > 0;
  if (notice.renewalPremium) {
    const checked = checkAgainstLastYear(notice.renewalPremium, notice.previousPremium ?? (heldAsLastYear ? policy.currentPremium : null))!;
    found.currentPremium = fromField(checked, amount(checked), true);
    const addOns = addOnsText(notice);
    if (addOns) found.currentPremium.addOns = { text: addOns, flagged: notice.totalPrice?.flag === 'check' };
    const payment = paymentText(notice);
    if (payment) {
      const reason = notice.payment?.reason;
      found.currentPremium.payment = { text: payment, flagged: Boolean(reason), ...(reason ? { reason } : {}) };
    }
  }
  if (notice.previousPremium) found.previousPremium = lastYearsFromNotice(notice.previousPremium, policy, older);
  else if (heldAsLastYear) found.previousPremium = { value: heldPremium, confidence: 'medium', snippets: [], note: HELD_AS_LAST_YEAR_NOTE, source: 'renewly' };
  const excess = totalExcess(notice);
  if (excess) found.excess = excess;
  if (notice.registrationNumber) {
    const plate = normaliseRegistration(notice.registrationNumber.value);
    if (!isWholeUkPlate(plate)) {
      // Half a plate (cut off at a line's end) is shown, never offered: the registration held stays.
      found.registrationNumber = {
        value: displayRegistration(policy.registrationNumber),
        confidence: 'low',
        snippets: [notice.registrationNumber.snippet],
        note: `The notice's plate looks cut off (${plate}): Renewly keeps the registration it holds.`,
      };
    } else {
      const other = plate !== normaliseRegistration(policy.registrationNumber);
      found.registrationNumber = {
        ...fromField(notice.registrationNumber, displayRegistration(plate)),
        ...(other
          ? { reason: `This notice is for ${displayRegistration(plate)}, not ${displayRegistration(policy.registrationNumber)}.` }
          : {}),
      };
    }
  }
  return found;
}

/** Every field the review shows, in the card's order: held now, and found (or not) in the notice. */
export function reviewRows(policy: Policy, notice: RenewalNotice): ReviewRow[] {
  const held = heldValues(policy);
  const found = foundValues(notice, policy);
  return FIELD_ORDER.map((field) => ({
    field,
    label: REVIEW_LABELS[field],
    held: heldText(field, held[field]),
    ...(found[field] ? { found: found[field] } : {}),
  }));
}

/** The review's starting values: what the notice says where it says it, what Renewly holds elsewhere. */
export function initialReviewValues(policy: Policy, notice: RenewalNotice): ReviewValues {
  const values = heldValues(policy);
  for (const row of reviewRows(policy, notice)) {
    if (row.found) (values as unknown as Record<ReviewField, unknown>)[row.field] = row.found.value;
  }
  return values;
}

/** Another of the user's policies that the notice names, by registration or the insurer's policy number. */
export function otherPolicyForNotice(policies: readonly Policy[], policy: Policy, notice: RenewalNotice): Policy | undefined {
  const read = notice.registrationNumber && normaliseRegistration(notice.registrationNumber.value);
  const plate = read && isWholeUkPlate(read) ? read : undefined;
  const number = notice.policyNumber && normaliseRegistration(notice.policyNumber.value);
  const sameCar = (p: Policy) => Boolean(plate) && normaliseRegistration(p.registrationNumber) === plate;
  const sameNumber = (p: Policy) => Boolean(number) && normaliseRegistration(p.insurerPolicyNumber ?? '') === number;
  if (sameCar(policy) || (!plate && sameNumber(policy))) return undefined;
  return policies.find((p) => p.id !== policy.id && (sameCar(p) || sameNumber(p)));
}

/** The car a forwarded notice names by its plate, if the user has it (issue 49: the review opens on it). */
export function policyForNotice(policies: readonly Policy[], notice: RenewalNotice): Policy | undefined {
  const read = notice.registrationNumber && normaliseRegistration(notice.registrationNumber.value);
  if (!read || !isWholeUkPlate(read)) return undefined;
  return policies.find((p) => normaliseRegistration(p.registrationNumber) === read);
}

/** Fields whose value still needs the user's eye: flagged by the notice and neither corrected nor confirmed. */
export function fieldsToCheck(rows: readonly ReviewRow[], values: ReviewValues, confirmed: ReadonlySet<ReviewField>): ReviewField[] {
  return rows
    .filter((row) => row.found?.reason && !confirmed.has(row.field) && values[row.field] === row.found.value)
    .map((row) => row.field);
}

export type ReviewResult =
  | { ok: true; body: PolicyInputBody }
  | { ok: false; errors: Partial<Record<ReviewField, string>> };

/** The API body for the reviewed values, checked by the policy dialog's own schema (same rules, same messages). */
export function reviewedPolicyBody(policy: Policy, values: ReviewValues, today?: string): ReviewResult {
  const { insurerPolicyNumber, ...formFields } = values;
  const form: PolicyFormValues = { ...policyFormValues(policy), ...formFields };
  const parsed = policyFormSchema('edit', today).safeParse(form);
  if (!parsed.success) {
    const errors: Partial<Record<ReviewField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      const key = (field in values ? field : 'registrationNumber') as ReviewField;
      errors[key] ??= issue.message;
    }
    return { ok: false, errors };
  }
  return { ok: true, body: { ...parsed.data, insurerPolicyNumber: insurerPolicyNumber.trim() } };
}
