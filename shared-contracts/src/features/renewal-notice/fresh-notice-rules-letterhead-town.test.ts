// Set 52's scanned Lorica letter: the letterhead 'LORICA Insurance Brokers · York' read by OCR as 'LO RICA Insurance
// Brokers + York', the small print naming 'Lorica Insurance Brokers Ltd' as the firm regulated.
import { findInsurerBrand } from './insurer-brand';

const letter = (head: string) =>
  findInsurerBrand(
    [
      head,
      'Mrs Joanne Dixon',
      'Private car insurance renewal - policy LOR/PM/662019',
      'Yours sincerely,',
      'Account Executive',
      'Lorica Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority.',
    ].join('\n'),
  );

describe('a letterhead OCR garbled, its town after a separator', () => {
  test("'LO RICA Insurance Brokers + York': the small print's firm, asking for a tick", () => {
    expect(letter('LO RICA Insurance Brokers + York')).toMatchObject({ value: 'Lorica Insurance Brokers', flag: 'check' });
  });

  test("near miss: 'LO RICA Insurance Brokers of York' runs on in words, no separator: not the firm's own line", () => {
    expect(letter('LO RICA Insurance Brokers of York')?.value).not.toBe('Lorica Insurance Brokers');
  });
});
