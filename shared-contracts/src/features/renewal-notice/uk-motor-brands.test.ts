// Issue 47 §4: the brand list the reader knows (uk-motor-brands.ts) and how the reader uses it (insurer-brand.ts).
import { INSURERS } from '../vehicle-data';
import { findInsurerBrand, UNLISTED_BRAND_REASON } from './insurer-brand';
import { UK_MOTOR_BRANDS } from './uk-motor-brands';

describe('the list of UK car insurance brands', () => {
  test('holds at least 150 brands, each named once', () => {
    const names = UK_MOTOR_BRANDS.map((b) => b.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(names.length).toBeGreaterThanOrEqual(150);
  });

  test('each brand has its group, a public web address and at least one spelling to match', () => {
    for (const brand of UK_MOTOR_BRANDS) {
      expect([brand.name, brand.group.trim().length > 0]).toEqual([brand.name, true]);
      expect([brand.name, brand.source]).toEqual([brand.name, expect.stringMatching(/^https?:\/\/[a-z0-9.-]+\.[a-z]{2,}(?:\/|$)/)]);
      expect([brand.name, brand.aliases.length > 0]).toEqual([brand.name, true]);
    }
  });

  test('no spelling belongs to two brands', () => {
    const owner = new Map<string, string>();
    for (const brand of UK_MOTOR_BRANDS) {
      for (const alias of brand.aliases) {
        const key = alias.toLowerCase().replace(/[\s'’-]/g, '');
        expect([alias, owner.get(key) ?? brand.name]).toEqual([alias, brand.name]);
        owner.set(key, brand.name);
      }
    }
  });

  test("every insurer of the policy form's list is on it, spelled the same", () => {
    const names = new Set(UK_MOTOR_BRANDS.map((b) => b.name));
    expect(INSURERS.filter((name) => name !== 'Other' && !names.has(name))).toEqual([]);
  });

  test('most sources were checked by search; the rest say how they were taken', () => {
    const searched = UK_MOTOR_BRANDS.filter((b) => b.checked === 'search').length;
    expect(searched).toBeGreaterThanOrEqual(130);
    expect(UK_MOTOR_BRANDS.every((b) => ['search', 'uk-references', 'not-searched'].includes(b.checked))).toBe(true);
  });
});

describe('the reader finds the brands new to the list', () => {
  // [brand, letter]: the brand heading the letter or greeting the reader, the way a notice of that brand would.
  const letters: [string, string][] = [
    ['Go Girl', 'Your renewal documents\n\nDear Ms Harlow,\n\nThank you for insuring with Go Girl. Your policy renews on 2 June 2027.'],
    ['Darwin', 'Darwin\nYour car insurance renewal\n\nDear Mr Patel,\n\nYour policy renews on 4 April 2027.'],
    ['Castle Cover', 'Castle Cover\nYour motor insurance renewal\n\nDear Mr Jones,\n\nCastle Cover is a trading name of Ageas Retail Limited. Underwritten by Ageas Insurance Limited.'],
    ['RIAS', 'RIAS\nCar insurance renewal\n\nThank you for choosing RIAS.'],
    ["People's Choice", "People’s Choice\nRenewal invitation\n\nDear Miss Okoro,\n\nThank you for being a People's Choice customer."],
    ['Budget Insurance', 'Budget Insurance\nYour renewal\n\nDear Ms Khan,\n\nBudget Insurance is a trading name of BISL Limited.'],
    ['Policy Expert', 'Your renewal\n\nDear Mr Hughes,\n\nThank you for choosing Policy Expert car insurance.'],
    ['General Accident', 'General Accident\nCar insurance renewal notice\n\nDear Mrs Wood,'],
    ['Hughes Insurance', 'HUGHES INSURANCE\nYour car insurance renewal\n\nDear Mr Byrne,'],
    ['Ford Insure', 'Ford Insure\nYour renewal documents\n\nDear Mr Ali,'],
    ['Toyota Insurance', 'Toyota Insurance\nYour renewal\n\nVehicle: Toyota Yaris 1.5 Hybrid'],
    ['insurethebox', 'insurethebox\nYour renewal\n\nThank you for insuring with insurethebox.'],
    ['Sureterm Direct', 'Sureterm\nYour classic car renewal\n\nDear Mr Cole,\n\nSureterm is a trading name of Insurance Factory Limited, part of Markerstudy Group.'],
    ['Open + Direct', 'Open & Direct\nYour renewal\n\nDear Mr Evans,'],
    ['Be Wiser', 'BeWiser\nYour car insurance renewal\n\nDear Ms Lee,'],
  ];
  test.each(letters)('%s, unflagged', (brand, letter) => {
    const insurer = findInsurerBrand(letter);
    expect(insurer?.value).toBe(brand);
    expect(insurer?.flag).toBeUndefined();
    expect(insurer?.confidence).toBe('high');
  });

  test("a car maker's name is the car, not its insurance scheme", () => {
    const insurer = findInsurerBrand('Admiral\nYour renewal\n\nVehicle: Toyota Yaris\nVehicle: Volvo XC40\nMINI Cooper\nA Ford Focus');
    expect(insurer?.value).toBe('Admiral');
  });

  test('a brand that is also a word is matched only as the brand writes it', () => {
    // 'go girl', 'castle cover', 'policy expert' in lower case are words of a sentence, not the brands.
    const insurer = findInsurerBrand('Admiral\nYour renewal\n\nWe may ask a policy expert to call; castle cover is not included; go girl!');
    expect(insurer?.value).toBe('Admiral');
    expect(insurer?.flag).toBeUndefined();
  });

  test('the underwriter named in the small print is not taken for the brand', () => {
    const insurer = findInsurerBrand(
      'Your car insurance renewal\n\nThank you for insuring with Castle Cover.\n\nCastle Cover is a trading name of Ageas Retail Limited. Your policy is underwritten by Ageas Insurance Limited.',
    );
    expect(insurer?.value).toBe('Castle Cover');
  });

  test('a brand still not on the list is offered as typed and flagged', () => {
    const insurer = findInsurerBrand('Your renewal\n\nDear Mr Shaw,\n\nThank you for insuring with Acme Motor. Your policy renews on 2 June 2027.');
    expect(insurer?.value).toBe('Acme Motor');
    expect(insurer?.flag).toBe('check');
    expect(insurer?.reason).toBe(UNLISTED_BRAND_REASON);
  });
});
