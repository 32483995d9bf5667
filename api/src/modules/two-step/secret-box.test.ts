// The TOTP secrets at rest: AES-256-GCM, bound to the user, with TWO_STEP_SECRETS_KEY or a key derived from
// SESSION_SECRET.
import { createSecretBox, TwoStepSecretError, twoStepKey } from './secret-box';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

test('sealed with a fresh nonce each time, opened only by the same key for the same user', () => {
  const key = twoStepKey({ twoStepSecretsKey: Buffer.alloc(32, 7), sessionSecret: 'unused' });
  const box = createSecretBox(key);
  const a = box.seal(SECRET, 'user-a');
  expect(a).not.toContain(SECRET);
  expect(box.seal(SECRET, 'user-a')).not.toBe(a);
  expect(box.open(a, 'user-a')).toBe(SECRET);
  expect(() => box.open(a, 'user-b')).toThrow(TwoStepSecretError);
  expect(() => createSecretBox(Buffer.alloc(32, 8)).open(a, 'user-a')).toThrow(TwoStepSecretError);
  expect(() => box.open('not sealed', 'user-a')).toThrow(TwoStepSecretError);
});

test('without TWO_STEP_SECRETS_KEY the key is derived from SESSION_SECRET (another session secret cannot open it)', () => {
  const derived = twoStepKey({ twoStepSecretsKey: null, sessionSecret: 'a'.repeat(40) });
  expect(derived).toHaveLength(32);
  expect(derived.equals(Buffer.from('a'.repeat(32)))).toBe(false);
  const sealed = createSecretBox(derived).seal(SECRET, 'u');
  expect(createSecretBox(twoStepKey({ twoStepSecretsKey: null, sessionSecret: 'a'.repeat(40) })).open(sealed, 'u')).toBe(SECRET);
  expect(() => createSecretBox(twoStepKey({ twoStepSecretsKey: null, sessionSecret: 'b'.repeat(40) })).open(sealed, 'u')).toThrow(TwoStepSecretError);
});
