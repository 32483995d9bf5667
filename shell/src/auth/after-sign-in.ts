// Where a successful sign-in loads (spec §4: '/'), with one exception (issue 27): opened from a shared-car invitation
// ('/policies?invite=<token>'), the user signed in to accept it, so the invitation's address is loaded instead.
import { INVITE_PAGE_PATH, INVITE_PARAM, SHARE_INVITE_TOKEN_PATTERN } from '@renewly/shared-contracts';

export function pathAfterSignIn(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const invite = new URLSearchParams(location.search).get(INVITE_PARAM);
  return location.pathname === INVITE_PAGE_PATH && invite && SHARE_INVITE_TOKEN_PATTERN.test(invite)
    ? `${INVITE_PAGE_PATH}?${INVITE_PARAM}=${invite}`
    : '/';
}
