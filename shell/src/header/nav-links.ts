export interface NavItem {
  to: string;
  label: string;
  mobileLabel: string;
}

/** Spec §2: the top and mobile navigation ('Trends' on mobile). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', mobileLabel: 'Dashboard' },
  { to: '/reminders', label: 'Reminders', mobileLabel: 'Reminders' },
  { to: '/quotes', label: 'Quotes', mobileLabel: 'Quotes' },
  { to: '/policies', label: 'Policies', mobileLabel: 'Policies' },
  { to: '/market-trends', label: 'Market Trends', mobileLabel: 'Trends' },
];
