// A till or statement printout writing the kinds of excess short under an 'EXCESS' row ('EXCESS  COMP  £ 250.00' /
// '        VOL   £ 150.00' / '        TOTAL £ 400.00'): each short kind is written out ('COMPULSORY', 'VOLUNTARY') in the
// spaces after it, one character for one, so every offset stays and the rows read as any excess rows do (the parts
// adding up to the total is what makes them sure). Only rows of the 'EXCESS' row's block, each kind alone before its
// figure. Used by parseRenewalNotice on the text its readers read.

const SHORT = { COMP: 'COMPULSORY', CMP: 'COMPULSORY', VOL: 'VOLUNTARY', VLY: 'VOLUNTARY' } as const;
const SHORT_KIND = Object.keys(SHORT).join('|');
/** The 'EXCESS' row (a stray mark may sit after the word) or a row under it: the short kind, spaces, then a figure. */
const EXCESS_ROW = new RegExp(String.raw`^([ \t]*EXCESS(?:ES)?\b[^\n£\d]{0,8}?[ \t])(${SHORT_KIND})\b([ \t]+)(?=£|\d)`, 'i');
const ROW_UNDER = new RegExp(String.raw`^([ \t]+)(${SHORT_KIND}|TOT(?:AL)?)\b([ \t]+)(?=£|\d)`, 'i');

function writtenOut(line: string, m: RegExpExecArray): string {
  const full = SHORT[m[2]!.toUpperCase() as keyof typeof SHORT];
  // The spaces after the short kind make room for the rest of its letters, two at least kept before the figure.
  if (!full || m[3]!.length < full.length - m[2]!.length + 2) return line;
  const word = m[2] === m[2]!.toUpperCase() ? full : full.toLowerCase();
  return `${m[1]}${word}${' '.repeat(m[3]!.length - (full.length - m[2]!.length))}${line.slice(m[0].length)}`;
}

export function abbreviatedExcessKinds(text: string): string {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const head = EXCESS_ROW.exec(lines[i]!);
    if (!head) continue;
    lines[i] = writtenOut(lines[i]!, head);
    for (let j = i + 1; j < lines.length && j <= i + 3; j += 1) {
      const row = ROW_UNDER.exec(lines[j]!);
      if (!row) break;
      lines[j] = writtenOut(lines[j]!, row);
    }
  }
  return lines.join('\n');
}
