import { z } from 'zod';
import { EMAIL_MAX, MESSAGES } from '@renewly/shared-contracts';

/** POST /api/send-email body. */
export const sendEmailSchema = z
  .object({
    to: z
      .string({ error: MESSAGES.fillAllFields })
      .trim()
      .min(1, MESSAGES.fillAllFields)
      .max(EMAIL_MAX, MESSAGES.emailTooLong)
      .pipe(z.email(MESSAGES.invalidEmail)),
    subject: z.string({ error: MESSAGES.fillAllFields }).trim().min(1, MESSAGES.fillAllFields).max(200, MESSAGES.textTooLong),
    message: z.string({ error: MESSAGES.fillAllFields }).trim().min(1, MESSAGES.fillAllFields).max(10_000, MESSAGES.textTooLong),
  })
  .strict();
export type SendEmailInput = z.infer<typeof sendEmailSchema>;

/** POST /api/send-email answer (failures are 4xx/5xx `{ message }`). */
export const sendEmailResponseSchema = z.object({ message: z.string() });
export type SendEmailResponse = z.infer<typeof sendEmailResponseSchema>;
