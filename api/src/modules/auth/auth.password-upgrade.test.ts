import bcrypt from 'bcryptjs';
import request from 'supertest';
import { createApp } from '../../app';
import { UserModel } from '../users/user.model';
import { forgetStoredHashCosts } from './legacy-hash-cost';
import { createTestApp, newUserInput, TEST_ORIGIN, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  request(t.app).post('/api/auth/login').set('Origin', TEST_ORIGIN).send({ email, password });

/** A user as the bcryptjs version of the app stored them. */
async function legacyUser(prefix = '$2a$') {
  const input = newUserInput();
  const passwordHash = bcrypt.hashSync(input.password, 4).replace(/^\$2[aby]\$/, prefix);
  await UserModel.create({ ...input, username: input.email, passwordHash });
  return { ...input, passwordHash };
}

const storedHash = async (email: string) => (await UserModel.findOne({ username: email }).lean())?.passwordHash;

describe('bcrypt hashes are upgraded to argon2id at sign-in', () => {
  test('a wrong password signs nobody in and leaves the bcrypt hash as it was', async () => {
    const user = await legacyUser();
    expect((await login(user.email, 'not my password')).status).toBe(401);
    expect(await storedHash(user.email)).toBe(user.passwordHash);
  });

  test.each(['$2a$', '$2b$', '$2y$'])('a %s hash: the right password signs in and the stored hash becomes argon2id', async (prefix) => {
    const user = await legacyUser(prefix);
    const first = await login(user.email, user.password);
    expect(first.status).toBe(200);
    expect(first.body.email).toBe(user.email);
    const upgraded = await storedHash(user.email);
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);

    // The same password still works against the new hash, which stays as it is; a wrong one still fails.
    expect((await login(user.email, user.password)).status).toBe(200);
    expect(await storedHash(user.email)).toBe(upgraded);
    expect((await login(user.email, 'not my password')).status).toBe(401);
  });

  test('with the upgrade switched off (the login bench baseline) the bcrypt hash stays', async () => {
    const baseline = createApp({ ...t, config: { ...t.config, rehashLegacyPasswords: false } });
    const user = await legacyUser('$2b$');
    const res = await request(baseline).post('/api/auth/login').set('Origin', TEST_ORIGIN).send({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    expect(await storedHash(user.email)).toBe(user.passwordHash);
  });
});

describe('issue 23 finding 7: an unknown address costs what the slowest stored hash costs', () => {
  beforeEach(async () => {
    await UserModel.deleteMany({});
    forgetStoredHashCosts();
  });
  afterEach(() => jest.restoreAllMocks());

  test('while a bcrypt hash is stored, an unknown address is checked against bcrypt at the highest stored cost', async () => {
    const input = newUserInput();
    await UserModel.create({ ...input, username: input.email, passwordHash: bcrypt.hashSync(input.password, 6) });
    await legacyUser(); // cost 4
    const compare = jest.spyOn(bcrypt, 'compare');
    expect((await login('nobody-here@example.co.uk', 'whatever-password')).status).toBe(401);
    expect(compare).toHaveBeenCalledTimes(1);
    expect(compare.mock.calls[0]![1]).toMatch(/^\$2[aby]\$06\$/);
  });

  test('once none is left, an unknown address is checked against argon2id, as every account is', async () => {
    const input = newUserInput();
    await UserModel.create({ ...input, username: input.email, passwordHash: 'x' });
    const compare = jest.spyOn(bcrypt, 'compare');
    expect((await login('nobody-here@example.co.uk', 'whatever-password')).status).toBe(401);
    expect(compare).not.toHaveBeenCalled();
  });
});
