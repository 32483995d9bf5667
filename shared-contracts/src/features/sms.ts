import { z } from 'zod';
import { MESSAGES, isUkMobile, toE164Uk } from '@renewly/shared-contracts';

/** GET /api/sms/status answer. */
export const smsStatusSchema = z.object({
  configured: z.boolean(),
  fromNumber: z.string().nullable(),
});
export type SmsStatus = z.infer<typeof smsStatusSchema>;

/** A UK mobile, sent on as E.164 ('+447123456789'). */
function ukMobileTo(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(20, MESSAGES.invalidUkMobile)
    .refine(isUkMobile, MESSAGES.invalidUkMobile)
    .transform(toE164Uk);
}

/** POST /api/test-sms body. */
export const testSmsSchema = z.object({ to: ukMobileTo(MESSAGES.enterMobileNumber) }).strict();
export type TestSmsInput = z.infer<typeof testSmsSchema>;

/** POST /api/test-sms answer: reads configured. */
export const testSmsResponseSchema = z.object({ configured: z.boolean(), message: z.string().optional() });
export type TestSmsResponse = z.infer<typeof testSmsResponseSchema>;

/** POST /api/send-sms body. The 160-character guide is display only (spec §9); 1600 is the provider's limit. */
export const sendSmsSchema = z
  .object({
    to: ukMobileTo(MESSAGES.fillPhoneAndMessage),
    message: z.string({ error: MESSAGES.fillPhoneAndMessage }).trim().min(1, MESSAGES.fillPhoneAndMessage).max(1600, MESSAGES.textTooLong),
  })
  .strict();
export type SendSmsInput = z.infer<typeof sendSmsSchema>;

/** POST /api/send-sms answer (failures are 4xx/5xx `{ message }`). */
export const sendSmsResponseSchema = z.object({ message: z.string() });
export type SendSmsResponse = z.infer<typeof sendSmsResponseSchema>;
