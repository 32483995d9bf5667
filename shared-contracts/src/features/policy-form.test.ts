import { MESSAGES } from '@renewly/shared-contracts';
import { EMPTY_POLICY_FORM, pastReminderDays, policyFormSchema, sameDateNextYear, type PolicyFormValues } from './policy-form';

const TODAY = '2026-11-23';
const filled: PolicyFormValues = {
  ...EMPTY_POLICY_FORM,
  registrationNumber: 'ab12 cde',
  carManufacturer: 'Ford',
  carModel: 'Focus',
  renewalDate: '2027-04-01',
};

/** Each field's messages, or the API body. */
function check(values: PolicyFormValues, mode: 'create' | 'edit' = 'create') {
  const result = policyFormSchema(mode, TODAY).safeParse(values);
  if (result.success) return { body: result.data };
  return { errors: Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message])) };
}

describe('policyFormSchema', () => {
  it('marks every missing required field', () => {
    expect(check({ ...filled, registrationNumber: '  ', carModel: '', renewalDate: '' })).toEqual({
      errors: { registrationNumber: MESSAGES.required, carModel: MESSAGES.required, renewalDate: MESSAGES.required },
    });
  });

  it('builds the API body with a normalised plate and the reminders when creating', () => {
    expect(check({ ...filled, currentPremium: 612.5, excess: 250, reminderDays: [30, 10] }).body).toEqual(
      expect.objectContaining({
        registrationNumber: 'AB12CDE',
        currentPremium: '612.5',
        excess: 250,
        reminderDays: [30, 10],
        reminderMethods: ['app'],
      }),
    );
  });

  it("sends last year's premium beside the current one ('' when cleared), and reports a bad one on its field", () => {
    expect(check({ ...filled, currentPremium: 689.9, previousPremium: 612.4 }, 'edit').body).toMatchObject({
      currentPremium: '689.9',
      previousPremium: '612.4',
    });
    expect(check(filled, 'edit').body).toMatchObject({ previousPremium: '' });
    expect(check({ ...filled, previousPremium: 12.345 }).errors).toEqual({ previousPremium: MESSAGES.invalidAmount });
  });

  it('never sends reminders when editing', () => {
    expect('reminderDays' in check({ ...filled, reminderDays: [30] }, 'edit').body!).toBe(false);
  });

  it('leaves out reminders that would fall before today, and sends none when all would', () => {
    expect(check({ ...filled, renewalDate: '2026-12-08', reminderDays: [30, 20, 10] }).body).toMatchObject({ reminderDays: [10] });
    expect('reminderDays' in check({ ...filled, renewalDate: '2020-01-01', reminderDays: [30] }).body!).toBe(false);
  });

  it("asks for the 'Best day to get quotes' reminder by default, not when unticked, passed or editing (issue 39 §2)", () => {
    expect(EMPTY_POLICY_FORM.bestDayReminder).toBe(true);
    expect(check(filled).body).toMatchObject({ bestDayReminder: true, reminderMethods: ['app'] });
    expect('bestDayReminder' in check({ ...filled, bestDayReminder: false }).body!).toBe(false);
    // 26 days before 2026-12-19 is today (2026-11-23): still asked for; a day later it has passed.
    expect(check({ ...filled, renewalDate: '2026-12-19' }).body).toMatchObject({ bestDayReminder: true });
    expect('bestDayReminder' in check({ ...filled, renewalDate: '2026-12-18' }).body!).toBe(false);
    expect('bestDayReminder' in check(filled, 'edit').body!).toBe(false);
  });

  it('rejects a date that is not real, on its own field', () => {
    expect(check({ ...filled, renewalDate: '31/02/2027', motExpiryDate: '2027-02-31' }).errors).toEqual({
      renewalDate: MESSAGES.invalidUkDate,
      motExpiryDate: MESSAGES.invalidUkDate,
    });
  });

  it('says a plate is longer than a UK plate can be', () => {
    expect(check({ ...filled, registrationNumber: 'HELLO WORLD' }).errors).toEqual({
      registrationNumber: MESSAGES.registrationTooLong,
    });
  });

  it('puts the shared schema messages on their fields', () => {
    expect(check({ ...filled, registrationNumber: 'AB-12' }).errors).toEqual({ registrationNumber: MESSAGES.invalidRegistration });
    expect(check({ ...filled, carModel: 'x'.repeat(101) }).errors).toEqual({ carModel: MESSAGES.carModelTooLong });
    expect(check({ ...filled, reminderDays: [20], reminderMethods: [] }).errors).toEqual({ reminderMethods: MESSAGES.fillAllFields });
  });
});

describe('dates around a past renewal', () => {
  it('offers the same day and month in the first year still ahead', () => {
    expect(sameDateNextYear('2020-01-01', TODAY)).toBe('2027-01-01');
    expect(sameDateNextYear('2026-12-25', TODAY)).toBe('2027-12-25');
    expect(sameDateNextYear('2024-02-29', TODAY)).toBe('2027-02-28');
  });

  it('finds the reminder days whose delivery is before today', () => {
    expect(pastReminderDays('2026-12-08', [30, 20, 10], TODAY)).toEqual([30, 20]);
    expect(pastReminderDays('31/02/2027', [30], TODAY)).toEqual([]);
  });
});
