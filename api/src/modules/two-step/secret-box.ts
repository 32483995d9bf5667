// The TOTP secrets at rest: AES-256-GCM (Node's crypto), a random 96-bit nonce each, the user's id as additional data
// (a secret copied onto another account does not decrypt). The key is TWO_STEP_SECRETS_KEY, or else one derived from
// SESSION_SECRET with HKDF-SHA256 (so an install without the variable still never stores a secret in the clear).
import { open, seal, SealedValueError } from '../../core/security/aes-gcm-box';

export class TwoStepSecretError extends Error {}

export interface SecretBox {
  seal(plain: string, userId: string): string;
  /** Throws TwoStepSecretError when the stored value was sealed with another key or for another user. */
  open(stored: string, userId: string): string;
}

// The key lives in core/ (config's development keys derive from it too); two-step's callers read it here.
export { twoStepKey } from '../../core/config/two-step-key';

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new TwoStepSecretError('The two-step secrets key must be 32 bytes');
  return {
    seal: (plain, userId) => seal(key, plain, userId),
    open(stored, userId) {
      try {
        return open(key, stored, userId);
      } catch (err) {
        if (err instanceof SealedValueError && err.message === 'malformed') throw new TwoStepSecretError('Not a sealed two-step secret');
        throw new TwoStepSecretError('The two-step secret cannot be read with this key');
      }
    },
  };
}
