import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { queryClientDefaults } from '@renewly/shared-contracts';
import type { SignedInSession } from '@renewly/shared-contracts/features/account-sessions';
import { installFakeFetch } from '../../../../../scripts/jest/fake-fetch';
import { fixUpFocusOnDisabled, treatConnectedElementsAsDrawn } from './focus-test-layout';
import { describeSession, SignedInSessions } from './signed-in-sessions';

test('issue 51 item 9: a browser the API could not name is "Unknown browser", also when the system is known', () => {
  expect(describeSession({ browser: 'Chrome 131', system: 'Windows 10' })).toBe('Chrome 131 on Windows 10');
  expect(describeSession({ browser: null, system: 'Windows 10' })).toBe('Unknown browser on Windows 10');
  expect(describeSession({ browser: 'Safari 17', system: null })).toBe('Safari 17');
  expect(describeSession({ browser: null, system: null })).toBe('Unknown browser');
});

describe('signing out another device (issue 51 item 31)', () => {
  const at = '2026-11-28T09:00:00.000Z';
  const SESSIONS: SignedInSession[] = [
    { id: 'here', browser: 'Chrome 131', system: 'Windows 10', signedInAt: at, lastUsedAt: at, current: true },
    { id: 'phone', browser: 'Safari 17', system: 'iOS 17', signedInAt: at, lastUsedAt: at, current: false },
    { id: 'tablet', browser: 'Firefox 133', system: 'Android 14', signedInAt: at, lastUsedAt: at, current: false },
  ];
  let restoreLayout = () => {};
  beforeAll(() => (restoreLayout = treatConnectedElementsAsDrawn()));
  afterAll(() => restoreLayout());

  function renderList() {
    let sessions = SESSIONS;
    installFakeFetch({
      'GET /api/auth/sessions': () => ({ body: sessions }),
      'DELETE /api/auth/sessions/phone': () => {
        // The browser's focus fix-up while the row's button is disabled, before the list is drawn again without it.
        fixUpFocusOnDisabled();
        sessions = sessions.filter((s) => s.id !== 'phone');
        return { body: { message: 'That device is signed out.', current: false } };
      },
      'DELETE /api/auth/sessions/tablet': () => {
        fixUpFocusOnDisabled();
        sessions = sessions.filter((s) => s.id !== 'tablet');
        return { body: { message: 'That device is signed out.', current: false } };
      },
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { ...queryClientDefaults.queries, retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <SignedInSessions />
      </QueryClientProvider>,
    );
  }

  test("focus moves to the next row's Sign out (or the last one), not to the page body", async () => {
    renderList();
    const phone = await screen.findByRole('button', { name: 'Sign out of Safari 17 on iOS 17' });
    phone.focus();
    fireEvent.click(phone);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign out of Safari 17 on iOS 17' })).toBeNull());
    const tablet = screen.getByRole('button', { name: 'Sign out of Firefox 133 on Android 14' });
    await waitFor(() => expect(document.activeElement).toBe(tablet));

    // The last row: focus goes to the row before it, now the last.
    fireEvent.click(tablet);
    await waitFor(() => expect(screen.getAllByTestId('signed-in-session')).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out of this device (Chrome 131 on Windows 10)' })));
  });
});
