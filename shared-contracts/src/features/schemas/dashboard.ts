// Part of '@renewly/shared-contracts/features/schemas' (zod, off the first load); the index keeps the types.
import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';

/** GET /api/dashboard/stats answer. */
export const dashboardStatsSchema = lazySchema(() =>
  z.object({
    activePolicies: z.number(),
    upcomingRenewals: z.number(),
    potentialSavings: z.number(),
  })
);
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
