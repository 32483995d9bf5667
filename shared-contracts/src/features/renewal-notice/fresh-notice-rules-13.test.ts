// The rules the thirteenth fresh set of notices asked for (mfe-policies read-notice/fresh-printed-notices-13.ts: who,
// which policy, which car, when; five read as photos), each in a few lines of our own, with a near miss that must not
// be taken.
import { GARBLED_YEAR_REASON } from './garbled-year-row';
import { STRAY_ZERO_REASON } from './stray-zero';
import { GARBLED_KIND_REASON } from './unnamed-excess-row';
import { parseRenewalNotice, reasonToCheck } from '../renewal-notice';

const read = (text: string) => parseRenewalNotice(`Your car insurance renewal\n${text}\n`, { today: '2026-11-29' });

describe("a stray '0' before the pounds (OCR of a photographed table cell)", () => {
  test("'£0175' is read as £175 and asks for a tick, whichever money field it is, even when a sum adds up", () => {
    const found = read('Compulsory excess      £300\nVoluntary excess       £0175\nTotal excess           £475');
    expect(found.voluntaryExcess).toMatchObject({ value: '175', flag: 'check', reason: STRAY_ZERO_REASON });
    expect(found.voluntaryExcess?.certainty).toBe('unchecked');
    const premium = read('Your renewal premium      £0612.40\nLast year you paid      £0588.10');
    expect([premium.renewalPremium?.value, premium.previousPremium?.value]).toEqual(['612.40', '588.10']);
    expect([reasonToCheck(premium.renewalPremium), reasonToCheck(premium.previousPremium)]).toEqual([STRAY_ZERO_REASON, STRAY_ZERO_REASON]);
  });

  test('near misses: £0, pence under a pound and a plain figure are as printed; only a stray zero asks for the tick', () => {
    const found = read('Compulsory excess      £300\nVoluntary excess       £0\nTotal excess           £300');
    expect(found.voluntaryExcess?.value).toBe('0');
    expect(found.voluntaryExcess?.reason).not.toBe(STRAY_ZERO_REASON);
    expect(read('Total excess           £450').totalExcess).toMatchObject({ value: '450' });
    expect(read('Total excess           £450').totalExcess?.reason).toBeUndefined();
  });
});

describe('the insurer: brands new to the list', () => {
  test('Green Flag heading its letter and signing it; Chubb as its logo prints it', () => {
    expect(read('  GREEN FLAG                  PO Box 12\nDear Mr Ames,\nThanks for staying with us.\nBest wishes,\nThe team, Green Flag').insurer?.value).toBe('Green Flag');
    expect(read('CHUBB.\nChubb European Group SE\nDear Mrs Vane,\nChubb Private Client Motor – renewal').insurer?.value).toBe('Chubb');
  });

  test("near miss: another brand's letter offering Green Flag breakdown cover is that brand's", () => {
    const text = 'Direct Line\nDear Ms Ford,\nBreakdown cover provided by Green Flag is not included.\nAdd Green Flag Rescue Plus for £96.00.';
    expect(read(text).insurer?.value).toBe('Direct Line');
  });
});

describe('policy number', () => {
  test("letters joined by a dash before the digits ('CPC-MTR 0044871/3'): the whole is the number", () => {
    expect(read('Policy Number            KTE-PMV 0093318/2\nVehicle   Volvo XC60').policyNumber?.value).toBe('KTE-PMV 0093318/2');
  });

  test("'Your ref' beside 'Our ref' is the addressee's own reference, never the policy number", () => {
    // Set first, 'Your ref' would be taken as soon as 'Our ref'.
    const found = read('Your ref: BRK/HOL/2027\nOur ref: DWM/PC 7710293\nDear Mr Hale,');
    expect(found.policyNumber?.value).toBe('DWM/PC 7710293');
    // A 'Policy Number' row beats the letter's references.
    const schedule = read('Our ref: XQ-MOT 5520193/1\nYour ref: JH/2027/44\n\nPolicy Number        XQ-MOT 5520193/1');
    expect(schedule.policyNumber).toMatchObject({ value: 'XQ-MOT 5520193/1', certainty: 'sure' });
  });

  test("near misses: 'N/A' or a word joined to a year is no number; 'Your reference' alone is still offered, never sure", () => {
    expect(read('Policy number   N/A 2027\nVehicle   Ford Ka').policyNumber).toBeUndefined();
    expect(read('Policy number   TO-FOLLOW 2027\nVehicle   Ford Ka').policyNumber).toBeUndefined();
    const alone = read('Your reference: KLM-301-664-102\nDear Mr Shah,');
    expect(alone.policyNumber?.value).toBe('KLM-301-664-102');
    expect(alone.policyNumber?.certainty).not.toBe('sure');
  });
});

describe('registration', () => {
  test("'Reg. No.' (a point after each word) labels the plate: a Northern Ireland plate beside it is read", () => {
    expect(read('Vehicle        Skoda Fabia 1.0\nReg. No.       KIZ 4108').registrationNumber).toMatchObject({ value: 'KIZ4108', certainty: 'sure' });
  });

  test("near misses: a company's 'Reg. No.' and a plate-like reference with no label are no plate", () => {
    expect(read('Smith Brokers Ltd, Company Reg. No. 04512378, Belfast').registrationNumber).toBeUndefined();
    expect(read('Branch code   DZA 4471\nReg. No.  see schedule').registrationNumber).toBeUndefined();
  });
});

describe("a photo's row of last year's premium whose first word OCR garbled", () => {
  test("'Ltyear's premium' under the renewal premium: last year's, asking for a tick", () => {
    const found = read("Renewal premium        £405.20\nLtyear's premium        £389.90\nCompulsory excess   £250");
    expect(found.renewalPremium?.value).toBe('405.20');
    expect(found.previousPremium).toMatchObject({ value: '389.90', reason: GARBLED_YEAR_REASON });
    expect(read("Your renewal premium £405.20\ni.year'spremium £389.90").previousPremium?.value).toBe('389.90');
  });

  test('near misses: the same figure as the renewal, no price named as the renewal, or a row that says its year', () => {
    expect(read("Renewal premium        £405.20\nLtyear's premium        £405.20").previousPremium).toBeUndefined();
    expect(read("Ltyear's premium        £389.90\nCompulsory excess   £250").previousPremium).toBeUndefined();
    // 'Last year's premium' in full is read as it says, with no flag of this rule.
    expect(read("Renewal premium        £405.20\nLast year's premium        £389.90").previousPremium?.reason).toBeUndefined();
  });
});

describe('excess rows', () => {
  test("a row whose kind OCR lost, among the voluntary and total rows: the compulsory when the sum holds, asking for a tick", () => {
    const found = read('mpu    excess      £200\nVoluntary excess     £150\nTotal excess     £350');
    expect(found.compulsoryExcess).toMatchObject({ value: '200', reason: GARBLED_KIND_REASON });
  });

  test('near misses: a sum that does not hold, or a row naming another excess', () => {
    expect(read('mpu    excess      £200\nVoluntary excess     £150\nTotal excess     £400').compulsoryExcess).toBeUndefined();
    expect(read('Windscreen excess      £75\nVoluntary excess     £150\nTotal excess     £225').compulsoryExcess).toBeUndefined();
  });

  test("'Total you'd pay towards a claim' under the compulsory and voluntary rows is the whole excess", () => {
    const found = read("Excess\nCompulsory excess       £300\nVoluntary excess        £100\nTotal you'd pay towards a claim   £400");
    expect(found.totalExcess).toMatchObject({ value: '400', certainty: 'sure' });
  });

  test("near miss: a total of the year's price under the excess rows is no excess", () => {
    const found = read("Compulsory excess       £300\nVoluntary excess        £100\nTotal you'd pay for the year   £731.50");
    expect(found.totalExcess).toBeUndefined();
  });
});
