// GSM 03.38: the 7-bit alphabet a single SMS of 160 characters is counted in.
const BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const EXTENDED = '^{}\\[~]|€'; // each sent as an escape plus the character: counts as 2

const basic = new Set(BASIC);
const extended = new Set(EXTENDED);

/** The text with every character outside the GSM alphabet replaced (accents dropped where that makes one fit). */
export function toGsm(text: string): string {
  let out = '';
  for (const ch of text) {
    if (basic.has(ch) || extended.has(ch)) out += ch;
    else {
      const plain = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += plain.length > 0 && [...plain].every((c) => basic.has(c)) ? plain : '?';
    }
  }
  return out;
}

/** Length in GSM septets (extended characters count 2); Infinity if the text is not GSM. */
export function gsmLength(text: string): number {
  let n = 0;
  for (const ch of text) {
    if (basic.has(ch)) n += 1;
    else if (extended.has(ch)) n += 2;
    else return Infinity;
  }
  return n;
}

export const SINGLE_SMS_LENGTH = 160;
