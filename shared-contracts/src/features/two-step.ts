// Issue 40: the payloads of two-step sign-in (TOTP codes and recovery codes). Imported as
// '@renewly/shared-contracts/features/two-step'; the words and types without zod are in './two-step-texts'.
import { z } from 'zod';

import { lazySchema } from '../lazy-schema';
import { RECOVERY_CODE_ALPHABET, RECOVERY_CODE_LENGTH, TWO_STEP_TEXTS as TEXT, totpCodeProblem } from './two-step-texts';

export * from './two-step-texts';

/** A code from the app: spaces are dropped ('123 456'); letters, and any other length, are refused with their own message. */
export const totpCodeSchema = lazySchema(() =>
  z
    .string({ error: TEXT.codeWrongLength })
    .max(64, TEXT.codeWrongLength)
    .transform((c) => c.replace(/\s+/g, ''))
    .superRefine((code, ctx) => {
      const problem = totpCodeProblem(code);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
);

const RECOVERY_PATTERN = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** Recovery codes are compared without case, spaces or the hyphen between the two groups. */
export const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]+/g, '');

export const recoveryCodeSchema = lazySchema(() =>
  z
    .string({ error: TEXT.recoveryCodeFormat })
    .max(64, TEXT.recoveryCodeFormat)
    .transform(normaliseRecoveryCode)
    .pipe(z.string().regex(RECOVERY_PATTERN, TEXT.recoveryCodeFormat)),
);

/** POST /api/two-step/enable: the first code from the app, proving it holds the new secret. */
export const twoStepCodeSchema = lazySchema(() => z.object({ code: totpCodeSchema }).strict());
export type TwoStepCodeInput = z.infer<typeof twoStepCodeSchema>;

/** The sign-in screen's recovery-code field (sent as `{ recoveryCode }`). */
export const recoveryCodeFormSchema = lazySchema(() => z.object({ recoveryCode: recoveryCodeSchema }).strict());

/**
 * POST /api/auth/two-step (after the password) and POST /api/auth/reauth/code (signed in): a code from the app or one
 * of the recovery codes, exactly one of them.
 */
export const twoStepProofSchema = lazySchema(() =>
  z
    .object({ code: totpCodeSchema.optional(), recoveryCode: recoveryCodeSchema.optional() })
    .strict()
    .refine((p) => (p.code === undefined) !== (p.recoveryCode === undefined), { message: TEXT.proofNeeded }),
);
export type TwoStepProofInput = z.infer<typeof twoStepProofSchema>;

export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int().min(0),
});

export const twoStepSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() });

export const recoveryCodesAnswerSchema = z.object({ codes: z.array(z.string()), status: twoStepStatusSchema });

export const twoStepRequiredSchema = z.object({ twoStepRequired: z.literal(true) });
