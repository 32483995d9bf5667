import request from 'supertest';
import { userSchema } from '@renewly/shared-contracts/features/schemas';
import { createTestApp, signUpAndLogIn, TEST_ORIGIN, type TestApp } from '../../../test/helpers';
import { UserModel } from '../users/user.model';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

test('GET /api/user: 401 signed out; the signed-in user otherwise', async () => {
  expect((await request(t.app).get('/api/user')).status).toBe(401);
  const agent = await signUpAndLogIn(t.app, { firstName: 'Priya', lastName: 'Shah' });
  const res = await agent.get('/api/user');
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: agent.user.id, username: agent.user.username, firstName: 'Priya', lastName: 'Shah' });
  expect(JSON.stringify(res.body)).not.toMatch(/password/i);
});

test('the user the API sends is exactly the shared contract: every field, nothing more', async () => {
  const agent = await signUpAndLogIn(t.app);
  for (const res of [await agent.get('/api/user'), await agent.get('/api/auth/user')]) {
    expect(userSchema.strict().parse(res.body)).toEqual(res.body);
    expect(res.body.email).toBe(agent.user.username);
  }
  expect(userSchema.strict().parse(agent.user)).toEqual(agent.user);
});

test('PUT /api/user updates firstName, lastName and mobileNumber', async () => {
  const agent = await signUpAndLogIn(t.app);
  const res = await agent.put('/api/user').send({ firstName: 'Sam', lastName: 'Jones', mobileNumber: '+447700900456' });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ firstName: 'Sam', lastName: 'Jones', mobileNumber: '+447700900456' });
  expect((await agent.get('/api/auth/user')).body).toMatchObject({ firstName: 'Sam', lastName: 'Jones' });
});

test('PUT /api/user cannot change the email or username (400, nothing changes)', async () => {
  const agent = await signUpAndLogIn(t.app);
  const profile = { firstName: 'Sam', lastName: 'Jones', mobileNumber: '07700900456' };
  for (const extra of [{ email: 'new@example.com' }, { username: 'new@example.com' }, { passwordHash: 'x' }]) {
    const res = await agent.put('/api/user').send({ ...profile, ...extra });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.stringMatching(/Unknown field/) });
  }
  const stored = await UserModel.findById(agent.user.id).lean();
  expect(stored).toMatchObject({ username: agent.user.username, email: agent.user.username, firstName: 'Alex' });
});

test('PUT /api/user: 400 for invalid values and operators; 401 signed out', async () => {
  const agent = await signUpAndLogIn(t.app);
  const ok = { firstName: 'Sam', lastName: 'Jones', mobileNumber: '07700900456' };
  const bad = await agent.put('/api/user').send({ ...ok, mobileNumber: '555-1234' });
  expect(bad).toMatchObject({ status: 400, body: { message: 'Please enter a valid UK mobile number' } });
  expect((await agent.put('/api/user').send({ ...ok, firstName: { $set: 'x' } })).status).toBe(400);
  expect((await agent.put('/api/user').send({ ...ok, lastName: '' })).status).toBe(400);
  expect((await request(t.app).put('/api/user').set('Origin', TEST_ORIGIN).send(ok)).status).toBe(401);
});
