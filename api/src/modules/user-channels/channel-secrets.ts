// Channel tokens and secrets at rest (issue 41): AES-256-GCM through Node's crypto with CHANNEL_SECRETS_KEY. Each
// value has its own random 96-bit nonce, and the channel's id is the additional data, so a stored secret copied onto
// another channel does not decrypt. Stored as 'v1.<nonce>.<tag>.<ciphertext>' (base64url).
import { open, seal, SealedValueError } from '../../core/security/aes-gcm-box';

export class ChannelSecretError extends Error {}

export interface ChannelSecrets {
  encrypt(plain: string, channelId: string): string;
  decrypt(stored: string, channelId: string): string;
}

export function createChannelSecrets(key: Buffer): ChannelSecrets {
  if (key.length !== 32) throw new ChannelSecretError('CHANNEL_SECRETS_KEY must be 32 bytes');
  return {
    encrypt: (plain, channelId) => seal(key, plain, channelId),
    decrypt(stored, channelId) {
      try {
        return open(key, stored, channelId);
      } catch (err) {
        if (err instanceof SealedValueError && err.message === 'malformed') throw new ChannelSecretError('Not a stored channel secret');
        throw new ChannelSecretError('The channel secret cannot be read with this CHANNEL_SECRETS_KEY');
      }
    },
  };
}

/** '•••• abcd': the last four characters, all that is ever shown back. */
export const secretHint = (secret: string): string => `•••• ${secret.slice(-4)}`;
