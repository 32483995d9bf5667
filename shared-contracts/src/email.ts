import { z } from 'zod';
import { EMAIL_MAX } from './constants';
import { MESSAGES } from './messages';

/** POST /api/send-email body. */
export const sendEmailSchema = z
  .object({
    to: z
      .string()
      .trim()
      .min(1, MESSAGES.fillAllFields)
      .max(EMAIL_MAX, MESSAGES.emailTooLong)
      .pipe(z.email(MESSAGES.invalidEmail)),
    subject: z.string().trim().min(1, MESSAGES.fillAllFields).max(200, MESSAGES.textTooLong),
    message: z.string().trim().min(1, MESSAGES.fillAllFields).max(10_000, MESSAGES.textTooLong),
  })
  .strict();
export type SendEmailInput = z.infer<typeof sendEmailSchema>;
