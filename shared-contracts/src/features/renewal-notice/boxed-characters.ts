// A form printing every character of a value in a box of its own ('Compulsory excess  £ [2][5][0] . [0][0]', 'Vehicle
// registration  [G][L][7][1][ ][O][V][P]'): its text comes out one character apart ('£ 2 5 0 . 0 0', 'G L 7 1  O V P'),
// and a reading taking '£ 2' for the amount would be wrong with nothing to say so. Such a value, after its label and
// two spaces or a '£', is set closed up before anything reads the text: the characters of a group joined, an empty box
// between groups kept as one space ('GL71 OVP'), a date under 'DD MM YYYY' written with slashes ('19/03/2027'). Only
// four boxes or more, each one capital, digit or point, and nothing else after them on the line.

/** The boxed value ending its line: single characters one or two spaces apart. */
const BOXED = /(?<=\S(?: {2,}| *£ *))((?:[A-Z0-9.] {1,2}){3,}[A-Z0-9.]) *$/;

export function closedUpBoxes(text: string): string {
  return text.replace(/[^\n]+/g, (line) => {
    const m = BOXED.exec(line);
    if (!m) return line;
    const groups = m[1]!.split(/ {2,}/).map((group) => group.replace(/ /g, ''));
    const dated = /\bDD\W+MM\W+YYYY\b/i.test(line.slice(0, m.index)) && groups.length === 3 && /^\d{2}$/.test(groups[0]!) && /^\d{2}$/.test(groups[1]!) && /^\d{4}$/.test(groups[2]!);
    const value = dated ? groups.join('/') : groups.join(' ');
    return `${line.slice(0, m.index)}${value}`;
  });
}
