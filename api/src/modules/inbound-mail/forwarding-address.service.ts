import * as OTPAuth from 'otpauth';
import { Types } from 'mongoose';
import {
  FORWARDING_MESSAGES,
  FORWARDING_TOKEN_LENGTH,
  forwardingAddressOf,
  forwardingTokenOf,
  type ForwardingAddress,
} from '@renewly/shared-contracts/features/forwarding-address';
import { isDuplicateKeyError } from '../../core/db/errors';
import { ApiError } from '../../core/http/api-error';
import { hitRateWindow } from '../../core/security/rate-counter';
import { ForwardingAddressModel, type ForwardingAddressRecord } from './forwarding-address.model';

/** 26 base32 characters (130 random bits), lower case; otpauth's Secret is the project's base32 (two-step's keys). */
export function newForwardingToken(): string {
  return new OTPAuth.Secret({ size: 17 }).base32.toLowerCase().slice(0, FORWARDING_TOKEN_LENGTH);
}

/** The user's address as the page shows it; `domain` null: the operator has not set INBOUND_DOMAIN. */
export async function forwardingAddressStatus(userId: string, domain: string | null): Promise<ForwardingAddress> {
  if (!domain) return { configured: false, enabled: false, address: null, createdAt: null, emailWhenRead: false };
  const found = await ForwardingAddressModel.findOne({ userId: new Types.ObjectId(userId) }).lean();
  return {
    configured: true,
    enabled: found?.enabled ?? false,
    address: found ? forwardingAddressOf(found._id, domain) : null,
    createdAt: found?.createdAt.toISOString() ?? null,
    emailWhenRead: found?.emailWhenRead !== false,
  };
}

/** Makes the user's address, or replaces it ("New address"): mail to the old one is refused from then on. */
export async function createOrRotateForwardingAddress(userId: string, domain: string | null): Promise<ForwardingAddress> {
  if (!domain) throw new ApiError(503, FORWARDING_MESSAGES.notConfigured);
  const owner = new Types.ObjectId(userId);
  // A new address keeps the user's choice about the email when a notice is read.
  const before = await ForwardingAddressModel.findOne({ userId: owner }, { emailWhenRead: 1 }).lean();
  await ForwardingAddressModel.deleteMany({ userId: owner });
  try {
    await ForwardingAddressModel.create({ _id: newForwardingToken(), userId: owner, enabled: true, ...keptChoice(before) });
  } catch (err) {
    if (isDuplicateKeyError(err)) throw new ApiError(409, FORWARDING_MESSAGES.madeAtSameTime);
    throw err;
  }
  return forwardingAddressStatus(userId, domain);
}

/** Turns the address off (mail to it is refused at RCPT) or on again (the same address). */
export async function setForwardingAddressEnabled(userId: string, domain: string | null, enabled: boolean): Promise<ForwardingAddress> {
  if (!domain) throw new ApiError(503, FORWARDING_MESSAGES.notConfigured);
  const updated = await ForwardingAddressModel.updateOne({ userId: new Types.ObjectId(userId) }, { $set: { enabled } });
  if (updated.matchedCount === 0) throw new ApiError(404, FORWARDING_MESSAGES.noAddressYet);
  return forwardingAddressStatus(userId, domain);
}

/** The email when a forwarded notice is read, on or off; kept through a new address. */
export async function setEmailWhenRead(userId: string, domain: string | null, emailWhenRead: boolean): Promise<ForwardingAddress> {
  if (!domain) throw new ApiError(503, FORWARDING_MESSAGES.notConfigured);
  const updated = await ForwardingAddressModel.updateOne({ userId: new Types.ObjectId(userId) }, { $set: { emailWhenRead } });
  if (updated.matchedCount === 0) throw new ApiError(404, FORWARDING_MESSAGES.noAddressYet);
  return forwardingAddressStatus(userId, domain);
}

/** Whether the user wants the email when a forwarded notice is read (absent: on). */
export async function wantsEmailWhenRead(userId: string): Promise<boolean> {
  const found = await ForwardingAddressModel.findOne({ userId: new Types.ObjectId(userId) }, { emailWhenRead: 1 }).lean();
  return found?.emailWhenRead !== false;
}

const keptChoice = (found: Pick<ForwardingAddressRecord, 'emailWhenRead'> | null) =>
  found && typeof found.emailWhenRead === 'boolean' ? { emailWhenRead: found.emailWhenRead } : {};

/** The user a recipient address belongs to, if it is a live forwarding address on `domain` (else null). */
export async function userForRecipient(recipient: string, domain: string): Promise<string | null> {
  const token = forwardingTokenOf(recipient, domain);
  if (!token) return null;
  const found = await ForwardingAddressModel.findById(token, { userId: 1, enabled: 1 }).limit(1).lean();
  return found?.enabled ? String(found.userId) : null;
}

export async function deleteForwardingAddresses(userId: string): Promise<void> {
  await ForwardingAddressModel.deleteMany({ userId: new Types.ObjectId(userId) });
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts one message for the user's address; false once it has taken `perDay` today (SMTP and HTTPS count together). */
export async function takeMessageForAddress(userId: string, perDay: number): Promise<boolean> {
  return (await hitRateWindow({ name: 'inbound-address', key: userId, limit: perDay, windowMs: DAY_MS })).allowed;
}

/**
 * After a password reset: an address the user has is replaced by one nobody has been shown, so whoever learnt the old
 * one can no longer put readings in the account (mail to it is refused at RCPT). It stays on or off as it was; the
 * user sees the new address in Profile. False: the user had none.
 */
export async function rotateForwardingAddressAfterReset(userId: string): Promise<boolean> {
  const owner = new Types.ObjectId(userId);
  const found = await ForwardingAddressModel.findOne({ userId: owner }, { enabled: 1, emailWhenRead: 1 }).lean();
  if (!found) return false;
  await ForwardingAddressModel.deleteMany({ userId: owner });
  await ForwardingAddressModel.create({ _id: newForwardingToken(), userId: owner, enabled: found.enabled, ...keptChoice(found) });
  return true;
}
