import { normaliseManufacturer, stripPowertrainSuffix, vehicleLookupParamSchema, vehicleLookupResultSchema } from './vehicle';

describe('normaliseManufacturer', () => {
  it.each([
    ['VOLKSWAGEN', 'Volkswagen'],
    ['MERCEDES-BENZ', 'Mercedes-Benz'],
    ['MERCEDES', 'Mercedes-Benz'],
    ['BMW', 'BMW'],
    ['LAND ROVER', 'Land Rover'],
    ['MINI', 'Mini'],
    ['MG', 'MG'],
    ['SKODA', 'Skoda'],
    ['CITROEN', 'Citroen'],
    ['  ford ', 'Ford'],
    ['ALFA ROMEO', 'Alfa Romeo'],
    ['ROLLS-ROYCE', 'Rolls-Royce'],
    ['TESLA', 'Tesla'],
    ['BYD', 'BYD'],
    ['', ''],
  ])('%s -> %s', (raw, expected) => {
    expect(normaliseManufacturer(raw)).toBe(expected);
  });
});

describe('stripPowertrainSuffix', () => {
  it.each([
    ['Kona Electric', 'Kona'],
    ['Niro EV', 'Niro'],
    ['Corolla Hybrid', 'Corolla'],
    ['Outlander PHEV', 'Outlander'],
    ['Q8 e-tron', 'Q8'],
    ['Golf GTE', 'Golf'],
    ['Yaris Cross Self-Charging Hybrid', 'Yaris Cross'],
    ['Kuga Plug-in Hybrid', 'Kuga'],
    ['XC60 Recharge', 'XC60'],
    ['Golf', 'Golf'],
    ['EV6', 'EV6'],
    ['Electric', 'Electric'],
    ['Seven', 'Seven'],
  ])('%s -> %s', (model, expected) => {
    expect(stripPowertrainSuffix(model)).toBe(expected);
  });
});

describe('vehicle lookup schemas', () => {
  it('normalises and checks the registration param', () => {
    expect(vehicleLookupParamSchema.parse({ registration: 'ab12 cde' })).toEqual({ registration: 'AB12CDE' });
    expect(vehicleLookupParamSchema.safeParse({ registration: 'hello world' }).success).toBe(false);
  });
  it('parses a lookup result with unknown dates', () => {
    const result = { manufacturer: 'Ford', model: '', year: 2019, motExpiryDate: null, roadTaxExpiryDate: '2026-05-01' };
    expect(vehicleLookupResultSchema.parse(result)).toEqual(result);
  });
});
