// A software WebAuthn authenticator for API tests: P-256 keys made with node:crypto, 'none' attestation, the CBOR by
// the library's own encoder. It answers the options the API gives as a browser would (the JSON of
// @simplewebauthn/browser), and lets a test change what a browser never would (origin, RP ID, counter, signature).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

const b64url = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

export interface SoftCredential {
  id: string;
  privateKey: KeyObject;
  /** base64url user handle from the registration options. */
  userHandle: string;
  rpId: string;
  counter: number;
}

export interface Tweaks {
  /** clientDataJSON's origin (default: the authenticator's origin). */
  origin?: string;
  /** The RP ID whose hash goes into authenticatorData (default: the options' RP ID). */
  rpId?: string;
  /** Sets the user-verified flag (default true). */
  userVerified?: boolean;
  /** Backup eligible / backed up flags (default false: a device-bound passkey). */
  backupEligible?: boolean;
  backedUp?: boolean;
  /** The signature counter to report (default: the stored one + 1). */
  counter?: number;
  /** Which stored credential answers (default: the first one the options allow, or the first stored). */
  credentialId?: string;
  /** Another challenge in clientDataJSON. */
  challenge?: string;
}

export class SoftAuthenticator {
  readonly credentials: SoftCredential[] = [];

  constructor(readonly origin: string) {}

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  private flags(t: Tweaks, attested: boolean): number {
    let f = 0x01; // user present
    if (t.userVerified !== false) f |= 0x04;
    if (t.backupEligible) f |= 0x08;
    if (t.backedUp) f |= 0x10;
    if (attested) f |= 0x40;
    return f;
  }

  /** navigator.credentials.create(): a new P-256 credential, 'none' attestation. */
  register(options: PublicKeyCredentialCreationOptionsJSON, t: Tweaks = {}): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const id = randomBytes(16);
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(cose)]);
    const rpId = t.rpId ?? options.rp.id!;
    const authData = this.authData(rpId, this.flags(t, true), 0, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const clientDataJSON = JSON.stringify({ type: 'webauthn.create', challenge: t.challenge ?? options.challenge, origin: t.origin ?? this.origin, crossOrigin: false });
    this.credentials.push({ id: b64url(id), privateKey, userHandle: options.user.id, rpId: options.rp.id!, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      type: 'public-key',
    };
  }

  /** navigator.credentials.get(): signs with a stored credential; the counter moves on by one unless told. */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON, t: Tweaks = {}): AuthenticationResponseJSON {
    const allowed = (options.allowCredentials ?? []).map((c) => c.id);
    const credential =
      this.credentials.find((c) => (t.credentialId ? c.id === t.credentialId : allowed.length === 0 || allowed.includes(c.id))) ??
      this.credentials[0];
    if (!credential) throw new Error('this authenticator holds no credential');
    credential.counter = t.counter ?? credential.counter + 1;
    const authData = this.authData(t.rpId ?? options.rpId ?? credential.rpId, this.flags(t, false), credential.counter);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: t.challenge ?? options.challenge, origin: t.origin ?? this.origin, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: credential.id,
      rawId: credential.id,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      type: 'public-key',
    };
  }
}

/** Flips one bit of a base64url value (a forged signature or authenticator data). */
export function tamper(value: string, at = 10): string {
  const bytes = isoBase64URL.toBuffer(value);
  bytes[at % bytes.length]! ^= 0x01;
  return isoBase64URL.fromBuffer(bytes);
}
