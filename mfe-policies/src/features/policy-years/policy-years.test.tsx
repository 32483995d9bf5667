import { fireEvent, render, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { addDays, londonToday, RENEWAL_QUESTION, type Policy } from '@renewly/shared-contracts';
import { samplePolicy } from '../../testing/sample-policies';
import { PolicyCard } from '../policies/components/policy-card';

const noop = () => undefined;

function card(policy: Policy, onAnswerRenewal = jest.fn()) {
  return (
    <MemoryRouter>
      <PolicyCard
        policy={policy}
        onEdit={noop}
        onDelete={noop}
        onToggleActive={noop}
        onImport={noop}
        onShare={noop}
        onLeave={noop}
        onCheckDvla={noop}
        onAnswerRenewal={onAnswerRenewal}
      />
    </MemoryRouter>
  );
}

const history: Policy['terms'] = [
  { start: '2024-11-20', end: '2025-11-20', insurer: 'Aviva', insurerPolicyNumber: null, coverage: null, excess: null, renewalOffer: '700', pricePaid: '540', bought: 'switched' },
];

describe('policy years on the card', () => {
  it("says 'Paid £612 in 2025, £540 in 2024' and draws the chart with every figure in its text alternative", () => {
    const { getByTestId } = render(card(samplePolicy({ renewalDate: '2026-11-20', termStart: '2025-11-20', currentPremium: '612', termRenewalOffer: '900', terms: history })));
    expect(getByTestId('paid-history').textContent).toBe('Paid £612 in 2025, £540 in 2024');
    const chart = getByTestId('price-history-chart');
    const svg = chart.querySelector('svg')!;
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.querySelectorAll('circle')).toHaveLength(4);
    expect(within(chart).getByTestId('price-history-figures').textContent).toBe(
      'Price history: 2024: paid £540, renewal offer £700; 2025: paid £612, renewal offer £900',
    );
    expect(document.getElementById(svg.getAttribute('aria-describedby')!)?.textContent).toContain('£612');
  });

  it('draws nothing for a policy with only its current year', () => {
    const { queryByTestId } = render(card(samplePolicy({ previousPremium: null, terms: [] })));
    expect(queryByTestId('policy-years')).toBeNull();
  });

  it('asks "What happened at renewal?" from the day after the date, with the three answers', () => {
    const onAnswer = jest.fn();
    const policy = samplePolicy({ renewalDate: addDays(londonToday(), -1), insurer: 'Admiral' });
    const { getByTestId } = render(card(policy, onAnswer));
    const box = getByTestId('renewal-question');
    expect(within(box).getByRole('heading').textContent).toBe(RENEWAL_QUESTION.title);
    const buttons = within(box).getAllByRole('button').map((b) => b.textContent);
    expect(buttons).toEqual(['Renewed with Admiral', 'Switched insurer', 'No longer insured / sold the car']);
    fireEvent.click(within(box).getByRole('button', { name: 'Switched insurer' }));
    expect(onAnswer).toHaveBeenCalledWith(policy, 'switched', false);
  });

  it('30 days after: "Is {plate} still insured?"; nothing before the date, for an inactive policy, or buttons for a viewer', () => {
    const { getByTestId, queryByTestId, rerender } = render(card(samplePolicy({ registrationNumber: 'AB12CDE', renewalDate: addDays(londonToday(), -30) })));
    expect(within(getByTestId('renewal-question')).getByRole('heading').textContent).toBe('Is AB12 CDE still insured? Driving without insurance is illegal');
    rerender(card(samplePolicy({ renewalDate: londonToday() })));
    expect(queryByTestId('renewal-question')).toBeNull();
    rerender(card(samplePolicy({ renewalDate: addDays(londonToday(), -3), isActive: false })));
    expect(queryByTestId('renewal-question')).toBeNull();
    rerender(card(samplePolicy({ renewalDate: addDays(londonToday(), -3), access: 'viewer' })));
    expect(within(getByTestId('renewal-question')).queryAllByRole('button')).toHaveLength(0);
  });

  it('for 30 days after a rollover, the answer may be changed from the card', () => {
    const onAnswer = jest.fn();
    const from = addDays(londonToday(), -3);
    const policy = samplePolicy({
      renewalDate: addDays(from, 365),
      termStart: from,
      termBought: 'switched',
      terms: [{ ...history![0]!, start: addDays(from, -365), end: from }],
    });
    const { getByTestId, queryByTestId, rerender } = render(card(policy, onAnswer));
    fireEvent.click(getByTestId('change-renewal-answer'));
    expect(onAnswer).toHaveBeenCalledWith(policy, 'switched', false, from);
    rerender(card({ ...policy, access: 'viewer' }, onAnswer));
    expect(queryByTestId('change-renewal-answer')).toBeNull();
    const old = addDays(londonToday(), -40);
    rerender(card({ ...policy, termStart: old, terms: [{ ...history![0]!, start: addDays(old, -365), end: old }] }, onAnswer));
    expect(queryByTestId('change-renewal-answer')).toBeNull();
  });
});
