// A shared car taken away while the page is open (issue 36): the owner removed the member, or deleted the car. The
// next request about it answers 404; instead of 'Policy not found' and a failure toast, the member is told what
// happened and the card goes (the lists are read again).
import { useQueryClient } from '@tanstack/react-query';
import { displayRegistration, errorStatus, noLongerSharedMessage, QUERY_KEYS, showToast, type Policy } from '@renewly/shared-contracts';
import { useInvalidatePolicyData } from '../policies/api/invalidate-policy-data';

/** Whether this failure means the shared policy is no longer the user's to see. */
export const isLostAccess = (policy: Pick<Policy, 'access'>, error: unknown): boolean =>
  !!policy.access && policy.access !== 'owner' && errorStatus(error) === 404;

/** Answers a handler that tells the member and drops the card when the failure is a lost share (true), else false. */
export function useLostAccess() {
  const invalidate = useInvalidatePolicyData();
  const queryClient = useQueryClient();
  return (policy: Pick<Policy, 'access' | 'sharedBy' | 'registrationNumber'>, error: unknown): boolean => {
    if (!isLostAccess(policy, error)) return false;
    showToast({ title: noLongerSharedMessage(policy.sharedBy?.firstName ?? 'The owner', displayRegistration(policy.registrationNumber)), variant: 'info' });
    void invalidate();
    // The bell has the same words (the API put them there): read it again.
    void queryClient.invalidateQueries({ queryKey: QUERY_KEYS.notifications });
    return true;
  };
}
