// The settings page's data part (issue 12): the private calendar feed, export, account deletion.
export function YourDataSettings() {
  return null;
}
