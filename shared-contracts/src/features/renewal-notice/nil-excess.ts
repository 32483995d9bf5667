// A kind of excess said to be nothing in words ('compulsory £250, voluntary nil', 'Voluntary excess: none'), or a cell
// saying so under a kind's column heading ('Compulsory  Voluntary  Total' over '£250  Nil  £250'): £0, read as an amount
// of its own beside the £ amounts, so the sentence's kinds pair (and the row's cells fill their columns) as with '£0'.
import type { AmountToken } from './uk-amounts';
import { lineStartAt } from './text-lines';

/** The kind word (and 'excess'), then 'nil', 'none' or 'zero' right after it (not 'none of …', not 'zero £100'). */
const NIL_AFTER_KIND = /\b(?:compulsory|voluntary)(?:\s+excess)?\s*(?:[:=–-]\s*|is\s+)?(nil|none|zero)\b(?![ \t]*(?:£|\d|of\b))/gi;

/** 'Nil' or 'None' alone in a cell after a figure on its row: set apart by a wide gap or a bar either side. */
const NIL_CELL = /(?<=£[\d,.]+(?:[ \t]{2,}|[ \t]*\|[ \t]*))(nil|none)(?=[ \t]{2,}|[ \t]*\||[ \t]*$)/gim;
/** A row of column headings naming a kind of excess. */
const KIND_HEADINGS = /\b(?:compulsory|voluntary)\b/i;

/** The cell's row is under a heading row naming the kinds: up the rows of figures just above it (a table's rows). */
function underKindHeadings(text: string, at: number): boolean {
  let end = text.lastIndexOf('\n', at);
  for (let hops = 0; hops < 8 && end > 0; hops += 1) {
    const start = lineStartAt(text, end);
    const line = text.slice(start, end);
    end = start - 1;
    if (!/£\d/.test(line)) return KIND_HEADINGS.test(line);
  }
  return false;
}

export function withNilExcesses(text: string, amounts: AmountToken[]): AmountToken[] {
  const nils = [...text.matchAll(NIL_AFTER_KIND)].map((m) => {
    const start = m.index + m[0].length - m[1]!.length;
    return { value: '0', start, end: start + m[1]!.length };
  });
  for (const m of text.matchAll(NIL_CELL)) {
    if (underKindHeadings(text, m.index) && !nils.some((n) => n.start === m.index)) nils.push({ value: '0', start: m.index, end: m.index + m[1]!.length });
  }
  return nils.length === 0 ? amounts : [...amounts, ...nils].sort((a, b) => a.start - b.start);
}
