// What parseRenewalNotice returns for each field, and how a candidate's score becomes a confidence.

/**
 * How sure the parser is:
 * - 'high': the value sits under a label that can only mean this field ('Total annual premium', 'Compulsory excess',
 *   'Policy number', 'Your cover starts on').
 * - 'medium': a looser label ('Premium', 'Your policy ends on', 'Compulsory' under an excess heading) or an unlabelled
 *   value of the right shape (a current-format plate, the brand named most often).
 * - 'low': a guess the user should look at: a weak label, or two different values with the same label strength.
 */
export type RenewalNoticeConfidence = 'high' | 'medium' | 'low';

export interface RenewalNoticeField<T extends string = string> {
  value: T;
  confidence: RenewalNoticeConfidence;
  /** The text the value was read from (label and value, whitespace collapsed), as the notice wrote it. */
  snippet: string;
  /** Set when the value was read but cannot be right as it stands (a date that does not exist, a £0 premium). */
  flag?: 'check';
  /** Why it is flagged, in words the review dialog can show. */
  reason?: string;
  /** True when a sum on the notice that holds it adds up (premium + add-ons = total; a stated rise = new - old). */
  checked?: boolean;
  /** How the value was worked out when the notice does not say it as such ('the day after your cover ends'). */
  derived?: string;
  /** Set by parseRenewalNotice: sure, found but unchecked, or derived (certainty.ts). */
  certainty?: 'sure' | 'unchecked' | 'derived';
}

/** A value found at [start, end) of the text, under a label starting at labelStart, scored 0..1. */
export interface Candidate<T extends string = string> {
  value: T;
  score: number;
  labelStart: number;
  start: number;
  end: number;
  /** Set when the value was read but the notice leaves it open (a row of two figures whose columns are not named). */
  reason?: string;
}

export function confidenceOf(score: number): RenewalNoticeConfidence {
  if (score >= 0.85) return 'high';
  if (score >= 0.6) return 'medium';
  return 'low';
}

const ONE_STEP_DOWN: Record<RenewalNoticeConfidence, RenewalNoticeConfidence> = { high: 'medium', medium: 'low', low: 'low' };

/**
 * The best candidate (highest score, then earliest) as a field; when another candidate with the same score says
 * something else, the confidence drops one step.
 */
export function bestField<T extends string>(text: string, candidates: Candidate<T>[]): RenewalNoticeField<T> | undefined {
  if (candidates.length === 0) return undefined;
  const sorted = [...candidates].sort((a, b) => b.score - a.score || a.start - b.start);
  const best = sorted[0]!;
  // Another reading as strong, or another under a label that also clearly names the field, saying something else.
  const rival = sorted.some((c) => c.value !== best.value && (c.score === best.score || confidenceOf(c.score) === 'high'));
  const confidence = confidenceOf(best.score);
  return {
    value: best.value,
    confidence: rival ? ONE_STEP_DOWN[confidence] : confidence,
    snippet: snippetOf(text, best.labelStart, best.end),
    ...(best.reason ? { flag: 'check' as const, reason: best.reason } : {}),
  };
}

/** While one notice is parsed: the text its readers read, and the same text as the notice words it (same offsets). */
let quoted: { read: string; words: string } | undefined;

/**
 * Runs `parse` with every snippet of `read` quoted from `words`: the readers read bare figures marked as money (a '£'
 * put in the gap before '402.12', a net and tax column blanked beside its gross), the review quotes what the notice
 * says ('RENEWAL PRICE 402.12', not 'RENEWAL PRICE£402.12'). Both texts have the same offsets.
 */
export function quotingFrom<T>(words: string, read: string, parse: () => T): T {
  const outer = quoted;
  quoted = words.length === read.length ? { read, words } : undefined;
  try {
    return parse();
  } finally {
    quoted = outer;
  }
}

/** The notice's own text from start to end, whitespace collapsed to single spaces. */
export function snippetOf(text: string, start: number, end: number): string {
  return (quoted?.read === text ? quoted.words : text)
    .slice(start, end)
    .replace(/\s+/g, ' ')
    .replace(/^[\s.,;:!?)]+/, '')
    .trim();
}
