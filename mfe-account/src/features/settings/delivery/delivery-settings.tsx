// The settings page's delivery part (issue 12): delivery hour, quiet hours, the channels new reminders start with.
export function DeliverySettings() {
  return null;
}
