// A query's answer checked with its zod schema, which loads on demand (zod stays off the first load). The first reads
// of a signed-in screen (the early reads: the answers the server inlined or the shell's entry started) are the
// server's own answers to the page being opened: they are used at once and checked just after the first load, a few
// seconds after the user's first interaction (what they tapped loads first) or CHECK_FIRST_READS_AFTER_MS, whichever
// comes first, so the page's load does not wait for zod. A first read that then fails its schema (or that the schema would change, e.g. a default) is read again, now
// checked before use, and its query fails or corrects as it always did. Every other answer is checked before use.
import { wasEarlyRead } from '../features/early-reads';
import { HOUSEKEEPING_AFTER_TAP_MS, onFirstInteraction } from './first-interaction';

export interface Parser<T> {
  parse(value: unknown): T;
  safeParse(value: unknown): { success: boolean; data?: T; error?: unknown };
}
export interface CheckContext {
  queryKey: readonly unknown[];
  /** react-query's client (in every query function's context): reads a first read again when its late check fails. */
  client?: { invalidateQueries(filters: { queryKey: readonly unknown[]; exact: boolean }): Promise<unknown> };
}

export const CHECK_FIRST_READS_AFTER_MS = 10_000;
let laterChecks: (() => void)[] | undefined;

/** Runs the checks queued so far together, after the first interaction or CHECK_FIRST_READS_AFTER_MS. */
function checkLater(check: () => void): void {
  if (!laterChecks) {
    const queue: (() => void)[] = (laterChecks = []);
    onFirstInteraction(
      () => {
        laterChecks = undefined;
        queue.forEach((task) => task());
      },
      { orAfterMs: CHECK_FIRST_READS_AFTER_MS, afterInteractionMs: HOUSEKEEPING_AFTER_TAP_MS },
    );
  }
  laterChecks.push(check);
}

/** True when every value the schema gives is the answer's own (extra fields the schema drops don't count). */
export function sameAsAnswer(parsed: unknown, answer: unknown): boolean {
  if (parsed === answer) return true;
  if (typeof parsed !== 'object' || parsed === null || typeof answer !== 'object' || answer === null) return false;
  if (Array.isArray(parsed) !== Array.isArray(answer)) return false;
  if (Array.isArray(parsed)) return parsed.length === (answer as unknown[]).length && parsed.every((v, i) => sameAsAnswer(v, (answer as unknown[])[i]));
  return Object.entries(parsed).every(([key, value]) => sameAsAnswer(value, (answer as Record<string, unknown>)[key]));
}

/**
 * Checks an answer already in use once its parser can be had: one that fails its schema (or that the schema would
 * change) is read again, checked before use. If the parser's code cannot be fetched (offline, before the service
 * worker kept it), the answer stays as it is: the next read tries again.
 */
function checkWhenPossible<T>(answer: unknown, loadParser: () => Promise<Parser<T>>, context: CheckContext): void {
  checkLater(() => {
    loadParser().then(
      (parser) => {
        const result = parser.safeParse(answer);
        if (result.success && sameAsAnswer(result.data, answer)) return;
        if (!result.success) console.error('[contracts] an answer failed its schema; reading it again', context.queryKey, result.error);
        void context.client?.invalidateQueries({ queryKey: context.queryKey, exact: true });
      },
      () => undefined,
    );
  });
}

/** The answer checked by the parser `loadParser` gives (see the top of this file for the first reads). */
export async function checkedAnswer<T>(answer: unknown, loadParser: () => Promise<Parser<T>>, context: CheckContext): Promise<T> {
  if (typeof window === 'undefined') return (await loadParser()).parse(answer);
  // A first read is used at once. Any other is checked before use, unless its checking code cannot be fetched
  // (offline, a page opened from the worker's copies, which hold the server's own answers, before the worker had kept
  // the schemas): then it is used as it is too. Either way it is checked when the code comes.
  const parser = wasEarlyRead(answer) ? null : await loadParser().catch(() => null);
  if (parser) return parser.parse(answer);
  checkWhenPossible(answer, loadParser, context);
  return answer as T;
}
