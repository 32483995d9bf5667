import request from 'supertest';
import { notificationSchema } from '@renewly/shared-contracts/features/schemas';
import { createTestApp, signUpAndLogIn, type SignedInAgent, type TestApp } from '../../../test/helpers';
import { NotificationModel } from './notifications.model';
import { createNotification } from './notifications.service';

let t: TestApp;
let alice: SignedInAgent;
let bob: SignedInAgent;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signUpAndLogIn(t.app);
  bob = await signUpAndLogIn(t.app);
});
beforeEach(async () => {
  await NotificationModel.deleteMany({});
});
afterAll(async () => {
  await t.close();
});

test('401 when signed out', async () => {
  expect((await request(t.app).get('/api/notifications')).status).toBe(401);
});

test("GET lists only the signed-in user's notifications, newest first", async () => {
  await createNotification(alice.user.id, { title: 'First', message: 'one' });
  await new Promise((r) => setTimeout(r, 5));
  await createNotification(alice.user.id, { title: 'Second', message: 'two' });
  await createNotification(bob.user.id, { title: 'Bob only', message: 'secret' });

  const res = await alice.get('/api/notifications');
  expect(res.status).toBe(200);
  expect(res.body.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
  expect(res.body[0]).toEqual({
    id: expect.stringMatching(/^[0-9a-f]{24}$/),
    title: 'Second',
    message: 'two',
    isRead: false,
    createdAt: expect.any(String),
  });
  expect((await bob.get('/api/notifications')).body.map((n: { title: string }) => n.title)).toEqual(['Bob only']);
  // Exactly the shared contract: every field, nothing more.
  expect(notificationSchema.strict().array().parse(res.body)).toEqual(res.body);
});

test("PATCH /:id/read marks one read; someone else's is a 404 and stays unread", async () => {
  const mine = await createNotification(alice.user.id, { title: 'Mine', message: 'm' });
  const theirs = await createNotification(bob.user.id, { title: 'Theirs', message: 't' });

  const res = await alice.patch(`/api/notifications/${mine.id}/read`);
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: mine.id, isRead: true });

  const foreign = await alice.patch(`/api/notifications/${theirs.id}/read`);
  expect(foreign.status).toBe(404);
  expect(foreign.body).toEqual({ message: 'Notification not found' });
  expect((await NotificationModel.findById(theirs.id).lean())?.isRead).toBe(false);
});

test('PATCH /:id/read: 400 for an id that is not an ObjectId', async () => {
  const res = await alice.patch('/api/notifications/not-an-id/read');
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ message: expect.any(String) });
});

test("PATCH /read-all marks all of mine read and none of anyone else's", async () => {
  await createNotification(alice.user.id, { title: 'a1', message: 'x' });
  await createNotification(alice.user.id, { title: 'a2', message: 'x' });
  await createNotification(bob.user.id, { title: 'b1', message: 'x' });

  const res = await alice.patch('/api/notifications/read-all');
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ updated: 2 });
  expect((await alice.get('/api/notifications')).body.every((n: { isRead: boolean }) => n.isRead)).toBe(true);
  expect((await bob.get('/api/notifications')).body.every((n: { isRead: boolean }) => !n.isRead)).toBe(true);
});

describe('pagination (issue 11 finding 8)', () => {
  async function seed(userId: string, n: number) {
    const base = Date.now();
    await NotificationModel.insertMany(
      Array.from({ length: n }, (_, i) => ({
        userId,
        title: `N${i}`,
        message: 'm',
        // Pairs share a timestamp: the cursor must break ties by id.
        createdAt: new Date(base - Math.floor(i / 2) * 1000),
      })),
    );
  }

  test('the first page is a plain array of at most 50; X-Next-Cursor and Link lead to the rest, without repeats', async () => {
    await seed(alice.user.id, 57);
    await seed(bob.user.id, 3);
    const first = await alice.get('/api/notifications');
    expect(first.status).toBe(200);
    expect(Array.isArray(first.body)).toBe(true);
    expect(first.body).toHaveLength(50);
    const cursor = first.headers['x-next-cursor'];
    expect(first.headers.link).toBe(`</api/notifications?limit=50&cursor=${cursor}>; rel="next"`);
    const second = await alice.get(`/api/notifications?cursor=${cursor}`);
    expect(second.body).toHaveLength(7);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    const titles = [...first.body, ...second.body].map((n: { title: string }) => n.title);
    expect(new Set(titles).size).toBe(57);
  });

  test('limit is honoured and bounded; a malformed limit or cursor is a 400', async () => {
    await seed(alice.user.id, 5);
    const two = await alice.get('/api/notifications?limit=2');
    expect(two.body).toHaveLength(2);
    const rest = await alice.get(`/api/notifications?limit=2&cursor=${two.headers['x-next-cursor']}`);
    expect(rest.body.map((n: { title: string }) => n.title)).not.toContain(two.body[0].title);
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'cursor=zz', 'cursor[$gt]=1', 'other=1']) {
      const r = await alice.get(`/api/notifications?${q}`);
      expect([q, r.status]).toEqual([q, 400]);
    }
  });
});
