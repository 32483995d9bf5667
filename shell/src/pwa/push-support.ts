// Spec §4: push is supported only with both notifications and service workers; otherwise permission counts as denied.

export type PushPermission = 'default' | 'granted' | 'denied';

export function isPushSupported(win: Window = window): boolean {
  return 'Notification' in win && 'serviceWorker' in win.navigator;
}

export function pushPermission(win: Window = window): PushPermission {
  if (!isPushSupported(win)) return 'denied';
  return (win as Window & { Notification: typeof Notification }).Notification.permission;
}
