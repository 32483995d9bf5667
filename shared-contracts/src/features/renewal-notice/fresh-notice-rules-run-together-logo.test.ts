// A logo of a short capital name run into the next word by the text layer (set 41's H&H Insurance Brokers, in our own
// wording; own-name-brand.ts), with the near miss of a run-together name the letter never writes apart.
import { letterheadBrand } from './own-name-brand';

const letter = (logo: string, smallPrint: string) => [logo, 'Mr Ian Birkett', 'Low Row Farm', 'Penrith CA11 0AB', 'Dear Mr Birkett, your motor policy is due for renewal.', smallPrint].join('\n');

describe("a logo's short capital name run into the next word", () => {
  test("'K&MInsurance Brokers' is the firm the small print writes apart, 'K&M Insurance Brokers Ltd'", () => {
    expect(letterheadBrand(letter('K&MInsurance Brokers', 'K&M Insurance Brokers Ltd is authorised and regulated by the Financial Conduct Authority.'))?.value).toMatch(/^K&M Insurance/);
  });

  test('near miss: a name the letter never writes apart is not split', () => {
    expect(letterheadBrand(letter('K&MInsurance Brokers', 'Your insurer is authorised and regulated by the Financial Conduct Authority.'))?.value ?? '').not.toMatch(/^K&M /);
  });
});
