import { z } from 'zod';

export const TIP_PRIORITIES = ['high', 'medium', 'low'] as const;

export const tipSchema = z.object({
  title: z.string(),
  description: z.string(),
  category: z.string(),
  priority: z.enum(TIP_PRIORITIES),
});
export type Tip = z.infer<typeof tipSchema>;

/** GET /api/insurance-tips answer. */
export const tipsResponseSchema = z.object({ tips: z.array(tipSchema) });
export type TipsResponse = z.infer<typeof tipsResponseSchema>;
