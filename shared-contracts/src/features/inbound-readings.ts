// Issue 49: forwarded renewal emails read by the worker and waiting for the user's review (GET /api/inbound-readings,
// GET /api/inbound-readings/:id, POST /api/inbound-readings/:id/reviewed). Nothing on a policy changes until the user
// saves the review; the reading keeps what the reader found (the RenewalNotice, with its flags) for the review dialog.
import { z } from 'zod';
import type { RenewalNotice } from './renewal-notice';

export const inboundReadingSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(['unread', 'reviewed']),
  sender: z.object({ name: z.string().optional(), address: z.string(), domain: z.string() }).nullable(),
  subject: z.string().nullable(),
  /** SPF/DKIM/DMARC as checked on arrival (senderLine words it); null for a reading stored before the check. */
  authentication: z
    .object({
      how: z.enum(['direct', 'attached', 'inline']),
      signedBy: z.array(z.string()),
      alignedSigner: z.string().optional(),
      brokenSignature: z.boolean().optional(),
      dmarc: z.string().optional(),
      unchecked: z.boolean().optional(),
    })
    .nullable(),
  /** parseRenewalNotice's answer, as stored (empty when nothing could be read). */
  notice: z.record(z.string(), z.unknown()),
  documents: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number() })),
  /** Attached documents the worker could not read (past its limits, not a notice, a HEIC photo): the review names them. */
  unreadableDocuments: z.array(z.string()),
  /**
   * The notice's own document (its PDF, else its photo), kept encrypted with the reading until the review, so the
   * user can tick "Keep this notice" (issue 49 part 2); null when the email had none, or documents are not set up.
   */
  heldNotice: z.object({ filename: z.string(), contentType: z.string(), size: z.number() }).nullable(),
  /** The bell's line for it ("We read your renewal notice from Aviva for AB12 CDE: check it"). */
  message: z.string(),
});
export type InboundReading = Omit<z.infer<typeof inboundReadingSchema>, 'notice'> & { notice: RenewalNotice };
export const inboundReadingListSchema = z.array(inboundReadingSchema);

/**
 * POST /api/inbound-readings/:id/reviewed: `keepNotice` keeps the held notice with that policy as its renewal
 * notice (the owner or an editor; within the documents allowance). Without it the held copy is dropped.
 */
export const readingReviewedSchema = z
  .object({ keepNotice: z.object({ policyId: z.string().regex(/^[a-f0-9]{24}$/i, 'Choose the policy to keep the notice with') }).strict().optional() })
  .strict();
export type ReadingReviewed = z.infer<typeof readingReviewedSchema>;

export { INBOUND_READING_PARAM, INBOUND_READING_TEXTS, inboundReadingLink, senderLine, type SenderAuthentication } from './inbound-readings-texts';
