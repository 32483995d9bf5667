// Issue 47 §3: every field says how sure the reader is of it, and money or dates that are not sure need a tick.
import { readFileSync } from 'fs';
import { join } from 'path';
import { parseRenewalNotice } from '../renewal-notice';
import { certaintyOf, DERIVED_REASON, reasonToCheck, UNCHECKED_REASON, UNCONFIRMED_REASON } from './certainty';

const TODAY = '2026-11-26';
const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}`, { today: TODAY });

describe('certainty of a field', () => {
  test('a date the notice states as the new cover\'s start: checked, sure, nothing to tick', () => {
    for (const line of ['Renewal date: 24 January 2027', 'Your new cover starts on 24 January 2027', 'Period of insurance: from 24/01/2027 to 23/01/2028']) {
      const found = read(`${line}\nYour renewal premium: £612.40`);
      expect([line, found.renewalDate]).toMatchObject([line, { value: '2027-01-24', checked: true, certainty: 'sure' }]);
      expect(reasonToCheck(found.renewalDate)).toBeNull();
    }
  });

  test('a date under a looser word ("renew" alone): unchecked, needs a tick', () => {
    const found = read('We will write before you renew 24 January 2027\nYour renewal premium: £612.40');
    expect(found.renewalDate).toMatchObject({ value: '2027-01-24', certainty: 'unchecked' });
    expect(found.renewalDate?.checked).toBeUndefined();
    expect(reasonToCheck(found.renewalDate)).toBe(UNCHECKED_REASON);
  });

  test('a figure under a label that can only mean it, and nothing else confirming it: unchecked, needs a tick', () => {
    // Before issue 47's last wave, 'high' confidence alone made money sure: a wrong figure under a clear label was saved.
    const found = read('Renewal date: 24 January 2027\nYour renewal premium: £612.40');
    expect(found.renewalPremium).toMatchObject({ confidence: 'high', certainty: 'unchecked' });
    expect(reasonToCheck(found.renewalPremium)).toBe(UNCONFIRMED_REASON);
  });

  test('the same figure stated again on another line that names it: checked, sure', () => {
    const found = read('Renewal date: 24 January 2027\nYour renewal premium: £612.40\nYour premium of £612.40 includes Insurance Premium Tax.');
    expect(found.renewalPremium).toMatchObject({ value: '612.40', checked: true, certainty: 'sure' });
    expect(reasonToCheck(found.renewalPremium)).toBeNull();
  });

  test('stated again on a line that does not name it, or on the same line: not confirmed', () => {
    const other = read('Renewal date: 24 January 2027\nYour renewal premium: £612.40\nAmount enclosed £612.40');
    expect(other.renewalPremium?.certainty).toBe('unchecked');
    const sameLine = read('Renewal date: 24 January 2027\nYour renewal premium: £612.40 (£612.40 a year)');
    expect(sameLine.renewalPremium?.certainty).toBe('unchecked');
  });

  test('a figure two fields share cannot confirm either by being stated again', () => {
    const found = read('Renewal date: 24 January 2027\nYour renewal premium: £612.40\nLast year\'s premium: £612.40\nYour premium of £612.40 is unchanged on last year\'s £612.40.');
    expect(found.renewalPremium?.certainty).toBe('unchecked');
    expect(found.previousPremium?.certainty).toBe('unchecked');
  });

  test('compulsory + voluntary = the total excess stated: all three checked, sure', () => {
    const found = read('Renewal date: 24 January 2027\nYour renewal premium: £612.40\nCompulsory excess: £250\nVoluntary excess: £100\nTotal excess: £350');
    for (const field of [found.compulsoryExcess, found.voluntaryExcess, found.totalExcess]) expect(field).toMatchObject({ checked: true, certainty: 'sure' });
  });

  test('excess parts that do not make the total stated: each unchecked', () => {
    const found = read('Renewal date: 24 January 2027\nYour renewal premium: £612.40\nCompulsory excess: £250\nVoluntary excess: £100\nTotal excess: £400');
    for (const field of [found.compulsoryExcess, found.voluntaryExcess, found.totalExcess]) expect(field?.certainty).toBe('unchecked');
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
    // 'high' alone: sure for a name or number, never for money or a date.
    expect(certaintyOf({ confidence: 'high' })).toBe('unchecked');
    expect(certaintyOf({ confidence: 'high' }, 'money-or-date')).toBe('unchecked');
    expect(certaintyOf({ confidence: 'high' }, 'other')).toBe('sure');
    expect(certaintyOf({ confidence: 'medium' }, 'other')).toBe('unchecked');
    expect(reasonToCheck({ value: '612.40', confidence: 'high', snippet: '£612.40', certainty: 'sure' })).toBe(UNCONFIRMED_REASON);
    expect(certaintyOf({ confidence: 'high', checked: true, flag: 'check' })).toBe('unchecked');
    expect(certaintyOf({ confidence: 'high', derived: 'the day after' })).toBe('derived');
    expect(certaintyOf({ confidence: 'medium' })).toBe('unchecked');
    expect(reasonToCheck(undefined)).toBeNull();
  });
});

describe('the excesses checked by their sum', () => {
  test('compulsory + voluntary = total: all three sure; a total they do not make: all three flagged', () => {
    const adds = read('Excess\nCompulsory excess   £250\nVoluntary excess    £200\nTotal excess        £450');
    expect([adds.compulsoryExcess?.certainty, adds.voluntaryExcess?.certainty, adds.totalExcess?.certainty]).toEqual(['sure', 'sure', 'sure']);
    const fails = read('Excess\nCompulsory excess   £250\nVoluntary excess    £200\nTotal excess        £500');
    for (const field of [fails.compulsoryExcess, fails.voluntaryExcess, fails.totalExcess]) {
      expect(field?.flag).toBe('check');
      expect(reasonToCheck(field)).toMatch(/do not add up to the total excess/);
    }
  });

  test('a whole excess told in a sentence, its two parts labelled: the sum confirms all three', () => {
    const found = read('Excesses\nA claim for damage costs you the first £400 of any claim: a compulsory excess of £150 plus the voluntary excess of £250 you chose.');
    expect([found.compulsoryExcess?.value, found.voluntaryExcess?.value, found.totalExcess?.value]).toEqual(['150', '250', '400']);
    expect([found.compulsoryExcess?.certainty, found.voluntaryExcess?.certainty, found.totalExcess?.certainty]).toEqual(['sure', 'sure', 'sure']);
  });

  test('near miss: the parts do not make the whole the sentence tells: all three flagged, none sure', () => {
    const found = read('Excesses\nYou pay the first £400 of any claim, made up of a compulsory excess of £150 and a voluntary excess of £200.');
    expect([found.compulsoryExcess?.value, found.voluntaryExcess?.value, found.totalExcess?.value]).toEqual(['150', '200', '400']);
    for (const field of [found.compulsoryExcess, found.voluntaryExcess, found.totalExcess]) expect(reasonToCheck(field)).toMatch(/do not add up to the total excess/);
  });
});
