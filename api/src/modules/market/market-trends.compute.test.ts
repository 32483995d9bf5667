import { splitCompetitorModels, splitKnownIssues } from '@renewly/shared-contracts/features/market';
import { findVehicle } from './market-dataset';
import { computeTrends, type TrendFacts } from './market-trends.compute';

const now = new Date('2026-11-23T09:00:00Z');
const facts = (overrides: Partial<TrendFacts> = {}): TrendFacts => ({
  make: 'Ford',
  model: 'Focus',
  motExpiryDate: '2026-12-10',
  roadTaxExpiryDate: '2026-10-01',
  entry: findVehicle('Ford', 'Focus'),
  age: { years: 5, from: 'plate' },
  mot: null,
  now,
  ...overrides,
});

describe('computeTrends', () => {
  it('gives value as a share of the new price, and alerts from the policy dates', () => {
    const t = computeTrends(facts());
    expect(t.lastUpdated).toBe(now.toISOString());
    expect(t.currentValue).toContain('About 32% of its price when new (5 years old');
    expect(t.depreciationRate).toContain('About 10% of its value in the coming year');
    expect(t.maintenanceAlerts).toContain('MOT: due on 10/12/2026, in 17 days.');
    expect(t.maintenanceAlerts).toContain('Road tax: expired on 01/10/2026 (53 days ago).');
    expect(t.maintenanceAlerts).toContain('no DVSA MOT history is shown (not configured, or no answer for this car)');
    expect(t.bestSellingMonths).toContain('March and September');
    expect(t.marketAnalysis).toContain('Small family car');
  });

  it('says the age is unknown rather than guessing it', () => {
    expect(computeTrends(facts({ age: null })).currentValue).toMatch(/^Unknown/);
  });

  it('splits into blocks and badges as the page expects', () => {
    const t = computeTrends(facts());
    expect(splitKnownIssues(t.knownIssues).length).toBe(3);
    expect(splitCompetitorModels(t.competitorModels)).toEqual(['Honda Civic', 'Hyundai i30', 'Kia Ceed', 'Lexus CT', 'Mazda Mazda3']);
  });

  it('adds the MOT history when DVSA answered', () => {
    const t = computeTrends(
      facts({
        mot: {
          registration: 'AB12CDE',
          outstandingRecall: 'Yes',
          lastTest: { date: '2025-12-01', result: 'PASSED', advisories: 1, failures: 0, defects: ['Tyre worn close to legal limit (ADVISORY)'] },
          mileage: [
            { date: '2023-12-01', value: 30000, unit: 'mi' },
            { date: '2025-12-01', value: 52000, unit: 'mi' },
          ],
        },
      }),
    );
    expect(t.maintenanceAlerts).toContain('Last MOT (DVSA): PASSED on 01/12/2025, 1 advisories, 0 failures.');
    expect(t.maintenanceAlerts).toContain('30,000 mi in 2023, 52,000 mi in 2025');
    expect(splitKnownIssues(t.knownIssues)[0]).toContain('Outstanding recall (DVSA): yes');
    expect(t.knownIssues).toContain('- Tyre worn close to legal limit (ADVISORY)');
  });

  it('names no segment or competitors for a model outside the dataset', () => {
    const t = computeTrends(facts({ model: 'Model T', entry: null }));
    expect(t.competitorModels).toBe('');
    expect(t.marketAnalysis).toContain('not in the Renewly dataset');
  });
});
