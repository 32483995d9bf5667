// Query keys are the API paths (spec §7: reads GET the key parts joined with '/').
export const POLICIES_KEY = ['/api/policies'] as const;
export const DASHBOARD_STATS_KEY = ['/api/dashboard/stats'] as const;
export const REMINDERS_KEY = ['/api/reminders'] as const;
export const TIPS_KEY = ['/api/insurance-tips'] as const;
export const AUTH_USER_KEY = ['/api/auth/user'] as const;
export const vehicleLookupKey = (registration: string) => ['/api/vehicle/lookup', registration] as const;

/** Everything a policy change can alter. */
export const POLICY_DEPENDENT_KEYS = [POLICIES_KEY, DASHBOARD_STATS_KEY, REMINDERS_KEY] as const;
