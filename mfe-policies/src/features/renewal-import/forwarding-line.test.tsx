// Issue 49: the import dialog's forwarding line shows the user's live address with Copy, and nothing otherwise.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClientDefaults } from '@renewly/shared-contracts';
import { FORWARDING_TEXTS } from '@renewly/shared-contracts/features/forwarding-address';
import { installFakeFetch } from '../../../../scripts/jest/fake-fetch';
import { ForwardingLine } from './forwarding-line';

jest.setTimeout(30_000);
const ADDRESS = `renewals+${'c'.repeat(26)}@in.renewly.test`;

function renderLine(body: unknown) {
  const { requests } = installFakeFetch({ 'GET /api/forwarding-address': { body } });
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryClientDefaults.queries, retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ForwardingLine />
    </QueryClientProvider>,
  );
  return requests;
}

test('a live address: one line with the address and Copy', async () => {
  const writeText = jest.fn(async () => undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  renderLine({ configured: true, enabled: true, address: ADDRESS, createdAt: '2026-11-01T10:00:00.000Z', emailWhenRead: true });
  expect((await screen.findByTestId('forwarding-line')).textContent).toContain(`${FORWARDING_TEXTS.importLine} ${ADDRESS}`);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy the forwarding address' })));
  expect(writeText).toHaveBeenCalledWith(ADDRESS);
});

test.each([
  ['the server has no INBOUND_DOMAIN', { configured: false, enabled: false, address: null, createdAt: null, emailWhenRead: false }],
  ['the address is off', { configured: true, enabled: false, address: ADDRESS, createdAt: '2026-11-01T10:00:00.000Z', emailWhenRead: true }],
  ['no address yet', { configured: true, enabled: false, address: null, createdAt: null, emailWhenRead: false }],
])('%s: nothing about forwarding', async (_case, body) => {
  const requests = renderLine(body);
  await waitFor(() => expect(requests).toHaveLength(1));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(screen.queryByTestId('forwarding-line')).toBeNull();
  expect(document.body.textContent).not.toContain('forward');
});
