// Issue 51 item 31: after "Add a passkey" (the button is disabled and the browser's passkey prompt takes focus while
// it asks), focus comes back to the button, not to the page body, whether the passkey was added or the prompt cancelled.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClientDefaults } from '@renewly/shared-contracts';
import { PASSKEY_TEXTS } from '@renewly/shared-contracts/features/passkeys-texts';
import { installFakeFetch } from '../../../../../scripts/jest/fake-fetch';
import { PasskeysCard } from './passkeys-card';
import { fixUpFocusOnDisabled, treatConnectedElementsAsDrawn } from './focus-test-layout';

let restoreLayout = () => {};
beforeAll(() => {
  restoreLayout = treatConnectedElementsAsDrawn();
  // A browser with WebAuthn.
  Object.defineProperty(window, 'PublicKeyCredential', { configurable: true, value: function PublicKeyCredential() {} });
});
afterAll(() => {
  restoreLayout();
  delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
});

const buffer = (...bytes: number[]) => new Uint8Array(bytes).buffer;
const ADDED = { id: 'pk1', name: 'My phone', createdAt: '2026-11-29T04:00:00.000Z', lastUsedAt: null, backedUp: false };

/** The browser's passkey prompt (the button disabled meanwhile loses focus), then the user makes the passkey or cancels. */
function browserPrompt(outcome: 'added' | 'cancelled') {
  const create = jest.fn(async () => {
    fixUpFocusOnDisabled();
    expect(document.activeElement).toBe(document.body);
    if (outcome === 'cancelled') throw new DOMException('The operation either timed out or was not allowed.', 'NotAllowedError');
    return {
      id: 'AQID',
      rawId: buffer(1, 2, 3),
      type: 'public-key',
      response: { attestationObject: buffer(4), clientDataJSON: buffer(5) },
      getClientExtensionResults: () => ({}),
      authenticatorAttachment: 'platform',
    };
  });
  Object.defineProperty(navigator, 'credentials', { configurable: true, value: { create, get: jest.fn() } });
  return create;
}

function renderCard() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryClientDefaults.queries, retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PasskeysCard />
    </QueryClientProvider>,
  );
}

test.each([
  ['added', () => screen.findByText(ADDED.name)],
  ['cancelled', () => screen.findByText(PASSKEY_TEXTS.cancelled)],
] as const)("focus comes back to 'Add a passkey' once the browser's prompt is over (passkey %s)", async (outcome, shown) => {
  const create = browserPrompt(outcome);
  const { requests } = installFakeFetch({
    'GET /api/passkeys': { body: [] },
    'POST /api/passkeys/registration/options': {
      body: {
        challenge: 'Y2hhbGxlbmdl',
        rp: { name: 'Renewly', id: 'localhost' },
        user: { id: 'dXNlcg', name: 'jo@example.co.uk', displayName: 'Jo' },
        pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
      },
    },
    'POST /api/passkeys/registration/verify': { body: ADDED },
  });
  renderCard();
  expect(await screen.findByTestId('no-passkeys')).toBeTruthy();
  fireEvent.change(screen.getByLabelText(PASSKEY_TEXTS.nameLabel), { target: { value: 'My phone' } });
  const button = screen.getByRole('button', { name: PASSKEY_TEXTS.add }) as HTMLButtonElement;
  button.focus();
  fireEvent.submit(button.closest('form')!);
  expect(await shown()).toBeTruthy();
  expect(create).toHaveBeenCalledTimes(1);
  expect(requests.filter((r) => r.url === '/api/passkeys/registration/verify')).toHaveLength(outcome === 'added' ? 1 : 0);
  await waitFor(() => expect(document.activeElement).toBe(button));
  expect(button.disabled).toBe(false);
});
