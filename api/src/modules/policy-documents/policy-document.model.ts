import { Schema, model, models, type Model, type Types } from 'mongoose';
import { DOCUMENT_KINDS, STORED_DOCUMENT_TYPES, type DocumentKind } from '@renewly/shared-contracts/features/policy-documents';

/**
 * A document kept with a policy (issue 49 part 2). The bytes are in the GridFS bucket `documents`, encrypted
 * (document-store.ts); this record says what it is, whose it is and how to open it. `userId` is the policy's owner,
 * so the export and erasure of the owner's data take it with the policy, whoever added it.
 */
export interface PolicyDocumentRecord {
  _id: Types.ObjectId;
  userId: Types.ObjectId;
  policyId: Types.ObjectId;
  addedBy: Types.ObjectId;
  kind: DocumentKind;
  name: string;
  contentType: (typeof STORED_DOCUMENT_TYPES)[number];
  size: number;
  private: boolean;
  termStart: string;
  termEnd: string;
  convertedFrom: string | null;
  /** The GridFS file of the ciphertext, and the AES-256-GCM nonce and tag it opens with. */
  fileId: Types.ObjectId;
  nonce: string;
  tag: string;
  createdAt: Date;
}

const policyDocumentSchema = new Schema<PolicyDocumentRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    policyId: { type: Schema.Types.ObjectId, required: true },
    addedBy: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, enum: DOCUMENT_KINDS, required: true },
    name: { type: String, required: true },
    contentType: { type: String, enum: STORED_DOCUMENT_TYPES, required: true },
    size: { type: Number, required: true },
    private: { type: Boolean, required: true, default: false },
    termStart: { type: String, required: true },
    termEnd: { type: String, required: true },
    convertedFrom: { type: String, default: null },
    fileId: { type: Schema.Types.ObjectId, required: true },
    nonce: { type: String, required: true },
    tag: { type: String, required: true },
    createdAt: { type: Date, required: true, default: () => new Date() },
  },
  { versionKey: false, collection: 'policy_documents' },
);
policyDocumentSchema.index({ policyId: 1, createdAt: -1 }, { name: 'policy_created' });
policyDocumentSchema.index({ userId: 1 }, { name: 'user' });

export const PolicyDocumentModel: Model<PolicyDocumentRecord> =
  (models.PolicyDocument as Model<PolicyDocumentRecord> | undefined) ?? model<PolicyDocumentRecord>('PolicyDocument', policyDocumentSchema);
