// Issue 40: a sensitive change asks a session to confirm who it is unless it signed in within 10 minutes. Tests make
// the signed-in user's sessions 'stale' by moving the time they last proved it 11 minutes back, in the database.
import { expect, type Page } from '@playwright/test';
import { MongoClient } from 'mongodb';

/** The user's sessions last proved who they are 11 minutes ago (as if signed in then). */
export async function ageSessions(page: Page): Promise<void> {
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  const client = await MongoClient.connect(process.env.E2E_DATABASE_URI!);
  try {
    const r = await client
      .db()
      .collection('sessions')
      .updateMany({ 'session.passport.user': me.id }, { $set: { 'session.authenticatedAt': Date.now() - 11 * 60_000 } });
    expect(r.modifiedCount).toBeGreaterThan(0);
  } finally {
    await client.close();
  }
}
