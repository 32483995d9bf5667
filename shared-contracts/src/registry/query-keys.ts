// Every react-query key the apps share. A data read GETs the key's parts joined with '/' (spec §7), so a key is
// also its API path; invalidating by a key refreshes every app that reads it (the shell and remotes share one client).

export const QUERY_KEYS = {
  authUser: ['/api/auth/user'],
  currentUser: ['/api/user'],
  deliveryPreferences: ['/api/user/delivery-preferences'],
  notifications: ['/api/notifications'],
  policies: ['/api/policies'],
  dashboardStats: ['/api/dashboard/stats'],
  tips: ['/api/insurance-tips'],
  reminders: ['/api/reminders'],
  smsStatus: ['/api/sms/status'],
  marketTrends: ['/api/market-trends/user-vehicles'],
  calendarFeed: ['/api/calendar-feed'],
  /** The user's other channels (ntfy, webhooks...: features/user-channels.ts). */
  userChannels: ['/api/channels'],
  /** Whether other channels can be added on this server (CHANNEL_SECRETS_KEY set). */
  userChannelsStatus: ['/api/channels/status'],
  /** Whether two-step sign-in is on and the recovery codes left (issue 40: features/two-step.ts). */
  twoStep: ['/api/two-step'],
  /** The user's own sessions ("Where you're signed in", features/account-security.ts). */
  signedInSessions: ['/api/auth/sessions'],
  /** The user's passkeys (issue 40: features/passkeys.ts). */
  passkeys: ['/api/passkeys'],
  /** The user's address for forwarding renewal emails (issue 49: features/forwarding-address.ts). */
  forwardingAddress: ['/api/forwarding-address'],
  /** Forwarded renewal emails read and waiting for the user's review (issue 49). */
  inboundReadings: ['/api/inbound-readings'],
  /** How much of the documents allowance the user's papers use (issue 49: features/policy-documents.ts). */
  documentsUsage: ['/api/documents/usage'],
} as const;

/** A policy's documents: GET /api/policies/{id}/documents. */
export const policyDocumentsKey = (policyId: string) => ['/api/policies', policyId, 'documents'] as const;

/** The registration lookup of one plate: GET /api/vehicle/lookup/{registration}. */
export const vehicleLookupKey = (registration: string) => ['/api/vehicle/lookup', registration] as const;

export type QueryKeyName = keyof typeof QUERY_KEYS;
