export interface DisplayableUser {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}

/** First plus last name when both exist, otherwise the username. */
export function displayName(user: DisplayableUser | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return user?.username?.trim() ?? '';
}

/** First letters of first and last name, else the first letter of the username, else 'U'; upper case. */
export function initials(user: DisplayableUser | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first[0]}${last[0]}`.toUpperCase();
  const username = user?.username?.trim();
  if (username) return username[0]!.toUpperCase();
  return 'U';
}
