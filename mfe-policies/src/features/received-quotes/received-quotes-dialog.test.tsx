import { fireEvent, screen, within } from '@testing-library/react';
import type { ReceivedQuote } from '@renewly/shared-contracts/features/received-quotes';
import { installFakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { samplePolicy } from '../../testing/sample-policies';
import ThemedReceivedQuotesDialog from './themed-received-quotes-dialog';

jest.setTimeout(60000);

const quote = (over: Partial<ReceivedQuote>): ReceivedQuote => ({
  id: 'q1',
  policyId: 'p',
  termRenewalDate: '2027-01-10',
  insurer: 'Admiral',
  annualPrice: 528,
  excess: 250,
  coverage: 'Comprehensive',
  source: 'gocompare',
  quotedOn: '2026-11-20',
  reference: 'javascript:alert(1)',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

function open(access: 'owner' | 'viewer') {
  const policy = samplePolicy({ insurer: 'Aviva', currentPremium: '612', previousPremium: '540', access });
  installFakeApi({
    [`GET /api/policies/${policy.id}/received-quotes`]: {
      body: { policyId: policy.id, termRenewalDate: policy.renewalDate, quotes: [quote({}), quote({ id: 'q2', insurer: 'Hastings', annualPrice: 450, coverage: 'Third Party Only' })], cheapestLikeForLike: null },
    },
    'GET /api/auth/user': { body: { firstName: 'Grace' } },
  });
  renderPage(<ThemedReceivedQuotesDialog policy={policy} onClose={() => undefined} />);
}

describe('Quotes you got', () => {
  it('a viewer sees the offer first and each quote compared, the cheapest like for like marked, and no way to change them', async () => {
    open('viewer');
    const rows = await screen.findAllByTestId('received-quote');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByTestId('renewal-offer').textContent).toContain('Renewal offer from Aviva£612 a year');
    expect(rows.map((r) => r.dataset.cheapest ?? '')).toEqual(['', 'true']);
    expect(within(rows[0]!).getByTestId('not-like-for-like').textContent).toBe('Not like for like: third party only');
    expect(within(rows[1]!).getByTestId('compared-with-offer').textContent).toBe('£84 less than the renewal offer');
    // A reference that is not an http(s) link is shown as text, never as a link.
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Add quote' })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask Aviva to do better' }));
    const message = await screen.findByTestId('insurer-message');
    expect(message.textContent).toContain('I have been quoted £528 a year by Admiral');
    expect(message.textContent).toContain('ICOBS 6B');
  });

  it('the owner gets the form and each quote\'s Edit and Delete', async () => {
    open('owner');
    await screen.findAllByTestId('received-quote');
    expect(screen.getByRole('button', { name: 'Add quote' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit the quote from Admiral' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete the quote from Hastings' })).toBeTruthy();
  });
});
