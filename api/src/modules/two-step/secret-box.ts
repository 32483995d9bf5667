// The TOTP secrets at rest: AES-256-GCM (Node's crypto), a random 96-bit nonce each, the user's id as additional data
// (a secret copied onto another account does not decrypt). The key is TWO_STEP_SECRETS_KEY, or else one derived from
// SESSION_SECRET with HKDF-SHA256 (so an install without the variable still never stores a secret in the clear).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config/env';

export class TwoStepSecretError extends Error {}

export interface SecretBox {
  seal(plain: string, userId: string): string;
  /** Throws TwoStepSecretError when the stored value was sealed with another key or for another user. */
  open(stored: string, userId: string): string;
}

export function twoStepKey(config: Pick<Config, 'twoStepSecretsKey' | 'sessionSecret'>): Buffer {
  if (config.twoStepSecretsKey) return config.twoStepSecretsKey;
  return Buffer.from(hkdfSync('sha256', config.sessionSecret, 'renewly', 'two-step secrets v1', 32));
}

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new TwoStepSecretError('The two-step secrets key must be 32 bytes');
  return {
    seal(plain, userId) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(userId, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    open(stored, userId) {
      const [version, nonce, tag, data] = stored.split('.');
      if (version !== 'v1' || !nonce || !tag || data === undefined) throw new TwoStepSecretError('Not a sealed two-step secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAAD(Buffer.from(userId, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new TwoStepSecretError('The two-step secret cannot be read with this key');
      }
    },
  };
}
