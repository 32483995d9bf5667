import { MESSAGES } from '@renewly/shared-contracts';
import { EMPTY_POLICY_FORM, validatePolicyForm, type PolicyFormValues } from './policy-form-values';

const filled: PolicyFormValues = {
  ...EMPTY_POLICY_FORM,
  registrationNumber: 'ab12 cde',
  carManufacturer: 'Ford',
  carModel: 'Focus',
  renewalDate: '2027-04-01',
};

describe('validatePolicyForm', () => {
  it.each(['registrationNumber', 'carManufacturer', 'carModel', 'renewalDate'] as const)(
    'asks for all required fields when %s is missing',
    (field) => {
      expect(validatePolicyForm({ ...filled, [field]: '  ' }, 'create')).toEqual({
        ok: false,
        message: 'Please fill in all required fields (Registration Number, Car Make, Car Model, and Renewal Date)',
      });
    },
  );

  it('builds the API body with a normalised plate and the reminders when creating', () => {
    const result = validatePolicyForm(
      { ...filled, currentPremium: 612.5, excess: 250, reminderDays: [30, 10] },
      'create',
    );
    expect(result).toEqual({
      ok: true,
      body: expect.objectContaining({
        registrationNumber: 'AB12CDE',
        currentPremium: '612.5',
        excess: 250,
        reminderDays: [30, 10],
        reminderMethods: ['app'],
      }),
    });
  });

  it('never sends reminders when editing', () => {
    const result = validatePolicyForm({ ...filled, reminderDays: [30] }, 'edit');
    expect(result.ok && 'reminderDays' in result.body).toBe(false);
  });

  it('reports a non-UK plate with the shared message', () => {
    expect(validatePolicyForm({ ...filled, registrationNumber: 'NOT-A-PLATE' }, 'create')).toEqual({
      ok: false,
      message: MESSAGES.invalidRegistration,
    });
  });

  it('needs a method when reminder days are chosen', () => {
    expect(validatePolicyForm({ ...filled, reminderDays: [20], reminderMethods: [] }, 'create')).toEqual({
      ok: false,
      message: MESSAGES.fillAllFields,
    });
  });
});
