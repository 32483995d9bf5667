// Where a successful sign-in loads (spec §4: '/'), with one exception (issue 27): opened from a shared-car invitation
// ('/policies?invite=<token>'), the user signed in to accept it, so the invitation's address is loaded instead.
const INVITE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function pathAfterSignIn(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  const invite = new URLSearchParams(location.search).get('invite');
  return location.pathname === '/policies' && invite && INVITE_TOKEN.test(invite) ? `/policies?invite=${invite}` : '/';
}
