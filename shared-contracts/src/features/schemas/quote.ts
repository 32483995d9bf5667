// Part of '@renewly/shared-contracts/features/schemas' (zod, off the first load); the index keeps the types.
import { z } from 'zod';
import { lazySchema } from '../../lazy-schema';

export const quoteSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    policyId: z.string().optional(),
    provider: z.string(),
    rating: z.number(),
    annualPremium: z.number(),
    monthlyPremium: z.number(),
    excess: z.number(),
    coverage: z.string(),
    createdAt: z.string(),
    purchaseUrl: z.string().nullish(),
    websiteUrl: z.string().nullish(),
  })
);
export type Quote = z.infer<typeof quoteSchema>;

/** POST /api/quotes/generate/:policyId answer (and a policy's quotes as the server draws them). */
export const quoteListSchema = lazySchema(() => z.array(quoteSchema));
