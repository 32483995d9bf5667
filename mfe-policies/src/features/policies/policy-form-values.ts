import {
  MESSAGES,
  normaliseRegistration,
  policyInputSchema,
  type NotificationMethod,
  type Policy,
  type PolicyInputBody,
} from '@renewly/shared-contracts';

/** What the policy dialog edits (strings as typed, numbers from the numeric inputs). */
export interface PolicyFormValues {
  registrationNumber: string;
  carManufacturer: string;
  carModel: string;
  insurer: string;
  renewalDate: string;
  motExpiryDate: string;
  roadTaxExpiryDate: string;
  currentPremium: number | null;
  excess: number | null;
  coverage: string;
  isActive: boolean;
  reminderDays: number[];
  reminderMethods: NotificationMethod[];
}

export const EMPTY_POLICY_FORM: PolicyFormValues = {
  registrationNumber: '',
  carManufacturer: '',
  carModel: '',
  insurer: '',
  renewalDate: '',
  motExpiryDate: '',
  roadTaxExpiryDate: '',
  currentPremium: null,
  excess: null,
  coverage: '',
  isActive: true,
  reminderDays: [],
  // Spec §5: reminder methods in the policy form default to app.
  reminderMethods: ['app'],
};

export function formValuesFromPolicy(policy: Policy): PolicyFormValues {
  const premium = policy.currentPremium == null || policy.currentPremium === '' ? null : Number(policy.currentPremium);
  return {
    ...EMPTY_POLICY_FORM,
    registrationNumber: policy.registrationNumber,
    carManufacturer: policy.carManufacturer,
    carModel: policy.carModel,
    insurer: policy.insurer ?? '',
    renewalDate: policy.renewalDate,
    motExpiryDate: policy.motExpiryDate ?? '',
    roadTaxExpiryDate: policy.roadTaxExpiryDate ?? '',
    currentPremium: premium !== null && Number.isFinite(premium) ? premium : null,
    excess: policy.excess ?? null,
    coverage: policy.coverage ?? '',
    isActive: policy.isActive,
  };
}

export type PolicyFormResult = { ok: true; body: PolicyInputBody } | { ok: false; message: string };

/**
 * Checks the dialog and builds the request body. Missing required fields give the spec's one message; anything
 * else the shared schema rejects gives that schema's message. Reminders are only sent when creating.
 */
export function validatePolicyForm(values: PolicyFormValues, mode: 'create' | 'edit'): PolicyFormResult {
  const required = [values.registrationNumber, values.carManufacturer, values.carModel, values.renewalDate];
  if (required.some((v) => !v || v.trim() === '')) return { ok: false, message: MESSAGES.policyRequiredFields };

  const body: PolicyInputBody = {
    registrationNumber: normaliseRegistration(values.registrationNumber),
    carManufacturer: values.carManufacturer.trim(),
    carModel: values.carModel.trim(),
    insurer: values.insurer,
    renewalDate: values.renewalDate,
    motExpiryDate: values.motExpiryDate,
    roadTaxExpiryDate: values.roadTaxExpiryDate,
    currentPremium: values.currentPremium === null ? '' : String(values.currentPremium),
    excess: values.excess === null ? '' : values.excess,
    coverage: values.coverage as PolicyInputBody['coverage'],
    isActive: values.isActive,
  };
  if (mode === 'create' && values.reminderDays.length > 0) {
    body.reminderDays = values.reminderDays as PolicyInputBody['reminderDays'];
    body.reminderMethods = values.reminderMethods;
  }
  const parsed = policyInputSchema.safeParse(body);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? MESSAGES.invalidInput };
  return { ok: true, body };
}
