import { z } from 'zod';

/** GET /api/dashboard/stats answer. */
export const dashboardStatsSchema = z.object({
  activePolicies: z.number(),
  upcomingRenewals: z.number(),
  potentialSavings: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
