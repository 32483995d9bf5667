// A sign-in on a device (browser) the account was not used on before is told to the account's verified address, with
// the browser and the time, and what to do if it was not the user (as the sign-in change notices). A device is known by
// a random id in a long-lived, HttpOnly cookie, renewed at each sign-in; only its hash is stored (known-device.model).
// An account's first device is recorded without a notice (the sign-up, or the first sign-in since this was added).
import { createHash, randomBytes } from 'node:crypto';
import type { Request } from 'express';
import { Types } from 'mongoose';
import { NEW_DEVICE_SIGN_IN_SUBJECT } from '@renewly/shared-contracts/features/sign-in-security';
import type { AppDeps } from '../../core/app-deps';
import { isDuplicateKeyError } from '../../core/db/errors';
import { describeDevice } from '../auth';
import { KnownDeviceModel } from './known-device.model';
import { sendSecurityNotice } from './sign-in-change-notice';

export const DEVICE_COOKIE_NAME = 'renewly.device';
/** Chrome keeps a cookie at most 400 days; the device's record goes after as long unseen (security:purge-expired). */
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
const DEVICE_ID = /^[A-Za-z0-9_-]{32}$/;

type Deps = Pick<AppDeps, 'config' | 'mailer' | 'logger'>;

/** The device id the browser sent, if it is one of ours. */
function sentDeviceId(req: Request): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === DEVICE_COOKIE_NAME) {
      const id = value.join('=');
      return DEVICE_ID.test(id) ? id : null;
    }
  }
  return null;
}

const hashOf = (deviceId: string) => createHash('sha256').update(deviceId, 'utf8').digest('base64url');

/** Whether the browser sent the device cookie of a device this account has signed in on (the sign-in ceiling lets it by). */
export async function isKnownDeviceOf(req: Request, userId: string): Promise<boolean> {
  const deviceId = sentDeviceId(req);
  if (deviceId === null) return false;
  return (await KnownDeviceModel.exists({ _id: `${userId}:${hashOf(deviceId)}` })) !== null;
}

export const UNKNOWN_BROWSER = 'an unknown browser';

/**
 * "Chrome 131 on Windows 10", "an unknown browser on Windows 10" (names only from describeDevice's lists, never the
 * user agent's own text), "Chrome 131" alone when the system is unknown; null when neither is known.
 */
export function deviceLabel(userAgent: string | undefined): string | null {
  const { browser, system } = describeDevice(userAgent);
  if (!browser && !system) return null;
  return system ? `${browser ?? UNKNOWN_BROWSER} on ${system}` : browser;
}

const LONDON_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', dateStyle: 'long', timeStyle: 'short' });

/**
 * At every completed sign-in: keeps (or gives) the browser its device cookie and records the device under the user;
 * a device new to an account that already had one is told to the account's verified address. Never throws: the
 * sign-in has happened and stands.
 */
export async function noteSignInDevice(req: Request, userId: string, deps: Deps, now = new Date()): Promise<void> {
  try {
    const deviceId = sentDeviceId(req) ?? randomBytes(24).toString('base64url');
    req.res?.cookie(DEVICE_COOKIE_NAME, deviceId, {
      httpOnly: true,
      sameSite: 'lax',
      secure: deps.config.appOrigin.startsWith('https:'),
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
      path: '/',
    });
    const id = `${userId}:${hashOf(deviceId)}`;
    const device = deviceLabel(req.headers['user-agent']);
    try {
      await KnownDeviceModel.collection.insertOne({ _id: id, userId: new Types.ObjectId(userId), device, firstSeenAt: now, lastSeenAt: now } as never);
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      await KnownDeviceModel.updateOne({ _id: id }, { $set: { lastSeenAt: now, device } });
      return;
    }
    const others = await KnownDeviceModel.exists({ userId: new Types.ObjectId(userId), _id: { $ne: id } });
    if (!others) return;
    const on = ` on ${device ?? UNKNOWN_BROWSER}`;
    await sendSecurityNotice(
      deps,
      userId,
      { subject: NEW_DEVICE_SIGN_IN_SUBJECT, what: `Your account was signed in${on}, a device or browser not used for it before, on ${LONDON_TIME.format(now)} (UK time).` },
      'new-device',
    );
  } catch (err) {
    deps.logger.warn({ err, userId }, 'sign-in device not recorded');
  }
}
