// Which registered models hold a user's data, found from the schemas themselves, so a model added later is
// exported and erased without touching this module: a `userId` path names the owner; a model without one but with
// a `policyId` or `reminderId` path (the delivery attempt log) belongs to the owner of that policy or reminder.
import type { Connection, Model } from 'mongoose';

export interface UserDataModels {
  /** Models with a `userId` path. */
  byUser: Model<unknown>[];
  /** Models without `userId` but with `policyId` or `reminderId`. */
  byPolicyOrReminder: Model<unknown>[];
}

export function userDataModels(connection: Connection): UserDataModels {
  const models = connection.modelNames().map((name) => connection.model(name) as Model<unknown>);
  return {
    byUser: models.filter((m) => m.schema.path('userId') !== undefined),
    byPolicyOrReminder: models.filter(
      (m) => m.schema.path('userId') === undefined && (m.schema.path('policyId') !== undefined || m.schema.path('reminderId') !== undefined),
    ),
  };
}

/** The filter for a byPolicyOrReminder model: documents about any of these policies or reminders. */
export function aboutAny(model: Model<unknown>, policyIds: unknown[], reminderIds: unknown[]): Record<string, unknown> {
  const or: Record<string, unknown>[] = [];
  if (model.schema.path('policyId') && policyIds.length > 0) or.push({ policyId: { $in: policyIds } });
  if (model.schema.path('reminderId') && reminderIds.length > 0) or.push({ reminderId: { $in: reminderIds } });
  return or.length > 0 ? { $or: or } : { _id: { $in: [] } };
}
