import { OutboxModel } from '../channels/email/outbox-mailer';
import { ClaimModel } from '../db/claim';
import { ResetTokenModel } from '../modules/auth/reset-token.model';
import { purgeRateCounters } from './rate-counter';

/** Development mail is kept a week: long enough to follow a link, short enough not to pile up. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** A used token's claim only matters while the token could still be presented (it is then gone anyway). */
export const RESET_CLAIM_RETENTION_MS = 24 * 60 * 60 * 1000;

export interface PurgeCounts {
  rateCounters: number;
  resetTokens: number;
  resetClaims: number;
  outbox: number;
}

/** Deletes what can no longer be used (FerretDB has no TTL indexes): run by the security:purge-expired job. */
export async function purgeExpiredRecords(now = new Date()): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const [rateCounters, tokens, claims, outbox] = await Promise.all([
    purgeRateCounters(now),
    ResetTokenModel.deleteMany({ expiresAt: { $lt: now } }),
    ClaimModel.deleteMany({ kind: 'password-reset-token', claimedAt: { $lt: before(RESET_CLAIM_RETENTION_MS) } }),
    OutboxModel.deleteMany({ createdAt: { $lt: before(OUTBOX_RETENTION_MS) } }),
  ]);
  return {
    rateCounters,
    resetTokens: tokens.deletedCount,
    resetClaims: claims.deletedCount,
    outbox: outbox.deletedCount,
  };
}
