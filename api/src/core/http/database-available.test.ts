// A missed heartbeat marks the database unknown for a moment: a request then waits for it (as the driver's own server
// selection would) instead of being refused at once. The outage itself (503 fast) is database-outage.test.ts.
import mongoose from 'mongoose';
import request from 'supertest';
import { createTestApp, newUserInput, TEST_ORIGIN, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

test('a request made while mongoose briefly counts the database as disconnected is served once it is back', async () => {
  // What mongoose does on a heartbeat that timed out (serverDescriptionChanged to Unknown), then on the next one.
  // readyState is read-only in mongoose's types; its setter is what the driver's events call.
  const connection = t.connection as unknown as { readyState: number };
  connection.readyState = mongoose.ConnectionStates.disconnected;
  setTimeout(() => {
    connection.readyState = mongoose.ConnectionStates.connected;
  }, 300);
  const input = newUserInput();
  const res = await request(t.app).post('/api/auth/register').set('Origin', TEST_ORIGIN).send({ ...input, username: input.email });
  expect(res.status).toBe(201);
});

test('many requests waiting for the database share one listener, and are all served once it is back', async () => {
  const connection = t.connection as unknown as { readyState: number };
  const before = t.connection.listenerCount('connected');
  connection.readyState = mongoose.ConnectionStates.disconnected;
  const answers = Promise.all(Array.from({ length: 30 }, () => request(t.app).get('/api/auth/user')));
  await new Promise((resolve) => setTimeout(resolve, 200));
  // One per request would pass Node's default of 10 listeners and warn of a leak.
  expect(t.connection.listenerCount('connected')).toBe(before + 1);
  connection.readyState = mongoose.ConnectionStates.connected;
  const statuses = (await answers).map((res) => res.status);
  expect(new Set(statuses)).toEqual(new Set([401]));
  expect(t.connection.listenerCount('connected')).toBe(before);
});
