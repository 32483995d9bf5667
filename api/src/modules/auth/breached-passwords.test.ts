// Issue 23 finding 6: new passwords are checked against the 100,000 most common, offline.
import request from 'supertest';
import { MESSAGES } from '@renewly/shared-contracts';
import { isCommonPassword } from '@renewly/shared-contracts/features/common-passwords';
import { createTestApp, newUserInput, TEST_ORIGIN, type TestApp } from '../../../test/helpers';
import { UserModel } from '../users/user.model';
import { BREACHED_LIST_SIZE, breachedListSize, isBreachedPassword } from './breached-passwords';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('the list holds 100,000 distinct passwords, case aside, far beyond the forms short list', () => {
  expect(breachedListSize()).toBe(BREACHED_LIST_SIZE);
  // Common ones the short list in the forms does not hold.
  for (const p of ['trustno1', 'Liverpool1', 'sunshine', 'chelsea1', 'arsenal1']) {
    expect([p, isBreachedPassword(p)]).toEqual([p, true]);
  }
  expect(isCommonPassword('liverpool1')).toBe(false);
  expect(isBreachedPassword('correct horse battery staple 42')).toBe(false);
});

test('sign-up with a breached password is a 400 with the forms message, and nothing is stored', async () => {
  const input = newUserInput({ password: 'liverpool1' });
  const res = await request(t.app).post('/api/auth/register').set('Origin', TEST_ORIGIN).send({ ...input, username: input.email });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: MESSAGES.passwordTooCommon });
  expect(await UserModel.exists({ username: input.email })).toBeNull();
  const fine = newUserInput({ password: 'a sentence nobody types 77' });
  expect((await request(t.app).post('/api/auth/register').set('Origin', TEST_ORIGIN).send({ ...fine, username: fine.email })).status).toBe(201);
});
