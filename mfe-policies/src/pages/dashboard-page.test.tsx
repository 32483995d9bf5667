import { screen, within } from '@testing-library/react';
import { formatUkDate } from '@renewly/shared-contracts';
import { tipOfTheDay } from '@renewly/shared-contracts/features/tip-of-the-day';
import { installFakeApi } from '../testing/fake-api';
import { renderPage } from '../testing/render-page';
import { samplePolicy } from '../testing/sample-policies';
import DashboardPage from './dashboard-page';

jest.setTimeout(30000);

const tips = [
  { title: 'Tip A', description: 'First tip text', category: 'Savings', priority: 'high' },
  { title: 'Tip B', description: 'Second tip text', category: 'Cover', priority: 'low' },
];
const user = {
  id: 'u1',
  username: 'alex@example.co.uk',
  email: 'alex@example.co.uk',
  firstName: 'Alex',
  lastName: 'Driver',
  mobileNumber: '07700900123',
  emailVerifiedAt: null,
  mobileVerifiedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('DashboardPage', () => {
  it('greets by first name and shows the tiles, the tip and the upcoming renewals', async () => {
    const soon = samplePolicy({ inDays: 12, registrationNumber: 'SO12ONN' });
    const later = samplePolicy({ inDays: 50, registrationNumber: 'LA50TER' });
    installFakeApi({
      'GET /api/auth/user': { body: user },
      'GET /api/dashboard/stats': { body: { activePolicies: 3, upcomingRenewals: 2, potentialSavings: 1234.56 } },
      'GET /api/insurance-tips': { body: { tips } },
      'GET /api/policies': {
        body: [
          later,
          soon,
          samplePolicy({ inDays: 100 }),
          samplePolicy({ inDays: 5, isActive: false, registrationNumber: 'IN05ACT' }),
          samplePolicy({ inDays: -2, registrationNumber: 'EX02PRD' }),
        ],
      },
    });
    renderPage(<DashboardPage />);
    // The page's level-1 heading (axe: page-has-heading-one; the cards are level 2).
    expect((await screen.findByText('Welcome back, Alex!')).tagName).toBe('H1');
    const active = await screen.findByTestId('tile-active-policies');
    expect(within(active).getByText('Active Policies')).toBeTruthy();
    expect(active.textContent).toContain('3');
    expect(active.closest('a')?.getAttribute('href')).toBe('/policies');
    expect(screen.getByTestId('tile-upcoming-renewals').textContent).toContain('2');
    expect(screen.getByTestId('tile-potential-savings').textContent).toContain('£1,235');

    const tip = tipOfTheDay(tips as never);
    expect(within(screen.getByTestId('smart-tip')).getByText(tip.title)).toBeTruthy();
    expect(screen.getByText("Today's Smart Tip")).toBeTruthy();

    const rows = await screen.findAllByTestId('upcoming-renewal');
    expect(rows.map((r) => r.dataset.registration)).toEqual(['SO12ONN', 'LA50TER']);
    expect(rows[0]!.dataset.soon).toBe('true');
    expect(rows[1]!.dataset.soon).toBeUndefined();
    expect(rows[0]!.textContent).toContain(formatUkDate(soon.renewalDate));
    expect(screen.getByTestId('add-policy-card')).toBeTruthy();
  });

  it('shows empty and fallback states', async () => {
    installFakeApi({
      'GET /api/auth/user': { body: user },
      'GET /api/dashboard/stats': { body: { activePolicies: 0, upcomingRenewals: 0, potentialSavings: 0 } },
      'GET /api/insurance-tips': { body: { tips: [] } },
      'GET /api/policies': { body: [] },
    });
    renderPage(<DashboardPage />);
    expect(await screen.findByText('No renewals in the next 60 days.')).toBeTruthy();
    expect(await screen.findByText('Compare Insurance Quotes')).toBeTruthy();
    expect(screen.getByTestId('tile-potential-savings').textContent).toContain('£0');
  });

  it('shows error states when the data cannot load', async () => {
    installFakeApi({ 'GET /api/auth/user': { body: user } });
    renderPage(<DashboardPage />);
    expect(await screen.findByText('Failed to load your statistics. Please try again later.')).toBeTruthy();
    expect(await screen.findByText('Failed to load your renewals. Please try again later.')).toBeTruthy();
  });
});

describe('DashboardPage: savings that are real (issue 39 §6)', () => {
  it('says what the policy years saved, apart from the estimated tile, and never adds the two', async () => {
    const terms = [
      { start: '2024-11-20', end: '2025-11-20', insurer: 'Aviva', insurerPolicyNumber: null, coverage: null, excess: null, renewalOffer: '700', pricePaid: '540', bought: 'switched' as const },
    ];
    installFakeApi({
      'GET /api/auth/user': { body: user },
      'GET /api/dashboard/stats': { body: { activePolicies: 1, upcomingRenewals: 0, potentialSavings: 100 } },
      'GET /api/insurance-tips': { body: { tips } },
      'GET /api/policies': {
        body: [samplePolicy({ renewalDate: '2026-11-20', termStart: '2025-11-20', currentPremium: '612', termRenewalOffer: '884', terms })],
      },
    });
    renderPage(<DashboardPage />);
    const line = await screen.findByTestId('real-savings');
    expect(line.textContent).toContain('You saved £432 since 2024 by not auto-renewing');
    expect(line.textContent).toContain('not estimates');
    expect((await screen.findByTestId('tile-potential-savings')).textContent).toContain('£100');
  });
});
