import { plateAgeYears, plateRegistrationMonth } from './plate-age';

describe('plateRegistrationMonth', () => {
  it.each([
    ['AB24CDE', { year: 2024, month: 3 }],
    ['AB74CDE', { year: 2024, month: 9 }],
    ['ab51 cde', { year: 2001, month: 9 }],
    ['AB02CDE', { year: 2002, month: 3 }],
  ])('%s -> %j', (plate, expected) => expect(plateRegistrationMonth(plate)).toEqual(expected));

  it.each(['AB01CDE', 'AB50CDE', 'A123BCD', 'ABC123D', 'K1'])('%s has no age identifier', (plate) =>
    expect(plateRegistrationMonth(plate)).toBeNull(),
  );
});

describe('plateAgeYears', () => {
  it('counts whole years from the registration month', () => {
    expect(plateAgeYears('AB74CDE', new Date('2026-08-31T12:00:00Z'))).toBe(1);
    expect(plateAgeYears('AB74CDE', new Date('2026-09-01T12:00:00Z'))).toBe(2);
    expect(plateAgeYears('AB76CDE', new Date('2026-03-01T12:00:00Z'))).toBe(0);
  });
});
