// Issue 51: "What happened at renewal?" does not carry the old insurer's price into "Switched insurer", and closing
// it with something typed asks first.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { addDays, londonToday } from '@renewly/shared-contracts';
import { installFakeApi } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import { samplePolicy } from '../../testing/sample-policies';
import ThemedRenewalAnswerDialog from './themed-renewal-answer-dialog';

jest.setTimeout(60000);

function open(answer: 'switched' | 'renewed', onClose: () => void = () => undefined) {
  const policy = samplePolicy({ insurer: 'Aviva', currentPremium: '612', renewalDate: addDays(londonToday(), -2) });
  installFakeApi({
    [`GET /api/policies/${policy.id}/received-quotes`]: { body: { policyId: policy.id, termRenewalDate: policy.renewalDate, quotes: [], cheapestLikeForLike: null } },
  });
  renderPage(<ThemedRenewalAnswerDialog policy={policy} answer={answer} onClose={onClose} />);
}

const price = () => screen.getByLabelText(/Price paid for the year/) as HTMLInputElement;

it('"Switched insurer" starts with no price, not the old insurer\'s; back to "Renewed" brings its price back', async () => {
  open('renewed');
  await screen.findByRole('radio', { name: /Switched insurer/ });
  expect(price().value).toBe('612');
  fireEvent.click(screen.getByRole('radio', { name: /Switched insurer/ }));
  await screen.findByLabelText(/New insurer/);
  expect(price().value).toBe('');
  fireEvent.click(screen.getByRole('radio', { name: /Renewed with Aviva/ }));
  await waitFor(() => expect(price().value).toBe('612'));
});

it('opened on "Switched insurer" the price is empty', async () => {
  open('switched');
  await screen.findByLabelText(/New insurer/);
  expect(price().value).toBe('');
});

it('Escape with something typed asks "Discard changes?" instead of closing', async () => {
  const closed: string[] = [];
  open('switched', () => closed.push('closed'));
  fireEvent.change(await screen.findByLabelText(/New insurer/), { target: { value: 'Direct Line' } });
  fireEvent.keyDown(screen.getByLabelText(/New insurer/), { key: 'Escape', code: 'Escape' });
  expect(await screen.findByText('Discard changes?')).toBeTruthy();
  expect(closed).toEqual([]);
  fireEvent.click(screen.getByRole('button', { name: 'Discard' }));
  expect(closed).toEqual(['closed']);
});
