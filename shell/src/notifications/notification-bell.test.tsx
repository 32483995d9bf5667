import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Notification } from '@renewly/shared-contracts';
import { NotificationBell, NOTIFICATION_PANEL_WIDTH_PX } from './notification-bell';
import { installFakeFetch } from '../../../scripts/jest/fake-fetch';
import { renderWithProviders } from '../lib/testing/render-with-providers';
import { useToastStore } from '../toasts/toast-store';

const notifications: Notification[] = [
  { id: 'n1', title: 'Renewal due', message: 'AB12 CDE renews in 30 days', createdAt: '2026-03-05T09:00:00.000Z', isRead: false },
  { id: 'n2', title: 'MOT reminder', message: 'MOT due soon', createdAt: '2026-03-04T09:00:00.000Z', isRead: false },
  { id: 'n3', title: 'Welcome', message: 'Thanks for joining', createdAt: '2026-03-01T09:00:00.000Z', isRead: true },
];

beforeEach(() => act(() => useToastStore.getState().dismiss()));

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('NotificationBell', () => {
  // The dropdown and the panel load lazily (antd is kept off the first load); load them once up front, as jest's
  // first import of antd takes longer than findBy waits.
  beforeAll(() => Promise.all([import('../header/themed-dropdown'), import('./notification-panel')]), 30000);

  it('shows the unread count and lists the notifications with UK dates and times', async () => {
    installFakeFetch({ 'GET /api/notifications': { body: notifications } });
    renderWithProviders(<NotificationBell />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.querySelector('.renewly-badge')?.textContent).toBe('2');
    const panel = await openPanel();
    expect(panel.style.width).toBe(`${NOTIFICATION_PANEL_WIDTH_PX}px`);
    expect(within(panel).getByText('AB12 CDE renews in 30 days')).toBeTruthy();
    // The time as well as the date (London time; 09:00 UTC in March is 09:00 in London).
    expect(within(panel).getByText('05/03/2026 09:00')).toBeTruthy();
    expect(within(panel).getAllByRole('button', { name: /as read$/ })).toHaveLength(2);
  });

  it('marks one notification read and refetches', async () => {
    let list = notifications;
    const { requests } = installFakeFetch({
      'GET /api/notifications': () => ({ body: list }),
      'PATCH /api/notifications/n1/read': () => {
        list = list.map((n) => (n.id === 'n1' ? { ...n, isRead: true } : n));
        return { body: { ...notifications[0], isRead: true } };
      },
    });
    renderWithProviders(<NotificationBell />);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark "Renewal due" as read' }));
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.url)).toEqual(['/api/notifications/n1/read']);
  });

  it('marks all read; the badge and the action disappear', async () => {
    let list = notifications;
    installFakeFetch({
      'GET /api/notifications': () => ({ body: list }),
      'PATCH /api/notifications/read-all': () => {
        list = list.map((n) => ({ ...n, isRead: true }));
        return { body: { updated: 2 } };
      },
    });
    renderWithProviders(<NotificationBell />);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await screen.findByRole('button', { name: 'Notifications' });
    expect(within(panel).queryByRole('button', { name: 'Mark all read' })).toBeNull();
  });

  it('toasts the spec titles when marking fails', async () => {
    installFakeFetch({
      'GET /api/notifications': { body: notifications },
      'PATCH /api/notifications/n2/read': { status: 404, body: { message: 'Notification not found' } },
      'PATCH /api/notifications/read-all': { status: 400, body: { message: 'Bad request' } },
    });
    renderWithProviders(<NotificationBell />);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark "MOT reminder" as read' }));
    await waitFor(() => expect(document.querySelector('.renewly-toast')?.textContent).toContain('Failed to mark notification as read'));
    expect(document.querySelector('.renewly-toast')?.textContent).toContain('Notification not found');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    await waitFor(() =>
      expect(document.querySelector('.renewly-toast')?.textContent).toContain('Failed to mark all notifications as read'),
    );
  });

  it('shows an empty state', async () => {
    installFakeFetch({ 'GET /api/notifications': { body: [] } });
    renderWithProviders(<NotificationBell />);
    const panel = await openPanel();
    expect(await within(panel).findByText('No notifications yet')).toBeTruthy();
  });
});
