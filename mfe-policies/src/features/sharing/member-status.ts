import { formatUkDate } from '@renewly/shared-contracts';
import type { PolicyMember } from '@renewly/shared-contracts/features/sharing';

export interface MemberStatus {
  label: 'Active' | 'Invited' | 'Expired';
  color: 'green' | 'gold' | 'default';
  /** Said beside the tag: until when the invitation's link works, or that it no longer does and what to do. */
  note?: string;
}

/**
 * How a row of 'Who has access' reads. An invitation whose link has run out says so (it no longer lets anyone in, and
 * holds no place): sending one to the same address again replaces it.
 */
export function memberStatus(member: Pick<PolicyMember, 'state' | 'expiresAt'>, now: Date = new Date()): MemberStatus {
  if (member.state === 'active') return { label: 'Active', color: 'green' };
  if (!member.expiresAt) return { label: 'Invited', color: 'gold' };
  const day = formatUkDate(member.expiresAt.slice(0, 10));
  if (new Date(member.expiresAt).getTime() <= now.getTime()) {
    return { label: 'Expired', color: 'default', note: `Link expired on ${day}: invite them again to send a new one` };
  }
  return { label: 'Invited', color: 'gold', note: `Link valid until ${day}` };
}
