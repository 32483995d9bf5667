// Set 47's broker email (West Norfolk): the broker moves the policy from one insurer to another, a table setting the
// old insurer's renewal terms beside the recommended new ones, the prose above it naming both prices. In our own
// wording, with near misses.
import { parseRenewalNotice } from '../renewal-notice';

const EMAIL = [
  'From:          Motor Team – Fenmarsh Insurance Services <motor@fenmarshinsurance.example>',
  'Sent:          3 May 2027 10:12',
  'Subject:       Your car insurance renewal',
  'Dear Mr Cole,',
  'Your car insurance renews on 2 June 2027. This year your policy was with Aviva, and you paid',
  '£540.10. Aviva want £655.00 for next year, an increase of £114.90, so we asked our panel again.',
  'We recommend Ageas at £598.40. That is £56.60 less than Aviva\'s renewal price.',
  '                         Aviva (renewal terms)        Ageas (recommended)',
  'Annual premium                  £655.00                   £598.40',
  'Compulsory excess                 £300                      £250',
  'Voluntary excess                  £100                      £150',
  'Total excess                      £400                      £400',
  'Kind regards,',
  'Fenmarsh Insurance Services Ltd',
  'Fenmarsh Insurance Services Ltd is authorised and regulated by the Financial Conduct Authority.',
].join('\n');

const read = (text: string) => {
  const n = parseRenewalNotice(text, { today: '2026-11-29' });
  return { insurer: n.insurer?.value, renewal: n.renewalPremium?.value, last: n.previousPremium?.value, excesses: [n.compulsoryExcess?.value, n.voluntaryExcess?.value, n.totalExcess?.value] };
};

describe('a broker moving the policy to the insurer it recommends', () => {
  test("the recommended column's figures, last year's from the prose, the broker as the sender", () => {
    expect(read(EMAIL)).toEqual({ insurer: 'Fenmarsh Insurance Services', renewal: '598.40', last: '540.10', excesses: ['250', '150', '400'] });
  });

  test('near miss: no column marked, so the excess rows are not read as the recommended insurer\'s', () => {
    expect(read(EMAIL.replace('(recommended)', '(new terms)  ')).excesses).not.toEqual(['250', '150', '400']);
  });

  test('near miss: a sender the small print does not say is regulated does not outrank the insurers named', () => {
    expect(read(EMAIL.replace(/Fenmarsh Insurance Services Ltd is authorised[^\n]*/, 'Calls may be recorded.')).insurer).not.toBe('Fenmarsh Insurance Services');
  });
});
