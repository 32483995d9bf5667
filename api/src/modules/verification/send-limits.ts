// How many verification codes and links go out: per user per hour and per number or address per day, counted in the
// database (every API process shares them), so neither one account nor many can use them to flood one recipient.
import type { Config } from '../../core/config/env';
import { ApiError } from '../../core/http/api-error';
import { hitRateWindow } from '../../core/security/rate-counter';

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;

export async function countVerificationSend(
  config: Pick<Config, 'verification'>,
  what: 'mobile-code' | 'email-link',
  userId: string,
  recipient: string,
  refusal: string,
): Promise<void> {
  const perUser = await hitRateWindow({
    name: `verify-${what}-user`,
    key: userId,
    limit: config.verification.sendsPerUserPerHour,
    windowMs: HOUR_MS,
  });
  if (!perUser.allowed) throw new ApiError(429, refusal);
  const perRecipient = await hitRateWindow({
    name: `verify-${what}-to`,
    key: recipient.toLowerCase(),
    limit: config.verification.sendsPerRecipientPerDay,
    windowMs: DAY_MS,
  });
  if (!perRecipient.allowed) throw new ApiError(429, refusal);
}
