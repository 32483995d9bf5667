import { Types, type Connection } from 'mongoose';
import { OutboxModel } from '../../channels/email/outbox-mailer';
import { ClaimModel } from '../../core/db/claim';
import { REFRESH_CLAIM_KIND } from '../vehicle-refresh';
import { AGENDA_COLLECTION } from '../../core/db/collections';
import { ResetTokenModel } from '../auth';
import { deleteUserSessions } from '../auth';
import { PolicyModel } from '../policies';
import { ReminderModel } from '../reminders';
import { UserModel } from '../users';
import { VehicleLookupModel } from '../vehicle';
import { endSharesOnErasure, type NoticeLinks } from '../sharing';
import { deleteDocumentsOfUser } from '../policy-documents';
import { deleteHeldNoticesOfUser } from '../inbound-mail';
import type { Mailer } from '../../core/ports/mailer';
import { aboutAny, userDataModels } from './user-data-models';

export interface ErasureReport {
  /** Documents deleted, per collection. */
  deleted: Record<string, number>;
}

/**
 * Erases the user (UK GDPR, right to erasure): sessions first (nothing more can be written as them), then every
 * document of every model that names the user or their policies and reminders, the collections keyed differently
 * (reset-token claims, agenda jobs naming the user, mail in the development outbox, the plate lookup cache of their
 * vehicles), and the user last, so an interrupted erasure can be run again by signing in and repeating it.
 */
export async function eraseUser(connection: Connection, userId: string, options: { mailer?: Mailer; links?: NoticeLinks } = {}): Promise<ErasureReport> {
  const owner = new Types.ObjectId(userId);
  const user = await UserModel.findById(owner, { email: 1, username: 1 }).lean();
  const deleted: Record<string, number> = {};
  const count = (name: string, n: number) => (deleted[name] = (deleted[name] ?? 0) + n);

  count('sessions', await deleteUserSessions(connection, userId));

  const [policies, reminderIds, resetTokens] = await Promise.all([
    PolicyModel.find({ userId: owner }, { registrationNumber: 1 }).lean(),
    ReminderModel.find({ userId: owner }).distinct('_id'),
    ResetTokenModel.find({ userId: owner }, { tokenHash: 1 }).lean(),
  ]);
  const policyIds = policies.map((p) => p._id);

  // Household sharing: the user's memberships and invitations end; the members of the user's policies lose them
  // (each told by email), with everything they held for them.
  for (const [name, n] of Object.entries(await endSharesOnErasure(userId, user?.email ?? null, options.mailer, options.links))) count(name, n);

  // The car's papers: their encrypted files in GridFS first (the generic sweep below knows only the records).
  count('policy_documents', await deleteDocumentsOfUser(connection, userId));
  count('documents.files', await deleteHeldNoticesOfUser(userId));

  const { byUser, byPolicyOrReminder } = userDataModels(connection);
  // The log keyed by policy or reminder first: its keys are gone once the policies are.
  for (const model of byPolicyOrReminder) {
    count(model.collection.collectionName, (await model.deleteMany(aboutAny(model, policyIds, reminderIds))).deletedCount);
  }
  for (const model of byUser) {
    count(model.collection.collectionName, (await model.deleteMany({ userId: owner })).deletedCount);
    // What anyone else still holds for the user's policies (members' copies): the policies go for everyone.
    if (model.schema.path('policyId') && policyIds.length > 0) {
      count(model.collection.collectionName, (await model.deleteMany({ policyId: { $in: policyIds } })).deletedCount);
    }
  }

  // A used reset token is claimed under its hash; other once-only claims may carry the user's id in their key.
  const claimKeys = resetTokens.map((t) => t.tokenHash);
  count('claims', (await ClaimModel.deleteMany({ key: { $in: claimKeys } })).deletedCount);
  count('claims', (await ClaimModel.deleteMany({ key: { $regex: userId } })).deletedCount);
  // The DVLA refresh claims each check under the policy's id (and, for a first check, its registration).
  if (policyIds.length > 0) {
    const anyPolicy = new RegExp(`^(${policyIds.map(String).join('|')}):`);
    count('claims', (await ClaimModel.deleteMany({ kind: REFRESH_CLAIM_KIND, key: { $regex: anyPolicy } })).deletedCount);
  }

  // Agenda jobs whose data names the user (by id or address): few documents, read whole and matched as text.
  const markers = [userId, user?.email, user?.username].filter((m): m is string => !!m);
  const jobs = connection.collection(AGENDA_COLLECTION);
  const naming = (await jobs.find({}, { projection: { _id: 1, data: 1 } }).toArray()).filter((j) =>
    markers.some((m) => JSON.stringify(j.data ?? null).includes(m)),
  );
  if (naming.length > 0) count(AGENDA_COLLECTION, (await jobs.deleteMany({ _id: { $in: naming.map((j) => j._id) } })).deletedCount);

  if (user) count('outbox', (await OutboxModel.deleteMany({ to: { $in: [user.email, user.username] } })).deletedCount);
  const plates = policies.map((p) => p.registrationNumber);
  if (plates.length > 0) count('vehicle_lookups', (await VehicleLookupModel.deleteMany({ registration: { $in: plates } })).deletedCount);

  count('users', (await UserModel.deleteOne({ _id: owner })).deletedCount);
  return { deleted };
}
