import { pathAfterSignIn } from './after-sign-in';

const TOKEN = 'a'.repeat(40) + '_-Z';

describe('pathAfterSignIn', () => {
  it("is '/' (spec §4) except from a shared-car invitation, whose address is kept", () => {
    expect(pathAfterSignIn({ pathname: '/', search: '' })).toBe('/');
    expect(pathAfterSignIn({ pathname: '/reminders', search: '' })).toBe('/');
    expect(pathAfterSignIn({ pathname: '/policies', search: `?invite=${TOKEN}` })).toBe(`/policies?invite=${TOKEN}`);
    expect(pathAfterSignIn({ pathname: '/policies', search: `?filter=urgent&invite=${TOKEN}` })).toBe(`/policies?invite=${TOKEN}`);
  });

  it('keeps nothing that is not an invitation token (no open redirect, no other parameters)', () => {
    expect(pathAfterSignIn({ pathname: '/policies', search: '?invite=https://evil.example' })).toBe('/');
    expect(pathAfterSignIn({ pathname: '/policies', search: '?invite=short' })).toBe('/');
    expect(pathAfterSignIn({ pathname: '/quotes', search: `?invite=${TOKEN}` })).toBe('/');
  });
});
