// Issue 39 §5: "Switched insurer" is filled from the cheapest like-for-like quote the user recorded ('Quotes you got')
// for this renewal, unless they have typed there already.
import { fireEvent, screen } from '@testing-library/react';
import { addDays, londonToday } from '@renewly/shared-contracts';
import type { ReceivedQuote } from '@renewly/shared-contracts/features/received-quotes';
import { installFakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { samplePolicy } from '../../testing/sample-policies';
import ThemedRenewalAnswerDialog from './themed-renewal-answer-dialog';

jest.setTimeout(60000);

const cheapest: ReceivedQuote = {
  id: 'q1',
  policyId: 'p',
  termRenewalDate: addDays(londonToday(), -2),
  insurer: 'Hastings Direct',
  annualPrice: 498.5,
  excess: 250,
  addOns: null,
  coverage: 'Comprehensive',
  source: 'gocompare',
  quotedOn: addDays(londonToday(), -20),
  reference: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};

function open(answer: 'switched' | 'renewed', quote: ReceivedQuote | null) {
  const policy = samplePolicy({ insurer: 'Aviva', currentPremium: '612', renewalDate: addDays(londonToday(), -2), coverage: 'Comprehensive', excess: 250 });
  installFakeApi({
    [`GET /api/policies/${policy.id}/received-quotes`]: {
      body: { policyId: policy.id, termRenewalDate: policy.renewalDate, quotes: quote ? [quote] : [], cheapestLikeForLike: quote },
    },
  });
  renderPage(<ThemedRenewalAnswerDialog policy={policy} answer={answer} onClose={() => undefined} />);
}

describe('What happened at renewal: "Switched insurer" from the quotes you got', () => {
  it('fills the insurer, price, cover and excess from the cheapest like-for-like quote', async () => {
    open('switched', cheapest);
    expect(await screen.findByDisplayValue('Hastings Direct')).toBeTruthy();
    expect(screen.getByDisplayValue('498.5')).toBeTruthy();
  });

  it('choosing "Switched insurer" in the dialog fills it too', async () => {
    open('renewed', cheapest);
    fireEvent.click(await screen.findByRole('radio', { name: /Switched insurer/ }));
    expect(await screen.findByDisplayValue('Hastings Direct')).toBeTruthy();
  });
});
