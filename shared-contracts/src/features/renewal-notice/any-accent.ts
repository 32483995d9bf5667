// A letter matched with whatever accent it is printed or read with: a brand's 'ë' printed plain ('Citroen'), or a
// photo's OCR reading it as another accent ('Citroén'); a plain letter matches its accented forms too.

/** Each plain letter with its accented forms (Latin-1 and Latin Extended-A), case kept: 'e' -> 'eèéêëēĕėęě'. */
const FORMS = new Map<string, string>();
for (let code = 0xc0; code <= 0x17f; code += 1) {
  const ch = String.fromCharCode(code);
  const plain = ch.normalize('NFD')[0]!;
  if (plain !== ch && /^[A-Za-z]$/.test(plain)) FORMS.set(plain, (FORMS.get(plain) ?? plain) + ch);
}

/** A pattern for one letter matching it with any accent or none; undefined for a character that has no accented forms. */
export function anyAccent(ch: string): string | undefined {
  const forms = FORMS.get(ch.normalize('NFD')[0]!);
  return forms && `[${forms}]`;
}
