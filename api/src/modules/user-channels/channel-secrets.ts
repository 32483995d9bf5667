// Channel tokens and secrets at rest (issue 41): AES-256-GCM through Node's crypto with CHANNEL_SECRETS_KEY. Each
// value has its own random 96-bit nonce, and the channel's id is the additional data, so a stored secret copied onto
// another channel does not decrypt. Stored as 'v1.<nonce>.<tag>.<ciphertext>' (base64url).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export class ChannelSecretError extends Error {}

export interface ChannelSecrets {
  encrypt(plain: string, channelId: string): string;
  decrypt(stored: string, channelId: string): string;
}

export function createChannelSecrets(key: Buffer): ChannelSecrets {
  if (key.length !== 32) throw new ChannelSecretError('CHANNEL_SECRETS_KEY must be 32 bytes');
  return {
    encrypt(plain, channelId) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(channelId, 'utf8'));
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), data].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    decrypt(stored, channelId) {
      const [version, nonce, tag, data] = stored.split('.');
      if (version !== 'v1' || !nonce || !tag || data === undefined) throw new ChannelSecretError('Not a stored channel secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
        decipher.setAAD(Buffer.from(channelId, 'utf8'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        throw new ChannelSecretError('The channel secret cannot be read with this CHANNEL_SECRETS_KEY');
      }
    },
  };
}

/** '•••• abcd': the last four characters, all that is ever shown back. */
export const secretHint = (secret: string): string => `•••• ${secret.slice(-4)}`;
