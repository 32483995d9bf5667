// A policy number printed with two groups of letters before its digits ('RAC MI 0582 3391', or joined 'CPC-MTR
// 0044871/3': the brand's letters and the product's), which the reader otherwise reads only after one short letter
// prefix ('LEX 2209517 M').

/** Short words a line might hold in capitals before a number ('SEE PAGE 2', 'ON FILE 2027'): never a prefix. */
export const CAPITAL_WORD = /^(?:A|AN|AS|AT|BY|IF|IN|IS|IT|NO|OF|ON|OR|TO|THE|AND|FOR|SEE|ARE|OUR|YOU|NOT|NEW|ALL|PER)$/;

/**
 * The value's tokens start with two groups of capitals (up to four, then up to three letters) and then a group of
 * three digits or more: both groups are the number's prefix.
 */
export function twoLetterGroupsFirst(tokens: readonly string[]): boolean {
  const [first = '', second = '', digits = ''] = tokens;
  return /^[A-Z]{1,4}$/.test(first) && /^[A-Z]{1,3}$/.test(second) && /^\d{3,}$/.test(digits) && !CAPITAL_WORD.test(first) && !CAPITAL_WORD.test(second);
}

/**
 * The value's first token is two or three groups of capitals joined by a dash or slash ('CPC-MTR', 'AB/PC', or with a
 * one-letter product code last, 'BS/PL/M'), and the next a long run of digits (five or more, as a policy's are): the
 * joined groups are the number's prefix. Not 'N/A 2027' or 'SEE-NOTE 12' (a word, or too few digits for a policy).
 */
export function joinedLetterPrefix(tokens: readonly string[]): boolean {
  const [first = '', digits = ''] = tokens;
  if (!/^[A-Z]{2,4}(?:[-/][A-Z]{2,4}){0,1}[-/][A-Z]{1,4}$/.test(first) || !/^\d{5,}/.test(digits)) return false;
  return first.split(/[-/]/).every((group) => !CAPITAL_WORD.test(group) && !/^(?:NOTE|PAGE|FILE|BELOW|OVER)$/.test(group));
}
