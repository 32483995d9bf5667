// Text set with letter-spacing ('POLICY NUMBER' in small capitals spread out): pdf.js gives each word of it as one
// item with a space between every letter ('P O L I C Y'), the words as separate items. Such an item is the word
// itself; the gap between the items still makes the space between the words (page-layout.ts). Where one item holds a
// whole tracked label, its words spaced as its letters are ('L a s t y e a r ' s p r e m i u m'), the letters are
// split back into the label's words as a cell's are (letter-spaced-words.ts), not run into one.
import { joinLetterSpaced } from './letter-spaced-words';

/** A letter of a spaced-out word, or two capitals a font's kerning drew closer ('PA I D'), or a colon or apostrophe. */
const SPACED_PIECE = /^(?:[\p{L}\p{N}'’:&.,·-]|\p{Lu}{2})$/u;

/**
 * The item's word without the spaces between its letters: every piece one character (or a kerned pair of capitals,
 * at most one for every two letters), three pieces at least; any other item as it is ('I am a' stays).
 */
export function unspacedLetters(text: string): string {
  const pieces = text.trim().split(' ');
  if (pieces.length < 3 || !pieces.every((piece) => SPACED_PIECE.test(piece))) return text;
  const pairs = pieces.filter((piece) => piece.length === 2).length;
  if (pairs * 2 > pieces.length - pairs) return text;
  if (pairs === 0) {
    const words = joinLetterSpaced(pieces.join(' '));
    if (words.includes(' ')) return words;
  }
  return pieces.join('');
}
