import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { onToast, type ToastDetail } from '@renewly/shared-contracts';
import { PushBanner } from './push-banner';

type Permission = 'default' | 'granted' | 'denied';

/** Browser APIs the banner reads: Notification (permission + request) and a service worker container. */
function installBrowserPush(permission: Permission, answer: Permission = permission) {
  const NotificationStub = { permission, requestPermission: jest.fn(async () => answer) };
  Object.defineProperty(window, 'Notification', { value: NotificationStub, configurable: true, writable: true });
  Object.defineProperty(window.navigator, 'serviceWorker', { value: {}, configurable: true });
  return NotificationStub;
}

function removeBrowserPush() {
  delete (window as { Notification?: unknown }).Notification;
  delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
}

let toasts: ToastDetail[] = [];
let stop = () => {};
beforeEach(() => {
  window.localStorage.clear();
  toasts = [];
  stop = onToast((t) => toasts.push(t));
});
afterEach(() => {
  stop();
  removeBrowserPush();
});

const banner = () => screen.queryByRole('complementary', { name: 'Enable notifications' });

describe('PushBanner', () => {
  it('shows when push is supported and permission is default', () => {
    installBrowserPush('default');
    render(<PushBanner />);
    expect(banner()).not.toBeNull();
  });

  it.each<Permission>(['granted', 'denied'])('stays hidden when permission is %s', (permission) => {
    installBrowserPush(permission);
    render(<PushBanner />);
    expect(banner()).toBeNull();
  });

  it('stays hidden without service workers (permission treated as denied)', () => {
    installBrowserPush('default');
    delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
    render(<PushBanner />);
    expect(banner()).toBeNull();
  });

  it('remembers a dismissal under notification-banner-dismissed', () => {
    installBrowserPush('default');
    const { unmount } = render(<PushBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner()).toBeNull();
    expect(window.localStorage.getItem('notification-banner-dismissed')).toBe('true');
    unmount();
    render(<PushBanner />);
    expect(banner()).toBeNull();
  });

  it('Enable asks for permission; granted -> Notifications enabled', async () => {
    const stub = installBrowserPush('default', 'granted');
    render(<PushBanner />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enable' })));
    expect(stub.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Notifications enabled',
        description: 'You will now receive policy renewal reminders',
        variant: 'success',
      }),
    );
    expect(banner()).toBeNull();
  });

  it('Enable refused -> Notifications disabled', async () => {
    installBrowserPush('default', 'denied');
    render(<PushBanner />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enable' })));
    await waitFor(() =>
      expect(toasts).toContainEqual({
        title: 'Notifications disabled',
        description: 'Enable notifications to receive policy reminders',
        variant: 'error',
      }),
    );
  });
});
