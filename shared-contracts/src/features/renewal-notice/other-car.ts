// Another car on the same account (issue 47): a multi-car notice may give the other car's price too ('Also on your
// multi-car account: Vauxhall Corsa … current premium £612.30'). That car's figures are not this car's: an amount in a
// sentence about another car, or another of the customer's policies (their home insurance), is no premium of this
// policy, whatever its own label says. Used by money-fields.ts (and policy-periods.ts, for another policy's dates).

/** Words that say the sentence is about another car on the account, not this one. */
const ANOTHER_CAR =
  /\b(?:also (?:on|under|insured (?:on|under)|covered (?:on|under|by)) (?:your|the) (?:multi[- ]?car )?(?:account|policy)|(?:your|the) (?:other|second|additional) (?:car|vehicle)s?\b|another (?:car|vehicle) (?:on|under) (?:your|the) (?:multi[- ]?car )?(?:account|policy))/i;

/**
 * Or about another of the customer's policies, its subject: 'Your Silver Mile home insurance renews on 2 April; last
 * year it cost £214.60', 'Your household policy with us … renews on 1 March', or one listed after words that say
 * the policies are others ('Your other policies with us: Acme Home Insurance, policy HH 1234, renews on 14 April').
 * Not a sentence that only mentions one ('As you also have home insurance with us, your premium …').
 */
export const ANOTHER_POLICY =
  /^\s*(?:(?:[Yy]our|[Tt]he)\s+other\s+polic(?:y|ies)(?:\s+(?:with us|you hold(?: with us)?))?\s*[:–-]\s*)?(?:(?:[Yy]our|[Tt]he|[Oo]ur)\s+)?(?:[A-Z][\w'’&-]*\s+){0,3}(?:[Hh]ome|[Hh]ouse(?:hold)?|[Bb]uildings|[Cc]ontents|[Pp]et|[Tt]ravel|[Ll]ife|[Ll]andlord|[Cc]aravan)\s+(?:[Ii]nsurance|[Cc]over|[Pp]olicy)\b/;

/** How far back the sentence may start: a page read as one line has no sentence of its own. */
const REACH = 300;

/** True when the sentence holding the amount at `at` speaks of another car on the account. */
export function inAnotherCarsSentence(text: string, at: number): boolean {
  const from = Math.max(0, at - REACH);
  const before = text.slice(from, at);
  // The sentence starts after the last full stop (not a decimal point) or blank line before the amount.
  const ends = [...before.matchAll(/[.!?](?=\s)|\n[ \t]*\n/g)];
  const start = ends.length > 0 ? ends.at(-1)!.index + ends.at(-1)![0].length : 0;
  const sentence = before.slice(start);
  return ANOTHER_CAR.test(sentence) || ANOTHER_POLICY.test(sentence);
}
