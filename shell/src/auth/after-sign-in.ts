// Where a successful sign-in loads (spec §4: '/'), with one exception (issue 27): opened from a shared-car invitation
// ('/policies#invite=<token>'; '?invite=' in links sent before issue 36), the user signed in to accept it, so the
// invitation's page is loaded instead, with the token kept in the fragment (never sent to a server, so never logged).
import { INVITE_PAGE_PATH, INVITE_PARAM, inviteTokenOf } from '@renewly/shared-contracts';

export function pathAfterSignIn(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  const invite = location.pathname === INVITE_PAGE_PATH ? inviteTokenOf(location) : null;
  return invite ? `${INVITE_PAGE_PATH}#${INVITE_PARAM}=${invite}` : '/';
}

/** The share invitation's token of this page's address, if any: a sign-up from the invitation sends it (issue 36). */
export function inviteTokenHere(location: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string | null {
  return location.pathname === INVITE_PAGE_PATH ? inviteTokenOf(location) : null;
}
