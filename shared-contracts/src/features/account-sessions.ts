// "Where you're signed in" (issue 40): what GET /api/auth/sessions answers and DELETE /api/auth/sessions/:publicId
// takes. Apart from account-security.ts so the profile's first read does not load the password rules.
import { z } from 'zod';

/** A session's public id: the SHA-256 of its session id, base64url (never the session id itself). */
export const sessionPublicIdParamsSchema = z.object({ publicId: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid session id') }).strict();

/** One entry of GET /api/auth/sessions. */
export const signedInSessionSchema = z.object({
  id: z.string(),
  /** "Chrome 131", or null when the user agent said nothing readable. */
  browser: z.string().nullable(),
  /** "Windows 10", "Android 14", or null. */
  system: z.string().nullable(),
  signedInAt: z.iso.datetime({ offset: true }).nullable(),
  lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSessionSchema>;
export const signedInSessionListSchema = z.array(signedInSessionSchema);

