// Issue 40: the profile's "Two-step sign-in" card against a fake API at the network boundary.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClientDefaults } from '@renewly/shared-contracts';
import { installFakeFetch } from '../../../../scripts/jest/fake-fetch';
import { TwoStepCard } from './components/two-step-card';

const OFF = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
const ON = { enabled: true, enabledAt: '2026-11-26T18:00:00.000Z', recoveryCodesLeft: 7 };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-2345${i}`);
const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/Renewly:jo?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' };

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryClientDefaults.queries, retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TwoStepCard />
    </QueryClientProvider>,
  );
}
const codeField = () => screen.getByLabelText('Enter the 6-digit code from your authenticator app') as HTMLInputElement;

test('turns on from the QR code and key: a bad code is refused under the field, then the 10 codes are shown once', async () => {
  let enabled = false;
  const { requests } = installFakeFetch({
    'GET /api/two-step': () => ({ body: enabled ? { ...ON, recoveryCodesLeft: 10 } : OFF }),
    'POST /api/two-step/setup': { body: SETUP },
    'POST /api/two-step/enable': (r) => {
      if ((r.body as { code: string }).code !== '246810') return { status: 400, body: { message: 'That code is not right. Check your authenticator app and try again.' } };
      enabled = true;
      return { body: { codes: CODES, status: { ...ON, recoveryCodesLeft: 10 } } };
    },
  });
  renderCard();
  expect(await screen.findByText('Off')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
  const qr = (await screen.findByRole('img', { name: 'QR code to add Renewly to your authenticator app' })) as HTMLImageElement;
  expect(qr.src).toBe(SETUP.qrCode);
  expect(screen.getByTestId('two-step-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
  // Issue 51 item 27: on the phone that holds the app, the link opens it with the key; or the key is copied.
  expect(screen.getByRole('link', { name: 'Open in your authenticator app' }).getAttribute('href')).toBe(SETUP.otpauthUri);
  const copied: string[] = [];
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void copied.push(text) } });
  fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
  await waitFor(() => expect(copied).toEqual([SETUP.secret]));

  fireEvent.change(codeField(), { target: { value: '12a456' } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(screen.getByRole('alert').textContent).toBe('The code is 6 digits: numbers only');
  expect(codeField().getAttribute('aria-invalid')).toBe('true');
  expect(requests.filter((r) => r.url.endsWith('/enable'))).toHaveLength(0);

  fireEvent.change(codeField(), { target: { value: '111111' } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  expect(await screen.findByText('That code is not right. Check your authenticator app and try again.')).toBeTruthy();

  fireEvent.change(codeField(), { target: { value: '246 810' } });
  fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
  const list = await screen.findByTestId('recovery-codes');
  expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(CODES);
  expect(requests.filter((r) => r.url.endsWith('/enable')).at(-1)?.body).toEqual({ code: '246810' });
  fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
  expect(await screen.findByText('You have 10 recovery codes left')).toBeTruthy();
  expect(screen.queryByTestId('recovery-codes')).toBeNull();
  expect(screen.getByTestId('two-step-status').textContent).toBe('On');
});

// The confirms load antd on first use: slow on a busy machine.
jest.setTimeout(30_000);

test('on: codes left, new codes after a confirmation, and a refused turn-off says why', async () => {
  installFakeFetch({
    'GET /api/two-step': { body: ON },
    'POST /api/two-step/recovery-codes': { body: { codes: CODES, status: { ...ON, recoveryCodesLeft: 10 } } },
    'DELETE /api/two-step': { status: 403, body: { message: 'Please confirm it’s you to continue', reauthRequired: true } },
  });
  renderCard();
  expect(await screen.findByText('You have 7 recovery codes left')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Make new recovery codes' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, make new codes' }));
  expect(await screen.findByTestId('recovery-codes')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
  expect(await screen.findByText('You have 10 recovery codes left')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Yes, turn off' }));
  expect((await screen.findByTestId('two-step-error')).textContent).toBe('Please confirm it’s you to continue');
  expect(screen.getByTestId('two-step-status').textContent).toBe('On');
});
