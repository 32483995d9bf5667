// Household sharing's calls (issue 27): who has access to a policy, invitations, roles, leaving, accepting.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, QUERY_KEYS, type Policy } from '@renewly/shared-contracts';
import type { PolicyMember, PolicyMembers, ShareInviteDetails, ShareInviteInput, ShareRole } from '@renewly/shared-contracts/features/sharing';
import { useInvalidatePolicyData } from '../../policies/api/invalidate-policy-data';

const path = (policyId: string) => `/api/policies/${encodeURIComponent(policyId)}`;
export const membersKey = (policyId: string) => [QUERY_KEYS.policies[0], policyId, 'members'] as const;

/** GET /api/policies/:id/members. */
export function useMembers(policyId: string) {
  return useQuery({ queryKey: membersKey(policyId), queryFn: () => apiJson<PolicyMembers>('GET', `${path(policyId)}/members`) });
}

function useRefreshMembers(policyId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: membersKey(policyId) });
}

/** POST /api/policies/:id/invites. */
export function useInvite(policyId: string) {
  const refresh = useRefreshMembers(policyId);
  return useMutation({
    mutationFn: (body: ShareInviteInput) => apiJson<PolicyMember>('POST', `${path(policyId)}/invites`, body),
    onSuccess: refresh,
  });
}

/** PATCH /api/policies/:id/members/:memberId. */
export function useChangeRole(policyId: string) {
  const refresh = useRefreshMembers(policyId);
  return useMutation({
    mutationFn: ({ memberId, role }: { memberId: string; role: ShareRole }) =>
      apiJson<PolicyMember>('PATCH', `${path(policyId)}/members/${encodeURIComponent(memberId)}`, { role }),
    onSuccess: refresh,
  });
}

/** DELETE /api/policies/:id/members/:memberId (a member removed, or an invitation withdrawn). */
export function useRemoveMember(policyId: string) {
  const refresh = useRefreshMembers(policyId);
  return useMutation({
    mutationFn: async (memberId: string) => {
      await apiRequest('DELETE', `${path(policyId)}/members/${encodeURIComponent(memberId)}`);
    },
    onSuccess: refresh,
  });
}

/** POST /api/policies/:id/leave: the policy, and everything the member held for it, goes from their lists. */
export function useLeavePolicy() {
  const invalidate = useInvalidatePolicyData();
  return useMutation({
    mutationFn: async (policyId: string) => {
      await apiRequest('POST', `${path(policyId)}/leave`);
    },
    onSuccess: invalidate,
  });
}

/** GET /api/invites/:token: what the invitation is for. */
export function useInviteDetails(token: string) {
  return useQuery({
    queryKey: ['/api/invites', token],
    queryFn: () => apiJson<ShareInviteDetails>('GET', `/api/invites/${encodeURIComponent(token)}`),
    retry: false,
  });
}

/** POST /api/invites/:token/accept: answers the policy as the member now sees it. */
export function useAcceptInvite() {
  const invalidate = useInvalidatePolicyData();
  return useMutation({
    mutationFn: (token: string) => apiJson<Policy>('POST', `/api/invites/${encodeURIComponent(token)}/accept`),
    onSuccess: invalidate,
  });
}
