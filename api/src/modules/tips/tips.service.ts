import type { Tip } from '@renewly/shared-contracts';
import { isDuplicateKeyError } from '../../core/db/errors';
import { TipModel } from './tips.model';
import { INSURANCE_TIPS } from './tips.seed';

/**
 * Inserts the seed tips that are not stored yet (matched by title); safe to run at every start and from
 * several processes at once. Tips edited in the database are left alone. Returns how many were inserted.
 */
export async function seedInsuranceTips(): Promise<number> {
  const existing = new Set((await TipModel.find({}, { title: 1, _id: 0 }).lean()).map((t) => t.title));
  const missing = INSURANCE_TIPS.map((tip, order) => ({ ...tip, order })).filter((t) => !existing.has(t.title));
  let inserted = 0;
  for (const tip of missing) {
    try {
      await TipModel.create(tip);
      inserted += 1;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err; // another process seeded it first
    }
  }
  return inserted;
}

async function readTips() {
  return TipModel.find({}, { _id: 0, title: 1, description: 1, category: 1, priority: 1, order: 1 })
    .sort({ order: 1 })
    .lean();
}

/** The stored tips in seed order; seeds them first if the collection is empty (first start, or a fresh database). */
export async function listInsuranceTips(): Promise<Tip[]> {
  let tips = await readTips();
  if (tips.length === 0) {
    await seedInsuranceTips();
    tips = await readTips();
  }
  return tips.map(({ title, description, category, priority }) => ({ title, description, category, priority }));
}
