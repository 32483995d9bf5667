// The policies module's public entry (issue 48): what the other modules may use. Another module imports
// only this file, never one inside the folder (.dependency-cruiser.cjs checks it).
export { PolicyModel, type PolicyRecord } from './policies.model';
export { activeMembershipKeys, listReadablePolicySummaries, readablePolicyFilter, requirePolicyAccess, sharedWithUser } from './policy-access';
export { type PolicySummary, SUMMARY_FIELDS, type SummaryRecord, listActivePolicySummaries, listAllPolicySummaries, toSummary, vehicleLabel } from './policy-queries';
