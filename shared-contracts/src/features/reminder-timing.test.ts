import { missingTargetReason, passedDays, passedDaysNote, passedTargetReason } from './reminder-timing';

const policy = { renewalDate: '2026-12-04', motExpiryDate: null, roadTaxExpiryDate: '2026-11-01' };
const today = '2026-11-24';

test('the days whose day is behind us, for a renewal in 10 days', () => {
  expect(passedDays(policy, 'renewal', [10, 30, 20], today)).toEqual([30, 20]);
  expect(passedDays(policy, 'renewal', [10], today)).toEqual([]);
  expect(passedDays(policy, 'mot', [30], today)).toEqual([]);
});

test('the notes the dialog shows', () => {
  expect(passedDaysNote([30, 20])).toBe("30 and 20 days before have already passed: you'll get one reminder for them as soon as you save.");
  expect(passedDaysNote([30])).toBe("30 days before has already passed: you'll get one reminder for it as soon as you save.");
  expect(passedDaysNote([])).toBeNull();
  expect(missingTargetReason(policy, 'mot')).toBe('This policy has no MOT expiry date: add it to the policy first');
  expect(missingTargetReason(policy, 'renewal')).toBeNull();
  expect(passedTargetReason(policy, 'roadTax', today)).toBe(
    "This policy's road tax expiry date has passed, so no reminder for it would be sent. Update the date first.",
  );
  expect(passedTargetReason(policy, 'renewal', today)).toBeNull();
});
