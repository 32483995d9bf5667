import { samplePolicy } from '../../testing/sample-policies';
import { upcomingRenewals } from './upcoming-renewals';

describe('upcomingRenewals', () => {
  it('gives each renewal the shared status: today is expired, 1-30 days due, 31-60 upcoming', () => {
    const items = upcomingRenewals([samplePolicy({ inDays: 45 }), samplePolicy({ inDays: 0 }), samplePolicy({ inDays: 5 })]);
    expect(items.map((i) => [i.days, i.status])).toEqual([
      [0, 'expired'],
      [5, 'urgent'],
      [45, 'upcoming'],
    ]);
  });
});
