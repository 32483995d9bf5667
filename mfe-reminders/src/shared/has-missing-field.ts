import type { FieldErrors, FieldValues } from 'react-hook-form';
import { MESSAGES } from '@renewly/shared-contracts';

/** True when a field failed because it was left empty (the shared schemas word that as the spec's message). */
export function hasMissingField<T extends FieldValues>(errors: FieldErrors<T>, message: string = MESSAGES.fillAllFields): boolean {
  return Object.values(errors).some((error) => (error as { message?: unknown } | undefined)?.message === message);
}
