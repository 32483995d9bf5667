// What the backup round-trip test fills, copies and compares: every feature for a user (policies, reminders,
// deliveries with attempts, notifications, push subscriptions, a calendar feed, sessions, a document kept), a writer
// that keeps the API busy, and whole-database snapshots.
import { BSON } from 'mongodb';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { addDays, londonToday } from '@renewly/shared-contracts';
import { createDeliveryChannels } from '../src/channels/create-delivery-channels';
import { createDeliveryEngine, type DeliveryEngine } from '../src/modules/deliveries/delivery-engine';
import { signUpAndLogIn, TEST_ORIGIN, type SignedInAgent, type TestApp } from './helpers';
import { subscriptionBody, testPushSubscription } from './push-fixtures';

/** The collections each feature writes; the round trip must find documents of both users in every one. */
export const FEATURE_COLLECTIONS = [
  'users',
  'sessions',
  'policies',
  'reminders',
  'deliveries',
  'delivery_attempts',
  'delivery_outcomes',
  'notifications',
  'pushsubscriptions',
  'calendar_feeds',
  // The car's papers (issue 49): the record names the owner; its encrypted bytes are in documents.files/.chunks,
  // which the snapshots compare like every other collection.
  'policy_documents',
] as const;

export interface FilledUser {
  agent: SignedInAgent;
  email: string;
  password: string;
  calendarUrl: string;
}

function expectStatus(res: request.Response, status: number, what: string): void {
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${res.text}`);
}

/** A user with two policies, reminders due now on the app and email channels, a push subscription and a feed. */
export async function fillEveryFeature(t: TestApp, name: string): Promise<FilledUser> {
  const agent = await signUpAndLogIn(t.app, { firstName: name });
  const email = agent.user.email;
  for (const [i, registrationNumber] of ['AB12 CDE', 'XY34 ZZZ'].entries()) {
    const policy = await agent.post('/api/policies').send({
      registrationNumber,
      carManufacturer: 'Ford',
      carModel: i === 0 ? 'Focus' : 'Fiesta',
      renewalDate: addDays(londonToday(), 5 + i),
      isActive: true,
    });
    expectStatus(policy, 201, 'create policy');
    // Due 10 days before a renewal 5-6 days away: due now.
    const reminder = await agent
      .post('/api/reminders')
      .send({ policyId: policy.body.id, title: `${name} ${i}`, daysBefore: 10, notificationMethods: ['app', 'email'] });
    expectStatus(reminder, 201, 'create reminder');
    if (i === 0) {
      const certificate = Buffer.from(`%PDF-1.4\n% ${name}'s certificate of motor insurance\n%%EOF\n`);
      const kept = await agent.post(`/api/policies/${policy.body.id}/documents`).query({ kind: 'certificate', name: 'certificate.pdf' }).set('Content-Type', 'application/pdf').send(certificate);
      expectStatus(kept, 201, 'keep a document');
    }
  }
  const push = testPushSubscription(`https://push.example.test/send/${name}-${Date.now()}`);
  expectStatus(await agent.post('/api/push/subscriptions').send(subscriptionBody(push)), 204, 'push subscription');
  const feed = await agent.post('/api/calendar-feed');
  expectStatus(feed, 201, 'calendar feed');
  // A second session (another device).
  const other = request.agent(t.app).set('Origin', TEST_ORIGIN);
  expectStatus(await other.post('/api/auth/login').send({ email, password: agent.password }), 200, 'second sign-in');
  return { agent, email, password: agent.password, calendarUrl: String(feed.body.url) };
}

/** The delivery engine over the app's outbox mailer and its app channel (what the worker runs). */
export function deliveryEngine(t: TestApp): DeliveryEngine {
  return createDeliveryEngine({
    channels: createDeliveryChannels({ mailer: t.mailer, sms: t.sms, config: { appOrigin: TEST_ORIGIN } }),
    appOrigin: TEST_ORIGIN,
    logger: t.logger,
  });
}

export type Snapshot = Map<string, Map<string, string>>;

/** Every document of every collection, as canonical EJSON keyed by collection and _id. */
export async function snapshotDatabase(connection: Connection): Promise<Snapshot> {
  const db = connection.db!;
  const snapshot: Snapshot = new Map();
  for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
    const docs = await db.collection(name).find({}).toArray();
    snapshot.set(name, new Map(docs.map((d) => [BSON.EJSON.stringify(d._id, { relaxed: false }), BSON.EJSON.stringify(d, { relaxed: false })])));
  }
  return snapshot;
}

/** Keeps creating policies as `writer` until stopped; every answer's status is recorded. */
export function startWriter(writer: SignedInAgent): {
  /** The times of the writes so far (copies); a write started and not yet finished has a start only. */
  seen(): { startedAt: number[]; finishedAt: number[] };
  stop(): Promise<{ statuses: number[]; startedAt: number[]; finishedAt: number[] }>;
} {
  let stopping = false;
  const statuses: number[] = [];
  const startedAt: number[] = [];
  const finishedAt: number[] = [];
  const loop = (async () => {
    for (let i = 0; !stopping; i++) {
      startedAt.push(Date.now());
      const res = await writer.post('/api/policies').send({
        registrationNumber: `WR${String(i % 100).padStart(2, '0')} ABC`,
        carManufacturer: 'Vauxhall',
        carModel: 'Corsa',
        renewalDate: addDays(londonToday(), 200),
        isActive: true,
      });
      statuses.push(res.status);
      finishedAt.push(Date.now());
    }
  })();
  return {
    seen: () => ({ startedAt: [...startedAt], finishedAt: [...finishedAt] }),
    async stop() {
      stopping = true;
      await loop;
      return { statuses, startedAt, finishedAt };
    },
  };
}
