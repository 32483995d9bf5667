// Counters shared by every API process, kept in the database. A window's count is a run of slot documents
// `<bucket>#0`, `<bucket>#1`, ... claimed by insert under the unique _id: the insert is atomic on MongoDB and on
// FerretDB v1 (whose findAndModify/$inc are not), and _id reads are the one query FerretDB serves cheaply.
// A slot is only inserted after the one before it exists, so the slots form a prefix and a binary search over
// `exists(slot)` finds the count in log2(limit) reads. No TTL index (FerretDB): the purge job deletes by expiresAt.
import { createHash } from 'node:crypto';
import { Schema, model, models, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../db/errors';

interface RateSlot {
  _id: string;
  expiresAt: Date;
  /** A cooldown's slot: when its hit was allowed. */
  at?: Date;
}

const rateSlotSchema = new Schema<RateSlot>(
  { _id: { type: String, required: true }, expiresAt: { type: Date, required: true }, at: { type: Date } },
  { versionKey: false, collection: 'ratecounters' },
);

// The purge job's delete by expiresAt (docs/database-indexes.md).
rateSlotSchema.index({ expiresAt: 1 }, { name: 'expires_at' });

export const RateSlotModel: Model<RateSlot> =
  (models.RateSlot as Model<RateSlot> | undefined) ?? model<RateSlot>('RateSlot', rateSlotSchema);

export interface RateWindow {
  /** A name for the counter, e.g. 'login-ip'. */
  name: string;
  /** Who is counted (an address, an email, a user id); hashed before it is stored. */
  key: string;
  limit: number;
  windowMs: number;
}

export interface RateHit {
  allowed: boolean;
  /** When the current window ends. */
  resetAt: Date;
}

/** The counters' clock (a test moves it to a window's end without moving the whole process's clock). */
export const rateClock = { now: (): number => Date.now() };

const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest('base64url').slice(0, 22);

function bucketOf(w: RateWindow, now: number): { bucket: string; resetAt: Date } {
  const index = Math.floor(now / w.windowMs);
  return { bucket: `${w.name}:${hashKey(w.key)}:${index}`, resetAt: new Date((index + 1) * w.windowMs) };
}

const slotExists = async (bucket: string, slot: number) =>
  (await RateSlotModel.findById(`${bucket}#${slot}`, { _id: 1 }).lean()) !== null;

// Per process: the slot after the last one this process saw taken, per bucket. Slots below it exist (a window's slots
// are only deleted once it is over), so the next hit tries it straight away, one insert instead of a search.
const knownTaken = new Map<string, number>();
const MAX_HINTS = 10_000;

function remember(bucket: string, nextFree: number): void {
  if (knownTaken.size >= MAX_HINTS) knownTaken.clear();
  knownTaken.set(bucket, nextFree);
}

/** The first free slot: slots fill as a prefix, so `exists` is true below the count and false from it. */
async function firstFreeSlot(bucket: string, limit: number, from = 0): Promise<number> {
  let lo = from;
  let hi = limit; // answer in [lo, hi]
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (await slotExists(bucket, mid)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Counts one hit unless the window's limit is reached (then nothing is stored). */
export async function hitRateWindow(w: RateWindow, now = rateClock.now()): Promise<RateHit> {
  const { bucket, resetAt } = bucketOf(w, now);
  // Kept one window past its end, so a clock skew between processes never reopens a full window.
  const expiresAt = new Date(resetAt.getTime() + w.windowMs);
  const hint = knownTaken.get(bucket);
  let slot = hint ?? (await firstFreeSlot(bucket, w.limit));
  let searched = hint === undefined;
  while (slot < w.limit) {
    try {
      await RateSlotModel.collection.insertOne({ _id: `${bucket}#${slot}`, expiresAt } as never);
      remember(bucket, slot + 1);
      return { allowed: true, resetAt };
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      // Another process took it: search on from there once, then step.
      slot = searched ? slot + 1 : await firstFreeSlot(bucket, w.limit, slot + 1);
      searched = true;
    }
  }
  remember(bucket, w.limit);
  return { allowed: false, resetAt };
}

/**
 * One hit per `cooldownMs` for `key`, measured from the last one allowed rather than by windows of the clock (where two
 * hits a second apart across a window's end would both pass): an allowed hit keeps its time in its window's slot, and
 * a hit is refused while the previous window's slot is younger than the cooldown, or when its own window's slot is
 * taken (one insert under the unique `_id`, so of two racing hits one passes).
 */
export async function hitCooldown(name: string, key: string, cooldownMs: number, now = rateClock.now()): Promise<boolean> {
  const index = Math.floor(now / cooldownMs);
  const base = `${name}:${hashKey(key)}`;
  const previous = await RateSlotModel.findById(`${base}:${index - 1}#0`, { at: 1 }).lean();
  if (previous?.at && now - previous.at.getTime() < cooldownMs) return false;
  try {
    // Kept until the next window has ended: that window reads it as its previous one.
    await RateSlotModel.collection.insertOne({ _id: `${base}:${index}#0`, at: new Date(now), expiresAt: new Date((index + 2) * cooldownMs) } as never);
    return true;
  } catch (err) {
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
}

/** How many hits the current window holds (for tests and headers). */
export async function countRateWindow(w: RateWindow, now = rateClock.now()): Promise<number> {
  return firstFreeSlot(bucketOf(w, now).bucket, w.limit);
}

/** Tests that delete counters inside a window: forget what this process saw taken. */
export function forgetRateHints(): void {
  knownTaken.clear();
}

/** Deletes counters whose window is over; run by the purge job. */
export async function purgeRateCounters(now = new Date()): Promise<number> {
  const r = await RateSlotModel.deleteMany({ expiresAt: { $lt: now } });
  return r.deletedCount;
}
