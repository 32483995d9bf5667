// The tip schemas are in features/schemas/tip.ts.
export type { Tip, TipsResponse } from './features/schemas/tip';
