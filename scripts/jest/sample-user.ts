// The signed-in user of the front ends' unit tests (Jo Bloggs, email not yet verified): one fixture for every app.
import type { User } from '@renewly/shared-contracts';

export const sampleUser: User = {
  id: '665f1c2e9b1e8a0012345678',
  username: 'jo.bloggs@example.co.uk',
  email: 'jo.bloggs@example.co.uk',
  firstName: 'Jo',
  lastName: 'Bloggs',
  mobileNumber: '07123456789',
  emailVerifiedAt: null,
  mobileVerifiedAt: null,
  createdAt: '2026-01-15T10:00:00.000Z',
};
