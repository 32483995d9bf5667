// The policies module's public entry (issue 48): what the other modules may use. Another module imports
// only this file, never one inside the folder (.dependency-cruiser.cjs checks it).
export { PolicyModel, type PolicyRecord, toPublicPolicy } from './policies.model';
export { asSeenBy, createPolicy, deletePolicyRecord, findReadablePolicies, readPolicy, setPolicyActive, updatePolicy } from './policies.service';
export type { PolicyLifecycle } from './policies.routes';
export { type PolicyGrant, activeMembershipKeys, listReadablePolicySummaries, readablePolicyFilter, requirePolicyAccess, sharedWithUser } from './policy-access';
export { type PolicySummary, SUMMARY_FIELDS, type SummaryRecord, listActivePolicySummaries, listAllPolicySummaries, toSummary, vehicleLabel } from './policy-queries';
export { answerRenewal } from './policy-rollover';
export { PolicyShareModel, type PolicyShareRecord } from './policy-shares.model';
