import { render, screen } from '@testing-library/react';
import QuotesPage from './quotes-page';

describe('QuotesPage (exposed as quotes/QuotesPage)', () => {
  it("shows the title 'Insurance Quotes'", () => {
    render(<QuotesPage />);
    expect(screen.getByRole('heading', { name: 'Insurance Quotes' })).toBeTruthy();
  });
});
