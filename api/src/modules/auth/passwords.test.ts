import bcrypt from 'bcryptjs';
import { hashPassword, isLegacyBcryptHash, OWASP_ARGON2ID, verifyPassword } from './passwords';

const QUICK = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

describe('argon2id password hashes', () => {
  test("OWASP's parameters are written into the hash, with a fresh salt each time", async () => {
    const [first, second] = await Promise.all([
      hashPassword('correct horse battery', OWASP_ARGON2ID),
      hashPassword('correct horse battery', OWASP_ARGON2ID),
    ]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(second).not.toBe(first);
  });

  test('verifies the right password only', async () => {
    const stored = await hashPassword('correct horse battery', QUICK);
    expect(await verifyPassword('correct horse battery', stored, QUICK)).toEqual({ ok: true, legacy: false });
    expect(await verifyPassword('correct horse batterY', stored, QUICK)).toEqual({ ok: false, legacy: false });
    expect(await verifyPassword('', stored, QUICK)).toEqual({ ok: false, legacy: false });
  });

  test('a hash made with other parameters still verifies (they travel in the hash)', async () => {
    const stored = await hashPassword('correct horse battery', { memoryCost: 2048, timeCost: 2, parallelism: 1 });
    expect((await verifyPassword('correct horse battery', stored, QUICK)).ok).toBe(true);
  });

  test('passwords longer than 72 bytes are told apart (bcrypt would not)', async () => {
    const long = 'x'.repeat(72);
    const stored = await hashPassword(`${long}-one`, QUICK);
    expect((await verifyPassword(`${long}-two`, stored, QUICK)).ok).toBe(false);
  });

  test('an unknown user (no stored hash) and a stored value that is no hash never match', async () => {
    expect(await verifyPassword('renewly-unknown-user', undefined, QUICK)).toEqual({ ok: false, legacy: false });
    expect(await verifyPassword('anything', 'not a hash', QUICK)).toEqual({ ok: false, legacy: false });
    expect(await verifyPassword('anything', '', QUICK)).toEqual({ ok: false, legacy: false });
  });
});

describe('hashes waiting their turn', () => {
  test('many at once all finish, and a failed one gives its place back', async () => {
    const bad = hashPassword('p', { memoryCost: 1, timeCost: 1, parallelism: 1 }); // below argon2's minimum memory
    const good = Array.from({ length: 12 }, (_, i) => hashPassword(`password ${i}`, QUICK));
    await expect(bad).rejects.toThrow();
    const hashes = await Promise.all(good);
    expect(new Set(hashes).size).toBe(12);
    const checks = await Promise.all(hashes.map((h, i) => verifyPassword(`password ${i}`, h, QUICK)));
    expect(checks.every((c) => c.ok)).toBe(true);
    // Every slot is free again: a lone hash does not wait.
    expect(await hashPassword('after', QUICK)).toMatch(/^\$argon2id\$/);
  });
});

describe('legacy bcrypt hashes', () => {
  test.each(['$2a$', '$2b$', '$2y$'])('%s hashes verify and are marked for upgrade', async (prefix) => {
    const stored = bcrypt.hashSync('old password', 4).replace(/^\$2[aby]\$/, prefix);
    expect(isLegacyBcryptHash(stored)).toBe(true);
    expect(await verifyPassword('old password', stored, QUICK)).toEqual({ ok: true, legacy: true });
    expect(await verifyPassword('old passworD', stored, QUICK)).toEqual({ ok: false, legacy: true });
  });

  test('a bcrypt hash of a password over 72 bytes matches neither it nor another with the same first 72 bytes', async () => {
    const start = 'a'.repeat(72);
    const stored = await bcrypt.hash(`${start}-the-real-end`, 4);
    expect(await verifyPassword(`${start}-an-impostor`, stored, QUICK)).toEqual({ ok: false, legacy: true });
    expect(await verifyPassword(`${start}-the-real-end`, stored, QUICK)).toEqual({ ok: false, legacy: true });
  });

  test('argon2id hashes are not taken for bcrypt ones', async () => {
    expect(isLegacyBcryptHash(await hashPassword('p', QUICK))).toBe(false);
  });
});
