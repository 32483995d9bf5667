import { FIESTA_ID, GOLF_ID, samplePolicy, sampleReminder } from '../../testing/sample-data';
import { groupRemindersByPolicy, spacedRegistration } from './group-reminders';

describe('groupRemindersByPolicy', () => {
  it("groups by policy in the policies' order, most days first, unknown policies last", () => {
    const golf = samplePolicy();
    const fiesta = samplePolicy({ id: FIESTA_ID, registrationNumber: 'CD34EFG', carManufacturer: 'Ford', carModel: 'Fiesta' });
    const r10 = sampleReminder({ daysBefore: 10 });
    const r30 = sampleReminder({ daysBefore: 30 });
    const f20 = sampleReminder({ daysBefore: 20, policyId: FIESTA_ID });
    const orphan = sampleReminder({ policyId: '665f1c2e9b1e8a00000000ff' });
    const groups = groupRemindersByPolicy([orphan, r10, f20, r30], [fiesta, golf]);
    expect(groups.map((g) => [g.policyId, g.policy?.registrationNumber, g.reminders.map((r) => r.daysBefore)])).toEqual([
      [FIESTA_ID, 'CD34EFG', [20]],
      [GOLF_ID, 'AB12CDE', [30, 10]],
      ['665f1c2e9b1e8a00000000ff', undefined, [30]],
    ]);
  });

  it('leaves out policies without reminders', () => {
    expect(groupRemindersByPolicy([], [samplePolicy()])).toEqual([]);
  });
});

describe('spacedRegistration', () => {
  it('spaces current-style plates only', () => {
    expect(spacedRegistration('AB12CDE')).toBe('AB12 CDE');
    expect(spacedRegistration('A123BCD')).toBe('A123BCD');
  });
});
