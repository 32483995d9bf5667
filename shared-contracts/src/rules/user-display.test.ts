import { displayName, initials } from './user-display';

describe('displayName', () => {
  it('is first plus last name when both exist', () => {
    expect(displayName({ firstName: 'Jane', lastName: 'Smith', username: 'jane@example.com' })).toBe('Jane Smith');
  });
  it('falls back to the username when a name part is missing or blank', () => {
    expect(displayName({ firstName: 'Jane', lastName: '', username: 'jane@example.com' })).toBe('jane@example.com');
    expect(displayName({ firstName: '  ', lastName: 'Smith', username: 'jane@example.com' })).toBe('jane@example.com');
  });
  it('is empty without a user', () => {
    expect(displayName(null)).toBe('');
  });
});

describe('initials', () => {
  it('uses first letters of first and last name, upper case', () => {
    expect(initials({ firstName: 'jane', lastName: 'smith', username: 'x@example.com' })).toBe('JS');
  });
  it('falls back to the first letter of the username', () => {
    expect(initials({ firstName: 'Jane', username: 'jane@example.com' })).toBe('J');
  });
  it("is 'U' when there is nothing to use", () => {
    expect(initials({})).toBe('U');
    expect(initials(undefined)).toBe('U');
  });
});
