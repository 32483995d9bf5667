// Part of '@renewly/shared-contracts/features/schemas' (zod, off the first load); the index keeps the types.
import { z } from 'zod';
import { TIP_PRIORITIES } from '../../constants';
import { lazySchema } from '../../lazy-schema';

export const tipSchema = lazySchema(() =>
  z.object({
    title: z.string(),
    description: z.string(),
    category: z.string(),
    priority: z.enum(TIP_PRIORITIES),
  })
);
export type Tip = z.infer<typeof tipSchema>;

/** GET /api/insurance-tips answer. */
export const tipsResponseSchema = lazySchema(() => z.object({ tips: z.array(tipSchema) }));
export type TipsResponse = z.infer<typeof tipsResponseSchema>;
