import type { MarketTrends } from '@renewly/shared-contracts/features/market';
import { Schema, model, models, type Model, type Types } from 'mongoose';

/** The computed trends of one policy's vehicle; lastUpdated is when they were computed. */
export interface MarketTrendsRecord extends Omit<MarketTrends, 'lastUpdated'> {
  _id: Types.ObjectId;
  /** The market dataset these trends were computed from (recomputed at start when it changes). */
  datasetVersion?: string;
  userId: Types.ObjectId;
  policyId: Types.ObjectId;
  lastUpdated: Date;
}

const text = { type: String, default: '' };
const schema = new Schema<MarketTrendsRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    policyId: { type: Schema.Types.ObjectId, required: true },
    lastUpdated: { type: Date, required: true },
    currentValue: text,
    depreciationRate: text,
    bestSellingMonths: text,
    marketAnalysis: text,
    maintenanceAlerts: text,
    knownIssues: text,
    competitorModels: text,
    newModelUpdates: text,
    // The facts behind the texts (shared-contracts marketInsightsSchema): figures, sourced issues and updates.
    insights: { type: Schema.Types.Mixed, default: undefined },
    datasetVersion: { type: String },
  },
  { versionKey: false, collection: 'market_trends' },
);
schema.index({ policyId: 1 }, { name: 'policy', unique: true });
schema.index({ userId: 1 }, { name: 'user' });

export const MarketTrendsModel: Model<MarketTrendsRecord> =
  (models.MarketTrends as Model<MarketTrendsRecord> | undefined) ?? model<MarketTrendsRecord>('MarketTrends', schema);

export function toPublicTrends(r: MarketTrendsRecord): MarketTrends {
  return {
    lastUpdated: r.lastUpdated.toISOString(),
    currentValue: r.currentValue,
    depreciationRate: r.depreciationRate,
    bestSellingMonths: r.bestSellingMonths,
    marketAnalysis: r.marketAnalysis,
    maintenanceAlerts: r.maintenanceAlerts,
    knownIssues: r.knownIssues,
    competitorModels: r.competitorModels,
    newModelUpdates: r.newModelUpdates,
    ...(r.insights ? { insights: r.insights } : {}),
  };
}
