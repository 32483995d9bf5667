// Issue 51 item 22: a request sent with the old session cookie that answers after a sign-in must not send that cookie
// again nor store the old session again (expressjs/session#923), or the sign-in is undone. The old request is held
// where every signed-in request waits on the database (passport reading its user), exactly as a slow one would be.
import { UserModel } from '../users/user.model';
import { createTestApp, signUpAndLogIn, type TestApp } from '../../../test/helpers';
import { SESSIONS_COLLECTION } from './session-store';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const storedSessionIds = async (userId: string) =>
  (await t.connection.collection<{ _id: string }>(SESSIONS_COLLECTION).find({ 'session.passport.user': userId }).toArray()).map((s) => s._id);

/** The next read of a signed-in request's user waits until `release()`; `reached` says it has started. */
function holdNextUserRead() {
  const real = UserModel.findById.bind(UserModel);
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let reachedResolve!: () => void;
  const reached = new Promise<void>((resolve) => (reachedResolve = resolve));
  const spy = jest.spyOn(UserModel, 'findById').mockImplementationOnce(((id: string) => ({
    lean: async () => {
      reachedResolve();
      await gate;
      return real(id).lean();
    },
  })) as never);
  return { reached, release, restore: () => spy.mockRestore() };
}

test('issue 51 item 22: a read in flight during a sign-in neither sends the old cookie back nor stores the old session again', async () => {
  const user = await signUpAndLogIn(t.app);
  const [oldId] = await storedSessionIds(user.user.id);
  const hold = holdNextUserRead();
  try {
    const stale = user.get('/api/auth/user').then((r) => r); // sent now, with the old session's cookie
    await hold.reached;
    const signIn = await user.post('/api/auth/login').send({ email: user.user.email, password: user.password });
    expect(signIn.status).toBe(200);
    const [newId] = await storedSessionIds(user.user.id);
    expect(newId).not.toBe(oldId);
    hold.release();
    const late = await stale;
    expect(late.status).toBe(200);
    expect((late.headers['set-cookie'] as string[] | undefined ?? []).filter((c) => c.startsWith('renewly.sid='))).toEqual([]);
    // Only the new session is stored, and the browser goes on with it.
    expect(await storedSessionIds(user.user.id)).toEqual([newId]);
    expect((await user.get('/api/auth/user')).status).toBe(200);
    expect(await storedSessionIds(user.user.id)).toEqual([newId]);
  } finally {
    hold.restore();
  }
});

test('issue 51 item 22: a read in flight during "Sign out of all devices" does not bring its session back', async () => {
  const user = await signUpAndLogIn(t.app);
  const hold = holdNextUserRead();
  try {
    const stale = user.get('/api/auth/user').then((r) => r);
    await hold.reached;
    await t.connection.collection(SESSIONS_COLLECTION).deleteMany({ 'session.passport.user': user.user.id });
    hold.release();
    const late = await stale;
    expect((late.headers['set-cookie'] as string[] | undefined ?? []).filter((c) => c.startsWith('renewly.sid='))).toEqual([]);
    expect(await storedSessionIds(user.user.id)).toEqual([]);
    expect((await user.get('/api/auth/user')).status).toBe(401);
  } finally {
    hold.restore();
  }
});
