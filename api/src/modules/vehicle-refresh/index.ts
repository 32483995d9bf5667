// The vehicle-refresh module's public entry (issue 48): what the other modules may use. Another module imports
// only this file, never one inside the folder (.dependency-cruiser.cjs checks it).
export { checkPolicyWithDvlaNow } from './check-now';
export { type AlertChannels, type AlertDelivery, createAlertChannels } from './refresh-alert-channels';
export { deleteRefreshesForPolicy, describeRefresh, refreshesForUser } from './refresh-history';
export { REFRESH_CLAIM_KIND } from './refresh-sweep';
