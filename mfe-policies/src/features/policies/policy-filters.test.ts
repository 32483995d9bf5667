import { samplePolicy } from '../../testing/sample-policies';
import { filterCounts, filterPolicies } from './policy-filters';

describe('policy filter counts', () => {
  const policies = [
    samplePolicy({ inDays: -3 }), // expired
    samplePolicy({ inDays: 0 }), // expired (renews today)
    samplePolicy({ inDays: 1 }), // urgent
    samplePolicy({ inDays: 30, isActive: false }), // urgent, inactive
    samplePolicy({ inDays: 31 }), // upcoming
    samplePolicy({ inDays: 60 }), // upcoming
    samplePolicy({ inDays: 61, isActive: false }), // active by date, inactive flag
    samplePolicy({ inDays: 365 }), // active
  ];

  it('counts every one of the seven options', () => {
    expect(filterCounts(policies)).toEqual({
      all: 8,
      'active-only': 6,
      'inactive-only': 2,
      active: 2,
      upcoming: 2,
      urgent: 2,
      expired: 2,
    });
  });

  it('filters by the active flag and by date status', () => {
    expect(filterPolicies(policies, 'inactive-only').map((p) => p.renewalDate)).toEqual([
      policies[3]!.renewalDate,
      policies[6]!.renewalDate,
    ]);
    expect(filterPolicies(policies, 'urgent')).toEqual([policies[2], policies[3]]);
    expect(filterPolicies(policies, 'all')).toHaveLength(8);
  });

  it('counts zero everywhere for no policies', () => {
    expect(Object.values(filterCounts([]))).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });
});
