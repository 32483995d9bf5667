// The tip schemas are in features/schemas/tip.ts.
export const TIP_PRIORITIES = ['high', 'medium', 'low'] as const;
export type { Tip, TipsResponse } from './features/schemas/tip';
