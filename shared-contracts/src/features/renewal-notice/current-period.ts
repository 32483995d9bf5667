// A period named as the cover now running ('Your current cover: from 1 April 2026 until 31 March 2027', 'Current
// period of insurance  01/04/2026 to 31/03/2027', 'Your existing policy runs from …'): its first day is a year before
// the renewal, never the renewal's; its last day is when the cover ends (the new cover starts the day after).

/** The cover now running, named as such. */
const CURRENT_COVER = /\b(?:current|existing|present|old)\s+(?:period|cover|policy|insurance|policy year|year of cover)\b/i;
/** Words that make the label about the renewal or the end after all ('Your current policy renews on', '… ends on'). */
const RENEWAL_OR_END = /renew|continu|carr(?:y|ies) on|run on|\bnew\b|\bends?\b|expir|until|finish|runs? out/i;

/** The label names the start of the cover now running. */
export function namesCurrentCoversStart(label: string): boolean {
  return CURRENT_COVER.test(label) && !RENEWAL_OR_END.test(label);
}
