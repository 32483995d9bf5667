// OCR of a photo garbles a label's small capitals ('Policy NUMDBER', 'Policy NUNBER'): the word after 'policy' one letter
// from 'number' is read as 'number', padded with spaces to its own length (the text's offsets stay). Used by
// identity-fields.ts.
import { editDistance } from './ocr-excess-kinds';

export function mendedNumberAfterPolicy(text: string): string {
  return text.replace(/\b(policy[ \t]+)([A-Za-z]{5,7})\b/gi, (whole, policy: string, word: string) =>
    word.toLowerCase() !== 'number' && editDistance(word.toLowerCase(), 'number') === 1 ? `${policy}${'number'.padEnd(word.length, ' ')}` : whole,
  );
}
