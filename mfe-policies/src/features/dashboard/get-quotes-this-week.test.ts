import { samplePolicy } from '../../testing/sample-policies';
import { getQuotesThisWeek } from './get-quotes-this-week';

describe('getQuotesThisWeek', () => {
  it('lists the active policies 18 to 28 days before renewal, soonest renewal first', () => {
    const policies = [29, 28, 26, 18, 17, 0].map((inDays) => samplePolicy({ inDays }));
    const inactive = samplePolicy({ inDays: 26, isActive: false });
    const items = getQuotesThisWeek([...policies, inactive]);
    expect(items.map((i) => i.policy.id)).toEqual([policies[3]!.id, policies[2]!.id, policies[1]!.id]);
    expect(items.every((i) => i.best.inWindow)).toBe(true);
  });
});
