import { daysToRenewal, POLICY_STATUS_LABELS, policyStatus } from './policy-status';

describe('daysToRenewal', () => {
  it('counts whole calendar days from today in London', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    expect(daysToRenewal('2026-01-15', now)).toBe(0);
    expect(daysToRenewal('2026-01-16', now)).toBe(1);
    expect(daysToRenewal('2026-01-14', now)).toBe(-1);
    expect(daysToRenewal('2027-01-15', now)).toBe(365);
  });

  it('uses the London date during BST: 23:30 UTC on 30 June is already 1 July', () => {
    const now = new Date('2026-06-30T23:30:00Z');
    expect(daysToRenewal('2026-07-01', now)).toBe(0);
    expect(daysToRenewal('2026-07-02', now)).toBe(1);
    expect(daysToRenewal('2026-06-30', now)).toBe(-1);
  });

  it('one minute before London midnight in BST is still the old day', () => {
    expect(daysToRenewal('2026-07-01', new Date('2026-06-30T22:59:00Z'))).toBe(1);
    expect(daysToRenewal('2026-07-01', new Date('2026-06-30T23:00:00Z'))).toBe(0);
  });

  it('in winter London is on UTC: 23:30 UTC is still the same day', () => {
    expect(daysToRenewal('2026-12-31', new Date('2026-12-30T23:30:00Z'))).toBe(1);
    expect(daysToRenewal('2026-12-31', new Date('2026-12-31T00:00:00Z'))).toBe(0);
  });

  it('is not thrown off by the clock change days', () => {
    expect(daysToRenewal('2026-03-30', new Date('2026-03-28T12:00:00Z'))).toBe(2);
    expect(daysToRenewal('2026-10-26', new Date('2026-10-24T12:00:00Z'))).toBe(2);
  });

  it('accepts an ISO date-time by its date part, and gives NaN for a bad date', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    expect(daysToRenewal('2026-01-20T00:00:00.000Z', now)).toBe(5);
    expect(daysToRenewal('not a date', now)).toBeNaN();
    expect(daysToRenewal('2026-02-30', now)).toBeNaN();
  });
});

describe('policyStatus', () => {
  it.each([
    [-5, 'expired'],
    [0, 'expired'],
    [1, 'urgent'],
    [30, 'urgent'],
    [31, 'upcoming'],
    [60, 'upcoming'],
    [61, 'active'],
    [400, 'active'],
  ] as const)('%i days -> %s', (days, status) => {
    expect(policyStatus(days)).toBe(status);
  });

  it('treats an unknown number of days as expired', () => {
    expect(policyStatus(Number.NaN)).toBe('expired');
  });

  it('has the spec labels', () => {
    expect(POLICY_STATUS_LABELS).toEqual({
      expired: 'Expired',
      urgent: 'Renewal Due',
      upcoming: 'Upcoming',
      active: 'Active',
    });
  });
});
