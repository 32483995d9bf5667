import { fireEvent, screen, within } from '@testing-library/react';
import type { Policy } from '@renewly/shared-contracts';
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
  addOns: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...over,
});

/** A notice imported: Aviva's offer £612, this year's price £540. */
const noticed = { insurer: 'Aviva', currentPremium: '612', renewalOffer: '612', previousPremium: '540' };

function open(access: 'owner' | 'viewer', fields: Partial<Policy> = noticed, quotes = [quote({}), quote({ id: 'q2', insurer: 'Hastings', annualPrice: 450, coverage: 'Third Party Only' })]) {
  const policy = samplePolicy({ ...fields, access });
  const api = installFakeApi({
    [`GET /api/policies/${policy.id}/received-quotes`]: {
      body: { policyId: policy.id, termRenewalDate: policy.renewalDate, quotes, cheapestLikeForLike: null },
    },
    [`PUT /api/policies/${policy.id}`]: (request) => {
      const body = request.body as Partial<Policy>;
      return { body: { ...policy, ...body, renewalOfferAddOns: body.renewalOfferAddOns ?? null } };
    },
    'GET /api/auth/user': { body: { firstName: 'Grace' } },
  });
  renderPage(<ThemedReceivedQuotesDialog policy={policy} onClose={() => undefined} />);
  return { policy, api };
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

  it('issue 51: with no offer recorded (no notice) it says so and asks for it; this year’s price is never an offer', async () => {
    open('viewer', { insurer: 'Admiral', currentPremium: '540', previousPremium: '495', renewalOffer: null });
    await screen.findAllByTestId('received-quote');
    const offerRow = within(screen.getByRole('dialog')).getByTestId('renewal-offer');
    expect(offerRow.textContent).not.toContain('£540');
    expect(within(offerRow).getByTestId('no-renewal-offer').textContent).toBe('No renewal offer recorded yet. Import the renewal notice from Admiral to add it.');
    expect(screen.queryAllByTestId('compared-with-offer')).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Ask Admiral to do better' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('issue 51: the owner types the offer and its add-ons; a cheaper quote without the breakdown cover is not like for like', async () => {
    const quotes = [
      quote({ id: 'bare', insurer: 'Hastings', annualPrice: 480, addOns: [], reference: null }),
      quote({ id: 'full', insurer: 'LV=', annualPrice: 530, addOns: ['breakdown'], reference: null }),
    ];
    const { policy, api } = open('owner', { insurer: 'Admiral', currentPremium: '540', previousPremium: '495', renewalOffer: null }, quotes);
    await screen.findAllByTestId('received-quote');
    expect(screen.getByTestId('no-renewal-offer').textContent).toContain('No renewal offer recorded yet. Type the price Admiral offered');
    fireEvent.change(screen.getByRole('textbox', { name: /^Renewal price from Admiral \(£ a year\)/ }), { target: { value: '560' } });
    fireEvent.click(within(screen.getByRole('group', { name: 'Included in the offer' })).getByLabelText('Breakdown cover'));
    fireEvent.click(screen.getByRole('button', { name: 'Save the offer' }));
    await screen.findByText('Renewal offer from Admiral');
    const put = api.requests.find((r) => r.method === 'PUT');
    // Saved as the notice import saves an offer: this year's price (£540) becomes previousPremium, last year's (£495) goes into the history.
    expect(put?.url).toBe(`/api/policies/${policy.id}`);
    expect(put?.body).toMatchObject({ currentPremium: '560', renewalOffer: '560', previousPremium: '540', renewalOfferAddOns: ['breakdown'] });
    const rows = screen.getAllByTestId('received-quote');
    expect(within(rows[0]!).getByTestId('not-like-for-like').textContent).toBe('Not like for like: no breakdown cover');
    expect(rows.map((r) => r.dataset.cheapest ?? '')).toEqual(['', 'true']);
    expect(within(screen.getByTestId('renewal-offer')).getByText(/Breakdown cover/)).toBeTruthy();
  });
});
