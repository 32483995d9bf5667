import { OutboxModel } from '../channels/email/outbox-mailer';
import { ClaimModel } from '../core/db/claim';
import { ResetTokenModel } from '../modules/auth/reset-token.model';
import { PolicyShareModel } from '../modules/policies';
import { UnsubscribeTokenModel } from '../modules/unsubscribe/unsubscribe.model';
import { KnownDeviceModel } from '../modules/security-notices/known-device.model';
import { EmailRestoreTokenModel } from '../modules/email-restore/email-restore-token.model';
import { EMAIL_RESTORE_CLAIM } from '../modules/email-restore/email-restore.service';
import { DEVICE_COOKIE_MAX_AGE_MS } from '../modules/security-notices/new-device-notice';
import { purgeRateCounters } from '../core/security/rate-counter';

/** Development mail is kept a week: long enough to follow a link, short enough not to pile up. */
export const OUTBOX_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
/** A used token's claim only matters while the token could still be presented (it is then gone anyway). */
export const RESET_CLAIM_RETENTION_MS = 24 * 60 * 60 * 1000;

/** An email verification link's claim only matters while the link could still be presented (24 hours, issue 36). */
export const EMAIL_VERIFY_CLAIM_RETENTION_MS = 2 * 24 * 60 * 60 * 1000;

/** An expired share invitation stays listed for the owner this long after its link stopped working, then goes. */
export const EXPIRED_INVITE_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** A share invitation's claim only matters while its link could still be presented (7 days). */
export const SHARE_CLAIM_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

/** An unsubscribe link works 90 days (unsubscribe.service.ts); its once-per-purpose claims are kept as long. */
export const UNSUBSCRIBE_CLAIM_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

/** A WebAuthn challenge works 5 minutes (passkey-challenge.ts); its use's claim is kept an hour. */
export const PASSKEY_CHALLENGE_CLAIM_RETENTION_MS = 60 * 60 * 1000;

/** A restore link works 7 days (issue 51); its use's claim (which says "already used") is kept a day longer. */
export const EMAIL_RESTORE_CLAIM_RETENTION_MS = 8 * 24 * 60 * 60 * 1000;

export interface PurgeCounts {
  rateCounters: number;
  resetTokens: number;
  resetClaims: number;
  outbox: number;
  expiredInvites: number;
  shareClaims: number;
  emailVerifyClaims: number;
  unsubscribeTokens: number;
  unsubscribeClaims: number;
  passkeyChallengeClaims: number;
  knownDevices: number;
  emailRestoreTokens: number;
  emailRestoreClaims: number;
}

/** Deletes what can no longer be used (FerretDB has no TTL indexes): run by the security:purge-expired job. */
export async function purgeExpiredRecords(now = new Date()): Promise<PurgeCounts> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const [rateCounters, tokens, claims, outbox, invites, shareClaims, emailVerifyClaims, unsubscribeTokens, unsubscribeClaims, passkeyChallengeClaims, knownDevices, restoreTokens, restoreClaims] = await Promise.all([
    purgeRateCounters(now),
    ResetTokenModel.deleteMany({ expiresAt: { $lt: now } }),
    ClaimModel.deleteMany({ kind: 'password-reset-token', claimedAt: { $lt: before(RESET_CLAIM_RETENTION_MS) } }),
    OutboxModel.deleteMany({ createdAt: { $lt: before(OUTBOX_RETENTION_MS) } }),
    // Open invitations only (memberships have no expiry).
    PolicyShareModel.deleteMany({ memberId: { $in: [null] }, expiresAt: { $lt: before(EXPIRED_INVITE_RETENTION_MS) } }),
    ClaimModel.deleteMany({ kind: 'share-invite', claimedAt: { $lt: before(SHARE_CLAIM_RETENTION_MS) } }),
    ClaimModel.deleteMany({ kind: 'email-verification-token', claimedAt: { $lt: before(EMAIL_VERIFY_CLAIM_RETENTION_MS) } }),
    // One-click unsubscribe links (issue 41) work for 90 days; their claims matter no longer than that.
    UnsubscribeTokenModel.deleteMany({ expiresAt: { $lt: now } }),
    ClaimModel.deleteMany({ kind: 'unsubscribe', claimedAt: { $lt: before(UNSUBSCRIBE_CLAIM_RETENTION_MS) } }),
    ClaimModel.deleteMany({ kind: 'webauthn-challenge', claimedAt: { $lt: before(PASSKEY_CHALLENGE_CLAIM_RETENTION_MS) } }),
    // A device unseen for longer than its cookie lives has lost the cookie: its next sign-in is a new device anyway.
    KnownDeviceModel.deleteMany({ lastSeenAt: { $lt: before(DEVICE_COOKIE_MAX_AGE_MS) } }),
    EmailRestoreTokenModel.deleteMany({ expiresAt: { $lt: now } }),
    ClaimModel.deleteMany({ kind: EMAIL_RESTORE_CLAIM, claimedAt: { $lt: before(EMAIL_RESTORE_CLAIM_RETENTION_MS) } }),
  ]);
  return {
    rateCounters,
    resetTokens: tokens.deletedCount,
    resetClaims: claims.deletedCount,
    outbox: outbox.deletedCount,
    expiredInvites: invites.deletedCount,
    shareClaims: shareClaims.deletedCount,
    emailVerifyClaims: emailVerifyClaims.deletedCount,
    unsubscribeTokens: unsubscribeTokens.deletedCount,
    unsubscribeClaims: unsubscribeClaims.deletedCount,
    passkeyChallengeClaims: passkeyChallengeClaims.deletedCount,
    knownDevices: knownDevices.deletedCount,
    emailRestoreTokens: restoreTokens.deletedCount,
    emailRestoreClaims: restoreClaims.deletedCount,
  };
}
