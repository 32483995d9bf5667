// A kind of excess said to be nothing in words ('compulsory £250, voluntary nil', 'Voluntary excess: none'): £0, read as
// an amount of its own beside the £ amounts, so the sentence's kinds pair as they would with '£0'.
import type { AmountToken } from './uk-amounts';

/** The kind word (and 'excess'), then 'nil', 'none' or 'zero' right after it (not 'none of …', not 'zero £100'). */
const NIL_AFTER_KIND = /\b(?:compulsory|voluntary)(?:\s+excess)?\s*(?:[:=–-]\s*|is\s+)?(nil|none|zero)\b(?![ \t]*(?:£|\d|of\b))/gi;

export function withNilExcesses(text: string, amounts: AmountToken[]): AmountToken[] {
  const nils = [...text.matchAll(NIL_AFTER_KIND)].map((m) => {
    const start = m.index + m[0].length - m[1]!.length;
    return { value: '0', start, end: start + m[1]!.length };
  });
  return nils.length === 0 ? amounts : [...amounts, ...nils].sort((a, b) => a.start - b.start);
}
