import { memberStatus } from './member-status';

const now = new Date('2026-11-26T12:00:00Z');

test('a member is Active; an open invitation says until when its link works', () => {
  expect(memberStatus({ state: 'active', expiresAt: null }, now)).toEqual({ label: 'Active', color: 'green' });
  expect(memberStatus({ state: 'invited', expiresAt: '2026-12-03T12:00:00.000Z' }, now)).toEqual({
    label: 'Invited',
    color: 'gold',
    note: 'Link valid until 03/12/2026',
  });
});

test('an invitation whose link has run out says Expired and what to do, from the moment it runs out', () => {
  const expired = { label: 'Expired', color: 'default', note: 'Link expired on 26/11/2026: invite them again to send a new one' };
  expect(memberStatus({ state: 'invited', expiresAt: '2026-11-26T12:00:00.000Z' }, now)).toEqual(expired);
  expect(memberStatus({ state: 'invited', expiresAt: '2026-11-26T11:59:59.000Z' }, now)).toEqual(expired);
  expect(memberStatus({ state: 'invited', expiresAt: '2026-11-26T12:00:01.000Z' }, now).label).toBe('Invited');
});
