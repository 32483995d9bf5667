// OCR of a photo garbles small capitals ('COMPULSORY' read with an I for the L and a T for the R): a word right before
// 'excess' of a kind's length, a few letters from one kind of excess and far from the other, is read as that kind,
// letter for letter (the text's offsets stay). The amounts it labels are then checked like any other (the parts against
// the total). Used by money-fields.ts.

const KINDS = ['compulsory', 'voluntary'] as const;

/** Letters to change, add or drop to make one word the other (Levenshtein). */
export function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[b.length]!;
}

/** The label with a garbled kind of excess mended ('COMPUISOTY EXCESS' -> 'compulsory EXCESS'); any other word as it is. */
export function mendedExcessKinds(label: string): string {
  return label.replace(/\b[A-Za-z]{7,11}(?=\s+excess\b)/gi, (word) => {
    // Letters misread, none lost or added: the word keeps its length.
    const [toCompulsory, toVoluntary] = KINDS.map((kind) => (kind.length === word.length ? editDistance(word.toLowerCase(), kind) : 99)) as [number, number];
    const [nearest, other] = toCompulsory <= toVoluntary ? [toCompulsory, toVoluntary] : [toVoluntary, toCompulsory];
    if (nearest === 0 || nearest > 3 || (other < 99 && other < nearest + 3)) return word;
    const kind = toCompulsory < toVoluntary ? 'compulsory' : 'voluntary';
    // In the word's own case ('COMPULSORY', 'Compulsory'), so that its line still starts a row as it did.
    if (word === word.toUpperCase()) return kind.toUpperCase();
    return /^[A-Z]/.test(word) ? `${kind[0]!.toUpperCase()}${kind.slice(1)}` : kind;
  });
}
