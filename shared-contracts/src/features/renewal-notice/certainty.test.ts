// Issue 47 §3: every field says how sure the reader is of it, and money or dates that are not sure need a tick.
import { readFileSync } from 'fs';
import { join } from 'path';
import { parseRenewalNotice } from '../renewal-notice';
import { certaintyOf, DERIVED_REASON, reasonToCheck, UNCHECKED_REASON } from './certainty';

const TODAY = '2026-11-26';
const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}`, { today: TODAY });

describe('certainty of a field', () => {
  test('a label that can only mean the field: sure, nothing to tick', () => {
    const found = read('Renewal date: 24 January 2027\nYour renewal premium: £612.40');
    expect(found.renewalDate).toMatchObject({ confidence: 'high', certainty: 'sure' });
    expect(found.renewalPremium).toMatchObject({ confidence: 'high', certainty: 'sure' });
    expect(reasonToCheck(found.renewalPremium)).toBeNull();
    expect(reasonToCheck(found.renewalDate)).toBeNull();
  });

  test('a looser label that no sum confirms: found but unchecked, needs a tick', () => {
    const found = read('Renewal date: 24 January 2027\nPrice: £845.33');
    expect(found.renewalPremium).toMatchObject({ value: '845.33', certainty: 'unchecked' });
    expect(reasonToCheck(found.renewalPremium)).toBe(UNCHECKED_REASON);
  });

  test('the same looser label confirmed by a stated rise against last year: sure', () => {
    const found = read('Renewal date: 24 January 2027\nPrice: £845.33\nThat is £20.00 more than the £825.33 you paid last year.');
    expect(found.renewalPremium).toMatchObject({ value: '845.33', checked: true, certainty: 'sure' });
    expect(reasonToCheck(found.renewalPremium)).toBeNull();
  });

  test('a rise the figures do not make: unchecked, with the sum as the reason', () => {
    const found = read('Renewal date: 24 January 2027\nYour renewal premium: £845.33\nLast year you paid £800.00.\nThat is £20.00 more than last year.');
    expect(found.renewalPremium?.certainty).toBe('unchecked');
    expect(reasonToCheck(found.renewalPremium)).toMatch(/went up by £20\.00/);
  });

  test('a date worked out from the end of cover: derived, needs a tick', () => {
    const found = read('Your policy ends on 11 January 2027\nYour renewal premium: £612.40');
    expect(found.renewalDate).toMatchObject({ value: '2027-01-12', certainty: 'derived' });
    expect(reasonToCheck(found.renewalDate)).toBe(DERIVED_REASON);
  });

  test("last year's price worked out from a stated fall: derived", () => {
    const found = read("Renewal date: 24 January 2027\nYour renewal premium: £1,203.47\nThat's £112.15 less than you paid last year.");
    expect(found.previousPremium).toMatchObject({ value: '1315.62', certainty: 'derived' });
    expect(reasonToCheck(found.previousPremium)).toBe(DERIVED_REASON);
  });

  test('two readings under labels of the same strength: unchecked', () => {
    const found = read('Renewal date: 24 January 2027\nThe cost £612.40\nAnother cost £655.10');
    expect(found.renewalPremium?.certainty).toBe('unchecked');
  });

  test('two clearly labelled readings that disagree, though one label is stronger: unchecked', () => {
    const found = read('Renewal date: 24 January 2027\nYour new premium: £612.40\n\nCar insurance   £655.10');
    expect(found.renewalPremium).toMatchObject({ value: '612.40', certainty: 'unchecked' });
    expect(reasonToCheck(found.renewalPremium)).toBe(UNCHECKED_REASON);
  });

  test("a rule's own reason wins (an unusually low premium, a date that does not exist)", () => {
    const found = read('Renewal date: 31/02/2027\nYour renewal premium: £12.00');
    expect(found.renewalPremium?.certainty).toBe('unchecked');
    expect(reasonToCheck(found.renewalPremium)).toMatch(/unusually low/);
    expect(reasonToCheck(found.renewalDate)).toMatch(/does not exist/);
  });

  test('the car insurance row checked by premium + add-ons = total: sure', () => {
    const text = readFileSync(join(__dirname, 'issue-47', 'addons-price-table.txt'), 'utf8');
    const found = parseRenewalNotice(text, { today: TODAY });
    expect(found.renewalPremium).toMatchObject({ value: '692.10', certainty: 'sure' });
    expect(found.totalPrice).toMatchObject({ certainty: 'sure' });
  });

  test('the rule alone', () => {
    expect(certaintyOf({ confidence: 'low', checked: true })).toBe('sure');
    expect(certaintyOf({ confidence: 'high', checked: true, flag: 'check' })).toBe('unchecked');
    expect(certaintyOf({ confidence: 'high', derived: 'the day after' })).toBe('derived');
    expect(certaintyOf({ confidence: 'medium' })).toBe('unchecked');
    expect(reasonToCheck(undefined)).toBeNull();
  });
});
