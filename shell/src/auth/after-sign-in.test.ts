import { inviteTokenHere, pathAfterSignIn } from './after-sign-in';

const TOKEN = 'a'.repeat(40) + '_-Z';
const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('pathAfterSignIn', () => {
  it("is '/' (spec §4) except from a shared-car invitation, whose page is kept with the token in the fragment", () => {
    expect(pathAfterSignIn(at('/'))).toBe('/');
    expect(pathAfterSignIn(at('/reminders'))).toBe('/');
    expect(pathAfterSignIn(at('/policies', '', `#invite=${TOKEN}`))).toBe(`/policies#invite=${TOKEN}`);
    // A link sent before issue 36 (token in the query): the token moves to the fragment for the load after sign-in.
    expect(pathAfterSignIn(at('/policies', `?invite=${TOKEN}`))).toBe(`/policies#invite=${TOKEN}`);
    expect(pathAfterSignIn(at('/policies', '?filter=urgent', `#invite=${TOKEN}`))).toBe(`/policies#invite=${TOKEN}`);
  });

  it('keeps nothing that is not an invitation token (no open redirect, no other parameters)', () => {
    expect(pathAfterSignIn(at('/policies', '', '#invite=https://evil.example'))).toBe('/');
    expect(pathAfterSignIn(at('/policies', '?invite=short'))).toBe('/');
    expect(pathAfterSignIn(at('/quotes', '', `#invite=${TOKEN}`))).toBe('/');
  });

  it('gives the token to a sign-up from the invitation page only', () => {
    expect(inviteTokenHere(at('/policies', '', `#invite=${TOKEN}`))).toBe(TOKEN);
    expect(inviteTokenHere(at('/', '', `#invite=${TOKEN}`))).toBeNull();
    expect(inviteTokenHere(at('/policies'))).toBeNull();
  });
});
