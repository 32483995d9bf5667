// A value sealed at rest: AES-256-GCM through Node's crypto, a random 96-bit nonce each time, and additional data
// (the record's owner: a user or a channel id) bound in, so a sealed value copied onto another record does not open.
// Stored as 'v1.<nonce>.<tag>.<ciphertext>' (base64url). Used for channel secrets (issue 41) and two-step secrets
// (issue 40), each with its own key and error.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export class SealedValueError extends Error {}

export function seal(key: Buffer, plain: string, additionalData: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(additionalData, 'utf8'));
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The plain value; 'malformed' when it is not a sealed value at all, 'wrong key' when it does not open. */
export function open(key: Buffer, stored: string, additionalData: string): string {
  const [version, nonce, tag, data] = stored.split('.');
  if (version !== 'v1' || !nonce || !tag || data === undefined) throw new SealedValueError('malformed');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
    decipher.setAAD(Buffer.from(additionalData, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedValueError('wrong key');
  }
}
