// Dates as UK notices write them: '24 January 2027', '24th Jan 2027', '1st of March 2027', '24-Jan-27', '24/01/2027', '24.01.27',
// with the month first ('Jan 24, 2027'), and as ISO 8601 dates ('2027-01-24'), as some insurers' systems print them.
// A formal letter may write the day in words ('Thursday, the fourteenth of January 2027').

export interface DateToken {
  /** 'YYYY-MM-DD' as written; it may not exist ('2027-02-31'): the caller checks with isCalendarDate. */
  value: string;
  start: number;
  end: number;
}

export const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
export const MONTH_NAME = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
// A year may carry OCR's letter O for a zero ('2O27').
const YEAR = String.raw`([12][\dOo]{3}|\d{2})(?![\dA-Za-z])`;
// A day may carry OCR's letter O for a zero too ('1O April 2027', 'O3 May'), as long as a month name follows.
const WORDY = new RegExp(String.raw`\b(\d[\dOo]?|[Oo]\d)(?:st|nd|rd|th)?(?:\s+of)?[\s-]+${MONTH_NAME}\.?,?[\s-]+${YEAR}`, 'gi');
// The month first, as some insurers' systems print it: 'Jan 27, 2027', 'January 27th, 2027', 'Feb 3 2027' (a full year
// only, so 'March 2027' or 'May 12' alone is no date).
const MONTH_FIRST = new RegExp(String.raw`\b${MONTH_NAME}\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+([12]\d{3})(?![\dA-Za-z])`, 'gi');
// The day as an ordinal in words, as a formal letter writes it: 'the fourteenth of January 2027', 'the twenty-first
// of March 2027', 'first of May 2027'. With 'the' before it or 'of' after it (so 'your second March 2027 payment' is
// no date), and a full year.
const ORDINAL_DAYS = [
  'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth',
  'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth',
];
const ORDINAL_WORD = String.raw`(twenty[- ]?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)|thirty[- ]?first|thirtieth|${ORDINAL_DAYS.join('|')})`;
const IN_WORDS = new RegExp(String.raw`(?:(?<=\bthe\s+)${ORDINAL_WORD}(?:\s+of)?|\b${ORDINAL_WORD}\s+of)\s+${MONTH_NAME},?\s+([12]\d{3})(?![\dA-Za-z])`, 'gi');

/** The day of an ordinal in words: 'fourteenth' -> 14, 'twenty-first' -> 21, 'thirtieth' -> 30. */
function ordinalDay(word: string): number {
  const w = word.toLowerCase().replace(/[- ]/g, '');
  if (w === 'thirtieth') return 30;
  const tens = w.startsWith('twenty') ? 20 : w.startsWith('thirty') ? 30 : 0;
  return tens + ORDINAL_DAYS.indexOf(tens ? w.slice(6) : w) + 1;
}

const NUMERIC = /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.]\d)/g;
// The year first, ISO 8601 ('2027-02-17'): a full year, a month and a day that can be one; not inside a longer run of
// hyphened figures (a reference 'REF-2027-02-17-44').
const YEAR_FIRST = /(?<![\w-])((?:19|20)\d{2})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])(?![\w-])/g;

/** '06-09-14' inside a reference of hyphenated digit groups ('88-2027-06-09-14'): not a date of its own. */
function inHyphenatedReference(text: string, m: RegExpMatchArray): boolean {
  return m[2] === '-' && m[4]!.length === 2 && /\d-$/.test(text.slice(0, m.index));
}

function fullYear(year: string): number {
  const digits = Number(year.replace(/[Oo]/g, '0'));
  return year.length === 2 ? 2000 + digits : digits;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Every date in the text, in order. */
export function findDates(text: string): DateToken[] {
  const found: DateToken[] = [];
  for (const m of text.matchAll(WORDY)) {
    const month = MONTHS.indexOf(m[2]!.slice(0, 3).toLowerCase()) + 1;
    found.push({ value: `${fullYear(m[3]!)}-${pad(month)}-${pad(Number(m[1]!.replace(/[Oo]/g, '0')))}`, start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(MONTH_FIRST)) {
    // 'may' in lower case is the verb ('you may 2 ...'); a date that another reading already covers is that one.
    if (m[1] === 'may' || found.some((d) => d.start < m.index + m[0].length && m.index < d.end)) continue;
    const month = MONTHS.indexOf(m[1]!.slice(0, 3).toLowerCase()) + 1;
    found.push({ value: `${m[3]}-${pad(month)}-${pad(Number(m[2]))}`, start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(IN_WORDS)) {
    const month = MONTHS.indexOf(m[3]!.slice(0, 3).toLowerCase()) + 1;
    found.push({ value: `${m[4]}-${pad(month)}-${pad(ordinalDay((m[1] ?? m[2])!))}`, start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(NUMERIC)) {
    if (inHyphenatedReference(text, m)) continue;
    found.push({ value: `${fullYear(m[4]!)}-${pad(Number(m[3]))}-${pad(Number(m[1]))}`, start: m.index, end: m.index + m[0].length });
  }
  for (const m of text.matchAll(YEAR_FIRST)) {
    found.push({ value: `${m[1]}-${m[2]}-${m[3]}`, start: m.index, end: m.index + m[0].length });
  }
  return found.sort((a, b) => a.start - b.start);
}
