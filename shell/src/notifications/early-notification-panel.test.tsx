// Issue 38: the bell's plain panel, drawn by the server with the page's notifications, is redrawn with the page's
// notifications as they are at the first tap on an idle page (a reminder may have arrived since the page loaded).
import { renderToStaticMarkup } from 'react-dom/server';
import type { Notification } from '@renewly/shared-contracts';
import { EarlyNotificationPanel, refreshEarlyNotificationPanel } from './early-notification-panel';

const notification = (id: string, title: string, isRead = false): Notification =>
  ({ id, userId: 'u1', policyId: 'p1', title, message: `${title}: renews soon`, type: 'reminder', isRead, createdAt: '2026-11-20T09:00:00.000Z' }) as Notification;

afterEach(() => {
  document.body.innerHTML = '';
});

test('redrawn in place with the notifications as they are now, the panel element itself kept', () => {
  document.body.innerHTML = renderToStaticMarkup(<EarlyNotificationPanel notifications={[notification('n1', 'Old one')]} />);
  const panel = document.querySelector('[data-early-dialog="bell"]')!;
  expect(panel.textContent).toContain('Old one');

  expect(refreshEarlyNotificationPanel([notification('n2', 'Arrived since', false), notification('n1', 'Old one', true)])).toBe(true);
  expect(document.querySelector('[data-early-dialog="bell"]')).toBe(panel);
  const titles = [...panel.querySelectorAll('.renewly-notification-title')].map((t) => t.textContent);
  expect(titles).toEqual(['Arrived since', 'Old one']);
  expect([...panel.querySelectorAll('.renewly-notification-item')].map((i) => i.classList.contains('is-unread'))).toEqual([true, false]);
  expect(panel.querySelectorAll('.renewly-notification-head')).toHaveLength(1);

  refreshEarlyNotificationPanel([]);
  expect(panel.textContent).toContain('No notifications yet');
});

test('a page without the plain panel: nothing to redraw', () => {
  expect(refreshEarlyNotificationPanel([notification('n1', 'One')])).toBe(false);
});
