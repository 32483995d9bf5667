// TOTP (RFC 6238) through otpauth: SHA-1, 6 digits, 30 seconds (what every authenticator app reads from the QR code),
// a 160-bit secret (RFC 4226's recommended length), and one step of clock drift either side.
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import {
  TWO_STEP_CODE_DIGITS,
  TWO_STEP_DRIFT_STEPS,
  TWO_STEP_ISSUER,
  TWO_STEP_PERIOD_SECONDS,
} from '@renewly/shared-contracts/features/two-step';

function totpOf(secretBase32: string, label = ''): OTPAuth.TOTP {
  return new OTPAuth.TOTP({
    issuer: TWO_STEP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TWO_STEP_CODE_DIGITS,
    period: TWO_STEP_PERIOD_SECONDS,
    secret: OTPAuth.Secret.fromBase32(secretBase32),
  });
}

/** A new random secret, in base32 (what the user may type into an app). */
export function newTotpSecret(): string {
  return new OTPAuth.Secret({ size: 20 }).base32;
}

/** otpauth://totp/Renewly:<account>?issuer=Renewly&secret=...&algorithm=SHA1&digits=6&period=30 */
export function otpauthUri(secretBase32: string, account: string): string {
  return totpOf(secretBase32, account).toString();
}

/** The URI drawn as a QR code: an SVG as a data: URL (the CSP allows data: images), so the page needs no QR library. */
export async function qrCodeDataUrl(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** The time step (30-second period number) a code belongs to, when it is right for now ± the drift; else null. */
export function matchingStep(secretBase32: string, code: string, now: number): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: now, window: TWO_STEP_DRIFT_STEPS });
  if (delta === null) return null;
  return OTPAuth.TOTP.counter({ period: TWO_STEP_PERIOD_SECONDS, timestamp: now }) + delta;
}
