// POST /api/policies.
import { useMutation } from '@tanstack/react-query';
import {
  apiJson,
  errorStatus,
  normaliseRegistration,
  type CreatedPolicy,
  type Policy,
  type PolicyInputBody,
} from '@renewly/shared-contracts';
import { useInvalidatePolicyData } from './invalidate-policy-data';

/** The bodies already sent once: react-query retries a failed create with the same body object. */
const sentBodies = new WeakSet<PolicyInputBody>();
const JUST_NOW_MS = 2 * 60_000;

/**
 * POST /api/policies. When the first attempt's answer was lost (network, 5xx) the write rules retry it; if that
 * retry meets 409 because the first attempt did create the policy, the created policy is the answer, not a failure.
 */
export async function createPolicy(body: PolicyInputBody): Promise<CreatedPolicy> {
  const retried = sentBodies.has(body);
  sentBodies.add(body);
  try {
    return await apiJson<CreatedPolicy>('POST', '/api/policies', body);
  } catch (error) {
    if (!retried || errorStatus(error) !== 409) throw error;
    const plate = normaliseRegistration(body.registrationNumber);
    const policies = await apiJson<Policy[]>('GET', '/api/policies');
    // Only one created moments ago: a plate the user held before is a real duplicate.
    const created = policies.find((p) => p.registrationNumber === plate && Date.now() - Date.parse(p.createdAt) < JUST_NOW_MS);
    if (!created) throw error;
    // How many reminders the lost answer reported is unknown; the success message leaves the count out.
    return { ...created, remindersCreated: 0 };
  }
}

export function useCreatePolicy() {
  const invalidate = useInvalidatePolicyData();
  return useMutation({ mutationFn: createPolicy, onSuccess: invalidate });
}
