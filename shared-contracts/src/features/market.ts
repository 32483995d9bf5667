import { z } from 'zod';

export const marketTrendsSchema = z.object({
  lastUpdated: z.string(),
  currentValue: z.string(),
  depreciationRate: z.string(),
  bestSellingMonths: z.string(),
  marketAnalysis: z.string(),
  maintenanceAlerts: z.string(),
  knownIssues: z.string(),
  competitorModels: z.string(),
  newModelUpdates: z.string(),
});
export type MarketTrends = z.infer<typeof marketTrendsSchema>;

/** One item of GET /api/market-trends/user-vehicles. */
export const marketTrendsItemSchema = z.object({
  policy: z.object({
    id: z.string(),
    registrationNumber: z.string(),
    carManufacturer: z.string(),
    carModel: z.string(),
    insurer: z.string().nullish(),
  }),
  trends: marketTrendsSchema,
});
export type MarketTrendsItem = z.infer<typeof marketTrendsItemSchema>;

export const marketTrendsResponseSchema = z.array(marketTrendsItemSchema);

// The text helpers live apart so a page can use them without the schemas (and zod) above.
export { splitCompetitorModels, splitKnownIssues } from './market-text';
