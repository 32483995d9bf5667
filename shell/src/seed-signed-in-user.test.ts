import { QueryClient } from '@tanstack/react-query';
import { QUERY_KEYS } from '@renewly/shared-contracts';
import { userSchema } from '@renewly/shared-contracts/features/schemas';
import { inlinedUser, seedSignedInUser } from './seed-signed-in-user';

const user = {
  id: '64b7f0c2a1b2c3d4e5f60718',
  username: 'sam@example.com',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Jones',
  mobileNumber: '07123456789',
  emailVerifiedAt: null,
  mobileVerifiedAt: null,
  createdAt: '2026-11-01T09:00:00.000Z',
};

describe('the inlined user, checked by shape without zod', () => {
  it('keeps a User, and only its fields, as userSchema would', () => {
    expect(inlinedUser({ ...user, extra: 'x' })).toEqual(userSchema.parse({ ...user, extra: 'x' }));
  });

  it.each([
    ['null', null],
    ['a missing field', { ...user, lastName: undefined }],
    ['a number for a string', { ...user, mobileNumber: 7123456789 }],
    ['an unreadable createdAt', { ...user, createdAt: 'yesterday' }],
  ])('refuses %s', (_what, value) => {
    expect(inlinedUser(value)).toBeUndefined();
  });

  it('seeds the auth query only with a well-formed user', () => {
    const client = new QueryClient();
    seedSignedInUser(client, { user: { ...user, id: 1 } } as never);
    expect(client.getQueryData(QUERY_KEYS.authUser)).toBeUndefined();
    seedSignedInUser(client, { user } as never);
    expect(client.getQueryData(QUERY_KEYS.authUser)).toEqual(user);
  });
});
