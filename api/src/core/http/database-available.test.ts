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
