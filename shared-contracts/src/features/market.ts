import { z } from 'zod';

const sourced = {
  /** The address the fact was read at (http or https). */
  source: z.string(),
  /** Who published it, for the link's text ('Autocar', or the site's address). */
  publisher: z.string(),
  /** The date it was read, YYYY-MM-DD. */
  read: z.string(),
};

/**
 * The facts behind the texts, for the page to draw (pound range, chart, linked sources). Only the sourced facts and
 * the model's figures: the texts above say the same in words.
 */
export const marketInsightsSchema = z.object({
  /** Whole years since first registration; null when unknown. */
  ageYears: z.number().int().nullable(),
  /** The electric depreciation profile applies. */
  ev: z.boolean(),
  /** The make and model are among the form's (false for a model typed by hand or an old policy). */
  known: z.boolean(),
  newPrice: z.object({ gbp: z.number().int(), asOf: z.string(), ...sourced }).nullable(),
  /** Today's estimated value as a range of whole pounds; null without a new price or an age. */
  estimate: z.object({ low: z.number().int(), high: z.number().int() }).nullable(),
  /** The estimated value by year of age, from new: the share of the new price kept, and pounds when it is known. */
  curve: z.array(z.object({ age: z.number().int(), share: z.number(), gbp: z.number().int().nullable() })),
  /**
   * The car's own first; `otherVersion`: what the issue applies to rules out the car's year (another generation, or
   * years outside its range), shown apart under OTHER_VERSIONS_HEADING. Absent from trends computed before (false).
   */
  knownIssues: z.array(z.object({ summary: z.string(), applies: z.string(), ...sourced, otherVersion: z.boolean().optional() })),
  /** Newest first. */
  modelUpdates: z.array(z.object({ year: z.number().int(), summary: z.string(), ...sourced })),
});
export type MarketInsights = z.infer<typeof marketInsightsSchema>;

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
  /** Absent from trends computed before the facts were added (they are recomputed at the next start). */
  insights: marketInsightsSchema.optional(),
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
    /** A vehicle someone shared with the user (issue 27): the owner's first name. */
    sharedBy: z.object({ firstName: z.string() }).nullish(),
  }),
  trends: marketTrendsSchema,
});
export type MarketTrendsItem = z.infer<typeof marketTrendsItemSchema>;

export const marketTrendsResponseSchema = z.array(marketTrendsItemSchema);

// The text helpers live apart so a page can use them without the schemas (and zod) above.
export { knownIssueBlock, OTHER_VERSIONS_HEADING, splitCompetitorModels, splitKnownIssues } from './market-text';
