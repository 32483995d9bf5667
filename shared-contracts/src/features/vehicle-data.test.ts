import { COVERAGE_OPTIONS } from '@renewly/shared-contracts';
import { CAR_MAKES, INSURERS, modelsForMake } from './vehicle-data';
import { normaliseManufacturer } from './vehicle';

describe('vehicle reference data', () => {
  it('has 25 distinct makes with 10 distinct models each', () => {
    expect(CAR_MAKES).toHaveLength(25);
    expect(new Set(CAR_MAKES.map((m) => m.make)).size).toBe(25);
    for (const { models } of CAR_MAKES) {
      expect(models).toHaveLength(10);
      expect(new Set(models).size).toBe(10);
    }
  });
  it('make names survive normalisation unchanged', () => {
    for (const { make } of CAR_MAKES) expect(normaliseManufacturer(make.toUpperCase())).toBe(make);
  });
  it('lists insurers without duplicates, including those in uk-references', () => {
    expect(INSURERS.length).toBeGreaterThanOrEqual(30);
    expect(new Set(INSURERS).size).toBe(INSURERS.length);
    expect(INSURERS).toEqual(expect.arrayContaining(['Admiral', 'Direct Line', 'Aviva', 'LV=', 'NFU Mutual', 'By Miles']));
  });
  it('has the three cover levels and finds models by make', () => {
    expect(COVERAGE_OPTIONS).toEqual(['Comprehensive', 'Third Party Fire & Theft', 'Third Party Only']);
    expect(modelsForMake('ford')).toContain('Focus');
    expect(modelsForMake('Unknown')).toEqual([]);
  });
});
