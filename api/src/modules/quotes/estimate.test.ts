import { plateAgeYears } from '@renewly/shared-contracts/features/plate-age';
import { basePremium, estimateQuotes, type EstimateInput } from './estimate';

// The worked examples of docs/quote-estimate.md.
const rows = (input: EstimateInput) =>
  estimateQuotes(input).map((q) => [q.provider, q.excess, q.annualPremium, q.monthlyPremium]);

const GENERATED = new Date('2026-11-23T10:00:00Z');

describe('estimateQuotes (docs/quote-estimate.md)', () => {
  it('example 1: starts from the current premium', () => {
    const input = { registrationNumber: 'AB12CDE', currentPremium: 612.5, coverage: 'Comprehensive', excess: 250, segment: 'Small family car', ageYears: 14 };
    expect(basePremium(input)).toBe(612.5);
    expect(rows(input)).toEqual([
      ['1st Central', 450, 501, 42],
      ['Elephant', 400, 521, 43],
      ['Admiral', 250, 551, 46],
      ['Aviva', 350, 576, 48],
      ['Direct Line', 250, 637, 53],
      ['NFU Mutual', 250, 662, 55],
    ]);
  });

  it('example 2: the ABI average for third party fire and theft, default excess', () => {
    const ageYears = plateAgeYears('KP19XYZ', GENERATED);
    expect(ageYears).toBe(7);
    const input = { registrationNumber: 'KP19XYZ', currentPremium: null, coverage: 'Third Party Fire & Theft', excess: null, segment: 'Small family car', ageYears };
    expect(basePremium(input)).toBeCloseTo(990.66, 2);
    expect(rows(input)).toEqual([
      ['Hastings Direct', 400, 833, 69],
      ['esure', 300, 907, 76],
      ["Sheilas' Wheels", 300, 937, 78],
      ['LV=', 250, 941, 78],
      ['AXA', 350, 961, 80],
      ['Churchill', 250, 1010, 84],
    ]);
  });

  it('example 3: a one-year-old family SUV with a GBP 500 excess', () => {
    const ageYears = plateAgeYears('AB75EVS', GENERATED);
    expect(ageYears).toBe(1);
    const input = { registrationNumber: 'AB75EVS', currentPremium: null, coverage: 'Comprehensive', excess: 500, segment: 'Family SUV', ageYears };
    expect(basePremium(input)).toBeCloseTo(607.48, 2);
    expect(rows(input)).toEqual([
      ['1st Central', 700, 497, 41],
      ['Elephant', 650, 516, 43],
      ['Admiral', 500, 547, 46],
      ['Direct Line', 500, 632, 53],
      ['Privilege', 500, 644, 54],
      ['NFU Mutual', 500, 656, 55],
    ]);
  });

  it('gives the same quotes for the same inputs, and different providers for another plate', () => {
    const input = { registrationNumber: 'AB12CDE', currentPremium: 700, coverage: null, excess: null, segment: null, ageYears: null };
    expect(estimateQuotes(input)).toEqual(estimateQuotes({ ...input }));
    expect(estimateQuotes({ ...input, registrationNumber: 'KP19XYZ' }).map((q) => q.provider)).not.toEqual(
      estimateQuotes(input).map((q) => q.provider),
    );
  });

  it('gives no rating rather than inventing one, and a https homepage for every provider', () => {
    for (const q of estimateQuotes({ registrationNumber: 'ZZ99ZZZ', currentPremium: 400, coverage: null, excess: null, segment: null, ageYears: null })) {
      expect(q.rating).toBe(0);
      expect(new URL(q.websiteUrl).protocol).toBe('https:');
    }
  });
});
