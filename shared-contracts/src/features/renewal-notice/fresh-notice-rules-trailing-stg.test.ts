// A ledger's figures marked 'STG' after them are pounds wherever they stand (bare-money-figures.ts); a fee across a
// wide gap is still a fee, the plan's total payable is the one its words stand beside, and the premium and the fees
// making the total paid in one go confirm the premium (instalments.ts). In our own wording, with near misses.
import { findPaymentTerms } from './instalments';
import { readShortNotice as read, shownAll } from './test-support/short-notice';

const WIDE = ' '.repeat(64);

describe("figures marked 'STG', fees across wide gaps, and which total payable is the plan's", () => {
  test("'734.90 STG' rows are read as money, and premium + fee = total payable confirms the premium", () => {
    const found = read([`Renewal premium (incl. IPT)${WIDE}734.90 STG`, `Broker fee${WIDE}25.00 STG`, `Total payable${WIDE}759.90 STG`].join('\n'));
    expect(shownAll(found, 'renewalPremium')).toEqual(['734.90']);
  });

  test("near miss: a premium and fee that do not make the total paid in one go confirm nothing", () => {
    const found = read([`Renewal premium (incl. IPT)${WIDE}734.90 STG`, `Broker fee${WIDE}25.00 STG`, `Total payable${WIDE}769.90 STG`].join('\n'));
    expect(shownAll(found, 'renewalPremium')).toEqual(['734.90?']);
  });

  test("the plan's total payable is the one beside its words, not the price paid in one go", () => {
    const terms = findPaymentTerms(['Total payable   £759.90', 'By instalments: deposit £75.99, then 10 monthly instalments of £72.88;', 'total amount payable £804.79, charge for credit £44.89.'].join('\n'));
    expect(terms.totalPayable?.value).toBe('804.79');
    expect(terms.checked).toBe(true);
    expect(findPaymentTerms('Total payable   £759.90\nThank you for renewing.').totalPayable?.value).toBe('759.90');
  });

  test("a fee more than 60 spaces from its figure is found", () => {
    expect(findPaymentTerms(`Broker fee${WIDE}£25.00`).fees.map((f) => f.value)).toEqual(['25.00']);
  });
});
