import { policySchema } from './schemas';
import {
  INVITE_NAME_MAX,
  inviteLink,
  maskEmail,
  policyAccessAllows,
  policyMemberParamsSchema,
  safeSenderName,
  shareInviteEmail,
  sharedPolicyGoneEmail,
  shareInviteInputSchema,
  shareRoleUpdateSchema,
} from './sharing';

const policy = {
  id: '0123456789abcdef01234567',
  registrationNumber: 'AB12CDE',
  carManufacturer: 'Ford',
  carModel: 'Focus',
  policyNumber: 'RN-ABCDEFGH',
  renewalDate: '2027-01-01',
  isActive: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

test('a policy from an older server (no access, no sharedBy) still parses; a shared one carries both', () => {
  expect(policySchema.parse(policy).access).toBeUndefined();
  expect(policySchema.parse({ ...policy, access: 'viewer', sharedBy: { firstName: 'Olivia' } })).toMatchObject({
    access: 'viewer',
    sharedBy: { firstName: 'Olivia' },
  });
  expect(policySchema.safeParse({ ...policy, access: 'admin' }).success).toBe(false);
});

test('what each access allows (an absent access is the user own policy)', () => {
  const table = (['owner', 'editor', 'viewer', undefined] as const).map((a) => [
    a,
    policyAccessAllows(a, 'read'),
    policyAccessAllows(a, 'edit'),
    policyAccessAllows(a, 'manage'),
  ]);
  expect(table).toEqual([
    ['owner', true, true, true],
    ['editor', true, true, false],
    ['viewer', true, false, false],
    [undefined, true, true, true],
  ]);
});

test('invite and role bodies: a normalised address and a known role, nothing else', () => {
  expect(shareInviteInputSchema.parse({ email: '  Partner@Example.CO.UK ', role: 'editor' })).toEqual({ email: 'partner@example.co.uk', role: 'editor' });
  expect(shareInviteInputSchema.safeParse({ email: 'nope', role: 'viewer' }).success).toBe(false);
  expect(shareInviteInputSchema.safeParse({ email: 'a@b.co', role: 'owner' }).success).toBe(false);
  expect(shareInviteInputSchema.safeParse({ email: 'a@b.co', role: 'viewer', extra: 1 }).success).toBe(false);
  expect(shareRoleUpdateSchema.safeParse({ role: 'viewer' }).success).toBe(true);
  expect(policyMemberParamsSchema.safeParse({ id: policy.id, memberId: 'x' }).success).toBe(false);
});

test('the invitation email: plain text with the link (token in the fragment), the role explained, a fixed subject', () => {
  const link = inviteLink('https://renewly.example/', 'T'.repeat(43));
  expect(link).toBe(`https://renewly.example/policies#invite=${'T'.repeat(43)}`);
  const mail = shareInviteEmail({ ownerFirstName: 'Olivia', plate: 'AB12 CDE', role: 'viewer', link, appOrigin: 'https://renewly.example' });
  expect(mail.subject).toBe('A car was shared with you on Renewly');
  expect(mail.text).toContain('Olivia has shared the insurance policy of the car AB12 CDE with you on Renewly, as Viewer.');
  expect(mail.text).toContain(link);
  expect(mail.text).toContain('within 7 days');
});

test('a sender\'s first name in an invitation: no links, addresses or digits, capped; masked invitee addresses', () => {
  expect(safeSenderName('Olivia')).toBe('Olivia');
  expect(safeSenderName("Mary-Jane O'Neil")).toBe("Mary-Jane O'Neil");
  expect(safeSenderName('Zoë')).toBe('Zoë');
  expect(safeSenderName('Win at https://x.example/a now')).toBe('Win at now');
  expect(safeSenderName('See evil.co.uk or me@evil.example')).toBe('See or');
  expect(safeSenderName('Call 07700 900123')).toBe('Call');
  expect(safeSenderName('1234 http://a.b')).toBe('Someone');
  expect(safeSenderName('A'.repeat(100))).toHaveLength(INVITE_NAME_MAX);
  expect(maskEmail('casey.bloggs@example.co.uk')).toBe('casey.b…@example.co.uk');
  expect(maskEmail('al@example.com')).toBe('a…@example.com');
  expect(maskEmail('a@example.com')).toBe('a@example.com');
});

test('the email to members when an owner erases their account carries the owner\u2019s first name made safe (issue 51 item 8)', () => {
  const mail = sharedPolicyGoneEmail({ ownerFirstName: 'Olivia: see https://evil.example/login 07700 900123', vehicles: ['AB12 CDE Ford Focus'] });
  expect(mail.text.split('\n')[0]).toBe('Olivia see has deleted their Renewly account, so what they shared with you is gone:');
  expect(mail.text).not.toMatch(/evil|07700/);
  expect(sharedPolicyGoneEmail({ ownerFirstName: 'Zoë', vehicles: [] }).text).toMatch(/^Zoë has deleted/);
});
