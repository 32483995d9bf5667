// The policy number and the car's registration.
import { isValidUkRegistration, normaliseRegistration } from '../../rules/registration';
import { bestField, type Candidate, type RenewalNoticeField } from './found-field';
import { OTHER_LANGUAGE_HALF } from './label-before';
import { mendedNumberAfterPolicy } from './ocr-policy-label';
import { BRACKET_FOR_J_REASON, plateWithBracketForJAt, plateWithStrayMarkAt, platesWithBracketForJ, platesWithStrayMark, STRAY_MARK_REASON } from './plate-bracket-for-j';
import { AGE_LETTER_REASON, plateWithAgeDigitsMended } from './plate-age-letters';
import { platesBeforeCarDescription } from './plate-before-car-description';
import { platesSetApart } from './plates-set-apart';
import { policyNumberInStatementTable } from './policy-statement-table';
import { aboutAnotherCar } from './policy-periods';
import { CAPITAL_WORD, joinedLetterPrefix, twoLetterGroupsFirst } from './policy-number-prefix';
import { lineEndAt, lineStartAt } from './text-lines';

// 'Policy number: ADM-4471-2290', 'Policy No. DL 88213457', 'Policy/Cert No HX/MTR/0091827/04', 'Pol. No BUD/77193', 'Your policy reference P/123456/01', 'Policy ID: 88120043',
// 'Policy number (please quote this when you call us): MOT 4410 2298', 'Policy #: MSH-20931-7744' (the number sign for
// 'number'), a statement system's 'POL NO  MTR58203317'.
// 'your motor policy, number KMI 30-118-775, which expires' (the comma set before 'number' in a sentence).
// 'Your policy number stays the same: CQ-PC-661083' (or 'is unchanged:').
// 'Policy: HE-1093344', dot leaders ('Policy number ........ SWN-55120947', or spaced '. . . .') and a Welsh half
// ('Policy number / Rhif polisi: ...') as well.
const POLICY_LABEL = new RegExp(
  String.raw`(?:\b(?:policy|pol\.)\s*(?:,\s*(?=number\b))?(?:(?:\/\s*cert(?:ificate)?\.?\s*)?(?:(?:number|no|id|ref(?:erence)?(?: number)?)\b\.?|#)(?:\s*\([^()\n]{1,60}\))?(?:[ \t]+for (?:your|the) (?:new|coming|next|renewed) (?:year|policy|period|term))?|(?=\s*(?:\/[^\n:]{2,40})?:))|\bpol[ \t]+(?:no|ref)\b\.?)${OTHER_LANGUAGE_HALF}\s*(?:(?:is(?: still)?|remains|stays|will (?:be|remain|stay))\b(?:\s+(?:the same|unchanged)(?=\s*:))?)?\s*(?:[:\-–]|\.{2,}|(?:\.[ \t]+){2,}\.)?\s*`,
  'gi',
);
// A label/value column layout: 'Policy            ABC/CAR/0012345' (the label starts its line or column; two or more
// spaces before the value's column).
const POLICY_COLUMN_LABEL = /(?<=^|\n|[ \t]{2})[ \t]*policy[ \t]{2,}(?=\S)/gi;
// So too with the cover's name first, a dash before the number: 'Policy      Private Car – AWC/PC/550923'.
const POLICY_COLUMN_COVER_FIRST = /(?<=^|\n)[ \t]*policy[ \t]{2,}(?:private[ \t]+)?(?:car|motor|vehicle)(?:[ \t]+(?:insurance|policy))?[ \t]+[–—-][ \t]+(?=[A-Z0-9][A-Z0-9/.-]*\d)/gi;
// In a sentence: 'your AA Car Insurance policy AAC 7104 2286 is due', 'Your black box policy MML-LD-0082213 is', 'Renewal of your policy AF/CL/0831127' (the
// value right after 'policy', with a digit in its first group or the one after a short letter prefix). The words
// between may say what the cover is: 'your private car policy', 'the comprehensive motor policy', 'your third party,
// fire and theft policy'. A heading may set a comma before 'policy' ('Renewal of your IAM RoadSmart Car Insurance,
// policy IAM/MC/0458812'): the cover named, then its number. The number may be set off by commas ('your motor policy,
// GHT/MC/2207 5518, renews on'): then its closing comma must follow, and a letter or a run of five digits be in it (a
// year or a count between commas is no number).
const COVER_WORD = String.raw`(?:[A-Z][\w&=.'’-]*|car|motor|vehicle|van|insurance|black|box|telematics|multi-car|classic|private|personal|family|annual|comprehensive|third[- ]party,?|fire|and|theft|young|drivers?|learner)`;
const POLICY_IN_SENTENCE = new RegExp(
  String.raw`\b(?:[Yy]our|[Tt]he)\s+(?:${COVER_WORD}\s+){0,6}?(?:${COVER_WORD},\s+)?policy(?:,(?=\s+[A-Z0-9/. -]{4,30},)(?=\s*[^,\n]*(?:[A-Z]|\d{5})))?\s+(?=(?:[A-Z]{1,4}\s)?[A-Z0-9/.-]*\d)`,
  'g',
);
// OCR of a photo losing the space between the label and its value: 'Policy numberIGO4/MT/556210' (set 16). Only a value
// in capitals or digits with a digit in it, glued to the label's last letter ('Policy numbers' is a word).
const POLICY_LABEL_GLUED = /\b[Pp]olicy[ \t]+(?:[Nn]umber|NUMBER|[Nn]o\.|NO\.)(?=[A-Z0-9][A-Z0-9/.-]*\d)/g;
// 'PolicyTK-4471-0392': the bare word glued to a number of capitals, a dash or slash, then digits.
const POLICY_WORD_GLUED = /\b[Pp]olicy(?=[A-Z]{1,4}[-/]\d)/g;
// A table's header row run into its row of values on one line ('policy number car registration value cover drivers
// ends  TCI-4402771831 Nissan Juke ...'): the first value after the labels is the first label's; never sure. The labels
// must name other fields too, so a sentence is not read as one.
const POLICY_HEADER_RUN_ON = /(?<=^|\n)[ \t]*policy (?:number|no)(?=(?: [a-z]+){3,12}[ \t]{2,}[A-Z0-9][A-Z0-9/-]*\d)(?=(?:(?! {2})[^\n])*\b(?:registration|vehicle|cover|drivers?|premium)\b(?:(?! {2})[^\n])*\b(?:registration|vehicle|cover|drivers?|premium|ends|date|value)\b)(?: [a-z]+){3,12}[ \t]{2,}/gi;
// A summary setting each value before its label ('DSX-00418822 policy number   AB12 CDE registration'): the value starts
// its line or cell; never sure.
const POLICY_VALUE_BEFORE_LABEL = /(?<=^|\n|[ \t]{2})[ \t]*(?=[A-Z0-9][A-Z0-9/-]*\d[A-Z0-9/-]*[ \t]+policy (?:number|no)\b)/gi;
// A letter's reference ('Our ref: KFC/22/0931744'): often the policy number, but it may be a customer's or a letter's
// own number, so never sure.
const LETTER_REFERENCE = /\b(?:our|your) ref(?:erence)?(?: (?:number|no))?\b\.?[ \t]*[:\-–]?[ \t]*/gi;
// Beside the sender's 'Our ref', a 'Your ref' is the addressee's own (a broker's or the customer's file), as business
// letters set them: never the policy number. Alone, 'Your reference: ...' may be the policy's, and is read as above.
const OUR_REFERENCE = /\bour ref(?:erence)?\b/i;
// ...unless the letter itself says that reference is the policy number: 'Please quote your reference, which is your
// policy number', 'your reference (your policy number)', 'quote your policy number, shown as Your reference' (set 16).
// Then the 'Your reference' beside it is the policy number, as clearly as under a 'Policy number' label.
const REFERENCE_IS_POLICY_NUMBER =
  /\byour ref(?:erence)?\b[\s,]*(?:\(|[–—-]|which is|that is|i\.e\.|is)\s*(?!not\b)(?:also\s+)?(?:your|the)\s+policy\s+(?:number|no\b)|\b(?:your|the) policy (?:number|no\b)\.?[\s,]*(?:\(|(?:is\s+)?(?:shown|printed|given|set out)\s+(?:as|under|beside|next to))\s*['‘"“]?your ref(?:erence)?\b/i;
// A bare 'Ref:' starting a line or a cell of the letterhead ('6 December 2026' / 'Ref: CHU/0047718/MT'): the letter's
// reference, most often the policy number, but never sure; not another thing's reference ('Agency ref: 0417', 'mandate
// reference: ...'), which has a word before it.
const BARE_REFERENCE = /(?<=^|\n|[ \t]{2})[ \t]*ref(?:erence)?\b\.?[ \t]*[:\-–][ \t]*/gi;
// 'Agreement number 1CL4402196': some insurers' word for the policy; never a credit or finance agreement's number.
const AGREEMENT_NUMBER = /(?<!\b(?:credit|finance|loan|purchase|hire|direct debit|instalment|payment)\s+)\bagreement (?:number|no\b\.?|ref(?:erence)?)\b[ \t]*[:\-–]?[ \t]*/gi;
// A label naming an earlier policy's number ('Last year's policy number', 'Previous policy no').
const OLD_NUMBER = /\b(?:last year['’]?s|previous|old|former|expiring)[ \t]+$/i;
// In brackets: 'Your policy (number GHT8830021) renews on'.
const POLICY_IN_BRACKETS = /\bpolicy\s*\((?:number|no\.?|ref(?:erence)?)\s*:?\s*/gi;
// The word and its number both in brackets: 'Your car insurance (policy AB1/0917734) expires': the number closes them
// (a line may break between the word and the number).
const POLICY_WORD_IN_BRACKETS = /\(policy\s+(?=[A-Z0-9][A-Z0-9/.-]*\d[A-Z0-9/.-]*\))/gi;
// 'Policy MM-CAR-0X93KD7' starting a line, the number all there is after it; or starting a cell ('darwin    Policy
// DWN-8K3P-21QX Renews 12 Oct 2027') or after a dash (an email's subject: 'Your renewal – policy CHU-MO-77201843').
// A short letter prefix may come first ('Renewal: policy LEX 2209517 M'). A running header or footer sets its fields
// apart with a middle dot or bullet ('Customer C-3381 · Policy AB-M-2208153 · Page 1 of 3'): each one starts a cell.
// A heading may name the cover first ('Motor policy WOS/PM/3307712 – renewal').
const POLICY_LINE_START = /(?<=^|\n)[ \t]*(?:(?:car|motor|private car|vehicle|multi-car)[ \t]+)?policy[ \t]+(?=(?:[A-Z]{1,4} )?[A-Z0-9/.-]*\d)/gi;
// The same starting a sentence of its own inside a paragraph ('... next to last year. Policy RST-PC-0448129.'): the word
// with its capital, the number with a dash or slash in it, ending the sentence or the line.
const POLICY_SENTENCE_START = /(?<=[a-z0-9)][.!?][ \t]+)Policy[ \t]+(?=[A-Z0-9]{1,6}[-/][A-Z0-9/-]*\d[A-Z0-9/-]*[.;]?(?:[ \t]*\n|[ \t]*$|[.;][ \t]))/g;
// The cover's reference in the sentence about it: 'Your car insurance for your Honda Civic ..., with our reference
// OVL/PM/2280915, is due for renewal'. Most often the policy number, never said so: asks for a tick.
const REFERENCE_OF_THE_COVER = /(?<=\b(?:car|motor) (?:insurance|policy)\b(?:[^.\n]|\.(?=\d)){0,120}?),?\s+(?:with|under)\s+(?:our|your|the)\s+reference\s+/gi;
// A card's label alone on its line, its value starting the next: 'POLICY' over 'BBE/PCL/771045 · Comprehensive', or
// alone on it ('Car policy' over 'TGR6630512' in an account page's sidebar).
const POLICY_CARD_LABEL = /(?<=^|\n)[ \t]*(?:(?:car|motor)[ \t]+)?policy[ \t]*:?[ \t]*\n[ \t]*(?=[A-Z0-9][A-Z0-9/.-]*\d[A-Z0-9/.-]*(?:[ \t\n]|$))/gi;
// A letter set out as questions and answers: 'What's my policy number?' over 'NCV/PM/0910342.'
const POLICY_QUESTION = /\b(?:what(?:'s|’s| is)|where(?:'s|’s| is))[ \t]+(?:my|your)[ \t]+policy[ \t]+(?:number|no\.?|reference)[ \t]*\?[ \t]*\n?[ \t]*(?:it(?:'s|’s| is)[ \t]+)?/gi;
// 'Policy' starting a cell after a wide gap or a separator, a breadcrumb's too ('Car insurance › Policy RAC-MI-5521904').
const POLICY_CELL_START = /(?<=[ \t]{2}|[–—|:·•›»-][ \t])policy[ \t]+(?=(?:[A-Z]{1,4} )?[A-Z0-9/.-]*\d)/gi;
// A printed email's subject line naming the renewal, then a number ('Subject: Motor renewal RSL 448 1092 (FP20 KYW)',
// 'Subject: Your car insurance renewal (CRN/PM/003318-04)'): most often the policy's, but never said so, so never sure.
const SUBJECT_AFTER_RENEWAL = /(?<=^|\n)[ \t]*(?:subject|re):[^\n]*?\brenewal\b[ \t]*(?:[:\-–][ \t]*)?\(?/gi;
const MONTH = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$/i;
const DATE_LIKE = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}$/;

/** Two or more groups of digits, after at most a short letter prefix ('0046 7721 83', 'Z 44 118 9021'). */
function digitGroupsOnly(kept: string[]): boolean {
  const groups = /^[A-Z]{1,4}$/i.test(kept[0] ?? '') ? kept.slice(1) : kept;
  return groups.length >= 2 && groups.every((t) => /^\d+$/.test(t));
}

/**
 * 'MT 6620193 A', 'FJ 1184620 MC', 'P 74103826 MTR': a letter prefix, one long group of digits and a suffix of up to
 * three letters (a product code: 'MTR' for motor), not a short word in capitals ('AB 1234567 FOR').
 */
function prefixAndDigits(kept: string[], token: string): boolean {
  return kept.length === 2 && /^[A-Z]{1,4}$/.test(kept[0]!) && /^\d{5,}$/.test(kept[1]!) && (token.length <= 2 || !CAPITAL_WORD.test(token));
}

/** The token at `i` ends the value and is a code of one to three capitals, no short word: 'MTR', 'PC', 'M'. */
function codeEnding(tokens: readonly string[], i: number): boolean {
  return i === tokens.length - 1 && /^[A-Z]{1,3}$/.test(tokens[i]!) && !CAPITAL_WORD.test(tokens[i]!);
}

/** '70418832 K': one capital, a check letter, after a single run of six digits or more. */
function checkLetter(kept: string[], token: string): boolean {
  return kept.length === 1 && /^\d{6,}$/.test(kept[0]!) && /^[A-Z]$/.test(token);
}

/**
 * The policy number after its label, read group by group to its end ('ABC 1234 5678 90'): groups with digits, after at
 * most one short letter prefix; it ends at the line's end, at two spaces (the next column), at a word, or before a date.
 * `whole`: the value must be all there is up to that end (for a label that could be a word in a sentence).
 */
function policyNumberAt(after: string, whole = false): string | null {
  // A number broken after a dash or slash at its line's end, in a narrow cell ('PM-MTR-' / '5503918'), is one number;
  // so it is when the layout set the cell's second line beside its first ('ASH/PC/ 0066183'): a run of digits after
  // a part ending in its slash or dash, one space between (two are a column's gap).
  after = after.replace(/^([ \t]*[A-Z0-9][A-Z0-9/.-]*[/-])[ \t]*\n[ \t]*(?=[A-Z0-9]*\d[A-Z0-9/.-]*(?:[,;:)]|\s|$))/i, '$1');
  after = after.replace(/^([ \t]*[A-Z0-9][A-Z0-9/.-]*[A-Z0-9][/-]) (?=\d{4,}[A-Z0-9/.-]*(?:\s|$))/i, '$1');
  // A sentence wrapped after the number's letter prefix ('policy number QX' / '418 2207 65, for your'): one number.
  after = after.replace(/^([ \t]*[A-Z]{1,4})[ \t]*\n[ \t]*(?=\d+ \d)/, '$1 ');
  // A separator ends the number ('LBG 55 021 8873 M · Direct Debit from ...').
  // (So does a spaced long dash: 'WOS/PM/3307712 – renewal'; and a spaced hyphen before a word in small letters, OCR's
  // reading of a dot: 'MML-BB-0419927 - renews 14 March 2027'.)
  const tokens = /^[^\n]*?(?= {2}|\n|$| [·|•–—›»] | - (?=[a-z]))/.exec(after)![0].trim().split(' ');
  const kept: string[] = [];
  for (const [i, raw] of tokens.entries()) {
    const token = raw.replace(/[.,;:)]+$/, '');
    const next = tokens[i + 1] ?? '';
    // A word ends it, even one with an OCR digit in it ('Reg1stration'), and so does a date after it.
    // ('&' only inside a group: a broker's initials, 'H&W/MOT/20633'.)
    if (!/^(?:[A-Z0-9](?:[A-Z0-9/.-]|&(?=[A-Z]))*|[/-])$/i.test(token) || /[a-z]{3}/.test(token) || DATE_LIKE.test(token) || MONTH.test(next)) break;
    const joined = (t: string | undefined) => /\d[/.-]|[/.-]\d|[A-Z][/.-][A-Z]/i.test(t ?? '');
    if (/\d/.test(token)) kept.push(token);
    else if (i === 0 && /^[A-Z]{1,4}$/i.test(token) && /\d/.test(next)) kept.push(token);
    else if (i <= 1 && twoLetterGroupsFirst(tokens)) kept.push(token);
    else if (i === 0 && joinedLetterPrefix(tokens)) kept.push(token);
    // A slash or dash set apart between two groups: 'AF 01234567 / 003'; or before a product code of letters ending
    // the number ('SWI 48 113 720 / MTR'), kept with it.
    else if (/^[/-]$/.test(token) && kept.length > 0 && (/^\d+$/.test(next.replace(/[.,;:)]+$/, '')) || codeEnding(tokens, i + 1))) kept.push(token);
    else if (/^[/-]$/.test(kept.at(-1) ?? '') && codeEnding(tokens, i)) kept.push(token);
    // A short letter suffix ending the number: '0046 7721 83 MV', 'Z 44 118 9021 K' (after a letter prefix too),
    // 'NFU/CM/0098231 A'; in a sentence, before its comma ('policy, number SAG 1043 8879 M, for your Mazda').
    // A check letter after one long run of digits: 'Policy number: 70418832 K'.
    else if (((i === tokens.length - 1 && token === raw) || /^[A-Z]{1,3},$/.test(raw)) && /^[A-Z]{1,3}$/.test(token) && (digitGroupsOnly(kept) || (kept.length === 1 && joined(kept[0]) && token.length <= 2) || prefixAndDigits(kept, token) || checkLetter(kept, token))) kept.push(token);
    else break;
    // 'DL 1122 3344 55.': the sentence ends. 'ADM-4471-2290 12 months': a number joined by dashes or slashes is whole,
    // but for a letter suffix ending the line.
    const suffixNext = i + 1 === tokens.length - 1 && /^[A-Z]{1,2}$/.test(next);
    // 'SH/PC/0190 4472', 'CC/48 771 093', 'KLT/40 17 228/3': groups of digits (not a year) after a slashed part, ending
    // the cell or followed by a word ('AMI/CAR/3051 7720 Page 1 of 3'); one group alone has three digits or more
    // ('AB/123 12 months' stays 'AB/123'). A year is one a renewal may name (1900 to 2039: 'KLT/40177 2027 renewal'
    // stays 'KLT/40177'); 'SBCI/4471 2093' is one number.
    const rest = tokens.slice(i + 1);
    let groups = 0;
    while (groups < Math.min(3, rest.length) && /^\d{2,}(?:\/\d{1,3})?[,.;:)]?$/.test(rest[groups]!) && !/^(?:19\d\d|20[0-3]\d)\b/.test(rest[groups]!)) groups += 1;
    const groupNext = groups > 0 && !/^\d/.test(rest[groups] ?? '') && (groups >= 2 || /^\d{3,}/.test(rest[0]!));
    if (token !== raw || (joined(token) && !suffixNext && !groupNext)) break;
  }
  if (whole && kept.length !== tokens.length) return null;
  // OCR reads a zero between digits as the letter O: '1O47' -> '1047'. The letters stay as printed ('gg4471920mt'):
  // the number is the insurer's to spell.
  const number = kept.join(' ').replace(/(?<=\d)[Oo](?=\d)/g, '0');
  return number.replace(/[\s/-]/g, '').length >= 5 && /\d/.test(number) ? number : null;
}

/**
 * A header row of labels over a row of their values ('Policy number      Vehicle' / 'AX-2290-118        Ford Focus'):
 * the value that starts under the label (at the line's start or after two spaces, within two characters of it). Only
 * when the label's own line holds labels alone (no figure, date or reference on it).
 */
function valueBelow(text: string, labelStart: number): { value: string; start: number } | null {
  const lineStart = lineStartAt(text, labelStart);
  const lineEnd = text.indexOf('\n', labelStart);
  // (A cell beside it may describe the car with its model's figures: 'Peugeot 2008 1.2 PureTech Allure (2020)'.)
  const labelsOnly = text.slice(lineStart, lineEnd).trim().split(/\s{2,}/).every((cell) => !/\d/.test(cell) || (/^[A-Za-z]/.test(cell) && /[a-z]{3}/.test(cell) && !/£|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}/.test(cell)));
  if (lineEnd < 0 || !labelsOnly) return null;
  const column = labelStart - lineStart;
  let from = lineEnd + 1;
  // A box beside the letter's address: the address's lines may come between the label and its value ('Policy number'
  // / 'Lower House Farm' / 'MV/2207741/09'). A line ending well left of the label's column is passed over, twice at most.
  for (let passed = 0; passed <= 2; passed += 1) {
    const nextEnd = text.indexOf('\n', from);
    const below = text.slice(from, nextEnd < 0 ? text.length : nextEnd);
    for (const cell of below.matchAll(/(?<=^|[ \t]{2})\S/g)) {
      if (Math.abs(cell.index - column) > 2) continue;
      const value = policyNumberAt(below.slice(cell.index));
      return value ? { value, start: from + cell.index } : null;
    }
    if (nextEnd < 0 || below.trim() === '' || below.trimEnd().length >= column - 2) return null;
    from = nextEnd + 1;
  }
  return null;
}

/** How many lines under a label alone on its line valueAloneBelow looks. */
const APART_REACH = 6;

/**
 * A label alone on its line ('Your policy number'), its value set apart by a layout that read the letter's other
 * column between them (a sender's address to the right): the first line below holding nothing but a policy number,
 * starting where the label's line starts. Only lines wholly right of the label (another column) or blank come between:
 * a line reaching under it ends the search. Never sure.
 */
function valueAloneBelow(text: string, labelEnd: number): { value: string; start: number } | null {
  const lineStart = lineStartAt(text, labelEnd);
  const lineEnd = text.indexOf('\n', labelEnd);
  if (lineEnd < 0 || text.slice(labelEnd, lineEnd).trim() !== '') return null;
  const indentOf = (line: string) => /^[ \t]*/.exec(line)![0].length;
  const labelColumn = indentOf(text.slice(lineStart, lineEnd));
  let from = lineEnd + 1;
  for (let line = 0; line < APART_REACH && from < text.length; line += 1) {
    const end = lineEndAt(text, from);
    const below = text.slice(from, end);
    const indent = indentOf(below);
    const value = Math.abs(indent - labelColumn) <= 2 ? policyNumberAt(below.slice(indent), true) : null;
    if (value && /[A-Z]/.test(value) && /\d{5}/.test(value.replace(/ /g, ''))) return { value, start: from + indent };
    // A scanned side panel read with its label at the line's start and its value at the end of the next line, after
    // the address beside it ('Policy number' / 'Basildon SS13 2AB          DPIB-PC-0418- 3377'): the first line's
    // last cell, far apart, when it is a reference of letters and digits joined by hyphens or slashes.
    const lastCell = line === 0 ? /\S[ \t]{10,}(\S[^\n]*?)[ \t]*$/.exec(below) : null;
    const farValue = lastCell ? policyNumberAt(lastCell[1]!, true) : null;
    if (farValue && /^[A-Z]{2,}[-/]/.test(farValue) && /[-/]/.test(farValue) && /\d{4}/.test(farValue.replace(/[ -]/g, ''))) return { value: farValue, start: from + below.indexOf(lastCell![1]!, lastCell!.index) };
    if (below.trim() !== '' && indent < labelEnd - lineStart) return null;
    from = end + 1;
  }
  return null;
}

/**
 * A number wrapped in a narrow cell ('LRI 0077 4419' / '26'): the next line holds, in the value's column, only a group
 * of up to four digits, and the number read at `start` fills its cell and ends with a group of digits. The value with
 * that group, or null.
 */
function wrappedDigits(text: string, start: number, value: string): string | null {
  const lineStart = lineStartAt(text, start);
  const lineEnd = text.indexOf('\n', start);
  if (lineEnd < 0 || !/ \d+$/.test(value) || text.slice(start, lineEnd).split(/ {2}/)[0]!.trim().toUpperCase() !== value.toUpperCase()) return null;
  const m = /^([ \t]*)(\d{1,4})(?= {2}|[ \t]*(?:\n|$))/.exec(text.slice(lineEnd + 1));
  return m && Math.abs(m[1]!.length - (start - lineStart)) <= 2 ? `${value} ${m[2]}` : null;
}

/**
 * A number in a sentence wrapped between its groups ('… Policy number: DLM 2209' / '6613.'): it ends its line, and the
 * next line starts with a group of digits that ends the sentence. The value with that group, or null.
 */
function sentenceWrappedDigits(text: string, start: number, value: string): string | null {
  const lineEnd = text.indexOf('\n', start);
  if (lineEnd < 0 || !/ \d+$/.test(value) || text.slice(start, lineEnd).trim().toUpperCase() !== value.toUpperCase()) return null;
  // (Not a year: '… renews in' / '2027.')
  const m = /^[ \t]*(?!(?:19|20)\d\d\b)(\d{2,6})[.;](?=\s|$)/.exec(text.slice(lineEnd + 1));
  return m ? `${value} ${m[1]}` : null;
}

export function findPolicyNumber(notice: string): RenewalNoticeField | undefined {
  // 'Policy NUMDBER' as OCR read it: the label mended (ocr-policy-label.ts).
  const text = mendedNumberAfterPolicy(notice);
  const referenceIsPolicyNumber = REFERENCE_IS_POLICY_NUMBER.test(text.replace(/\s+/g, ' '));
  const candidates: Candidate[] = [];
  for (const [pattern, score, whole] of [
    [POLICY_LABEL, 0.95, false],
    [POLICY_COLUMN_LABEL, 0.9, true],
    [POLICY_COLUMN_COVER_FIRST, 0.85, false],
    [POLICY_IN_BRACKETS, 0.9, false],
    [POLICY_WORD_IN_BRACKETS, 0.8, false],
    [POLICY_LABEL_GLUED, 0.85, false],
    [POLICY_WORD_GLUED, 0.6, false],
    [POLICY_VALUE_BEFORE_LABEL, 0.6, false],
    [POLICY_HEADER_RUN_ON, 0.6, false],
    [POLICY_LINE_START, 0.85, true],
    [POLICY_SENTENCE_START, 0.8, false],
    [POLICY_CELL_START, 0.8, false],
    [POLICY_IN_SENTENCE, 0.85, false],
    [POLICY_QUESTION, 0.85, false],
    [POLICY_CARD_LABEL, 0.8, false],
    [REFERENCE_OF_THE_COVER, 0.7, false],
    [LETTER_REFERENCE, 0.65, false],
    [AGREEMENT_NUMBER, 0.6, false],
    [BARE_REFERENCE, 0.6, false],
    [SUBJECT_AFTER_RENEWAL, 0.6, false],
  ] as const) {
    for (const label of text.matchAll(pattern)) {
      const yours = pattern === LETTER_REFERENCE && /^your/i.test(label[0]);
      const saidToBePolicy = yours && referenceIsPolicyNumber;
      if (yours && !saidToBePolicy && OUR_REFERENCE.test(text)) continue;
      const start = label.index + label[0].length;
      const read60 = policyNumberAt(text.slice(start, start + 60), whole);
      // In a subject line the number after 'renewal' may be the car's plate ('Renewal FP20 KYW'): no policy number.
      const value = pattern === SUBJECT_AFTER_RENEWAL && read60 && isValidUkRegistration(normaliseRegistration(read60)) ? null : read60;
      const below = value || pattern !== POLICY_LABEL ? null : valueBelow(text, label.index);
      const apart = value || below || pattern !== POLICY_LABEL ? null : valueAloneBelow(text, label.index + label[0].trimEnd().length);
      const read = value ? { value, start, score } : below ? { ...below, score: 0.85 } : apart ? { ...apart, score: 0.55 } : null;
      if (!read) continue;
      // Wrapped in its cell or its sentence, the number is offered with its last group, asking for a tick.
      const wrapped = wrappedDigits(text, read.start, read.value) ?? sentenceWrappedDigits(text, read.start, read.value);
      const [found, readScore] = wrapped ? [wrapped, Math.min(read.score, 0.8)] : [read.value, read.score];
      // 'Last year's policy number' beside the new one: the old number, taken only when no other is found, flagged.
      const old = OLD_NUMBER.test(text.slice(Math.max(0, label.index - 30), label.index));
      const scored = saidToBePolicy ? Math.max(readScore, 0.9) : old ? Math.min(readScore, 0.5) : readScore;
      candidates.push({ value: found, score: scored, labelStart: label.index, start: read.start, end: read.start + read.value.length });
    }
  }
  candidates.push(...policyNumberInStatementTable(text, (after) => policyNumberAt(after)));
  return bestField(text, candidates);
}

// A label ('VRM' or 'VRN' in a printout's short form), then up to a few words (a make and model) before the plate:
// 'Registration: AB12 CDE', 'REGISTRATION  MARK   :
// YR19  KHT' (a print padding every gap to two spaces),
// 'Vehicle: Ford Focus, registration number KX70 EVS', 'Car reg. LN19 WZP', 'Reg. No. GFZ 7023' (a point after each
// short word; a company's 'Reg. No.' gives no plate: its number is digits alone or too long for one), 'Its number plate
// is BFZ 6314.' (an Easy Read letter's sentence).
const REG_LABEL = new RegExp(
  String.raw`\b(?:registration(?:[ \t]+(?:number|no|mark))?|reg(?:\.? no| number| mark)?|number plate|VRM|VRN)\b\.?${OTHER_LANGUAGE_HALF}(?:(?<=plate|number)[ \t]+is\b)?\s*(?:[:\-–]|\.{2,})?\s*`,
  'gi',
);
const PLATE_AFTER_LABEL = /^([A-Z0-9]{1,4}) ?([A-Z0-9]{1,4})\b/i;
// A current plate broken at a line's end: 'registration LV19' / 'XKT and your ...'; so a suffix-era one, its letters
// then its number and year letter ('registration number LHV' / '482T, comes up'). OCR may put a blank line between the two.
const PLATE_OVER_A_LINE_BREAK = /^(?:[A-Z]{2}[0-9O]{2}[ \t]*\r?\n(?:[ \t]*\r?\n)?[ \t]*[A-Z]{3}|[A-Z]{3}[ \t]*\r?\n(?:[ \t]*\r?\n)?[ \t]*\d{1,3}[A-Z])\b/;
// A print padding every gap to two spaces ('VEHICLE  REG  :  BD66  WPN       MAKE/MODEL'): a current plate's halves two
// spaces apart, the plate ending its cell. Only on such a line, where a single space would be two.
const CURRENT_PLATE_SPACED = /^[A-Z]{2}[0-9O]{2} {2}[A-Z]{3}(?= {2}|[ \t]*(?:\n|$))/;
const PADDED_LINE = /\S {2}\S/;
// Unlabelled: only the current format (AB12 CDE) is distinctive enough to trust.
const CURRENT_PLATE = /\b([A-Z]{2}[0-9O]{2}) ?([A-Z]{3})\b/g;

/** A Northern Ireland plate ('LXZ 7791', 'AIJ 482'): three letters, one of them I or Z, and up to four digits. */
const NI_PLATE = /^(?=[A-Z]{0,2}[IZ])[A-Z]{3}\d{1,4}$/;
/**
 * Northern Ireland's two-letter county codes, which end a three-letter NI plate ('LFZ 2917': L and FZ). Unlabelled, a
 * plate must end in one to be taken: a trim's letters and a power ('GTI 150') are no plate.
 */
const NI_CODE = /^[A-Z](?:[A-HJ-PR-Y]Z|I[ABGHJLW]|JI|OI|UI|XI)$/;

/**
 * A prefix ('R482 TMN'), suffix ('GHJ 482K') or Northern Ireland ('LFZ 2917') plate after a comma, in brackets or after
 * a dash set apart ('Ford Focus 1.6 Zetec – X214 BNL') at the end of a 'Vehicle' or 'Car' line.
 */
const OLDER_PLATE = String.raw`([A-Z]\d{1,3} ?[A-Z]{3}|[A-Z]{3} ?\d{1,3}[A-Z]|[A-Z]{3} ?\d{1,4})`;
const OLDER_PLATE_ENDING_CAR_LINE = new RegExp(String.raw`(?<=^|\n)[ \t]*(?:your\s+)?(?:vehicle|car)\b[^\n]*?(?:,|\(|[ \t][–—-])[ \t]*${OLDER_PLATE}\)?[ \t.]*(?=\n|$)`, 'gi');
/**
 * The same in a letter's right-hand column, beside the address ('Downham Market      Your car: Toyota MR2, T555 KMB'):
 * the label starts the column (three spaces or more after other words) and is a label, with its colon or a gap after it.
 */
const OLDER_PLATE_ENDING_CAR_COLUMN = new RegExp(String.raw`(?<=\S[ \t]{3,})(?:your\s+)?(?:vehicle|car)(?:\s*:|[ \t]{2,})[^\n]*?(?:,|\(|[ \t][–—-])[ \t]*${OLDER_PLATE}\)?[ \t.]*(?=\n|$)`, 'gi');

/**
 * A heading naming the car alone on its line, its make and model then the plate after a comma ('Land Rover Defender 90,
 * H871 KOP', 'Re: Rover 214 SEi, L612 HNB'; after the heading's own words and the car's year: 'Renewal of your classic
 * car policy: 1967 Jaguar E-Type Series 1 4.2 Roadster, GHX 418E'): a prefix, suffix or Northern Ireland plate, less
 * sure than a car's line.
 */
const RENEWAL_OF_CAR = String.raw`(?:[Rr]enewal|[Yy]our renewal)(?: of your)?[A-Za-z ]{0,30}\b(?:policy|insurance|cover):`;
const OLDER_PLATE_ENDING_HEADING = new RegExp(String.raw`(?<=^|\n)[ \t]*(?:re:[ \t]*|${RENEWAL_OF_CAR}[ \t]*)?(?:(?:19|20)\d\d[ \t]+)?[A-Z][A-Za-z-]+(?: [A-Za-z0-9][A-Za-z0-9.-]*){0,6},[ \t]*${OLDER_PLATE}[ \t]*(?=\n|$)`, 'g');

/**
 * In a sentence, set between commas after the car it belongs to: 'for your Ford Puma 1.0 EcoBoost Titanium, BXZ 2917,
 * ends at midnight' (a make in capitals, then up to six words of model and trim, the line may break among them).
 */
const OLDER_PLATE_AFTER_CAR_IN_SENTENCE = new RegExp(String.raw`\byour[ \t]+[A-Z][A-Za-z-]+(?:(?:[ \t]+|[ \t]*\n[ \t]*)[A-Za-z0-9][A-Za-z0-9.-]*){0,6},[ \t]*\n?[ \t]*${OLDER_PLATE},`, 'g');

/** An older plate ending the car's line, as written: a Northern Ireland one in capitals and with its county's code. */
function isOlderPlate(raw: string): boolean {
  const plate = normaliseRegistration(raw);
  if (!/^[A-Z]{3}\d+$/.test(plate)) return isWholeUkPlate(plate);
  return raw === raw.toUpperCase() && NI_PLATE.test(plate) && NI_CODE.test(plate.slice(0, 3));
}

/**
 * A photo's stray marks between a label and its value ('Registration  ~~ UVK 615K'): marks that stand for no letter or
 * digit, passed over. Not a bar or bracket, which may be a lost 'I' or '1' (plate-bracket-for-j.ts).
 */
const STRAY_MARKS_BEFORE_VALUE = /^[~=_«»]{1,3}[ \t]*/;

/** The start of the line naming the car: 'Car', 'Vehicle:', 'Your car'. */
const CAR_LINE = /^[ \t]*(?:your\s+)?(?:car|vehicle)\b(?!\s+(?:insurance|tax|hire|sharing))/i;

/** OCR may read the plate's age digits as the letter O: 'AB1O CDE' -> 'AB10CDE'. */
function fixCurrentPlate(plate: string): string {
  return /^[A-Z]{2}[0-9O]{2}[A-Z]{3}$/.test(plate) ? plate.slice(0, 2) + plate.slice(2, 4).replace(/O/g, '0') + plate.slice(4) : plate;
}

/**
 * Beside its label, OCR may also read a current plate's letter O as the digit 0 ('0Y19 KRV' -> OY19KRV): no plate
 * has a digit there. Not for a plate found without a label, where a postcode's '0AB' would become one. 'E020 FJK' has a
 * prefix plate's shape, but a prefix plate's number never starts with a zero: it is EO20 FJK.
 */
function fixLabelledCurrentPlate(plate: string): string {
  if (!/^[A-Z0]{2}[0-9O]{2}[A-Z0]{3}$/.test(plate) || (isValidUkRegistration(plate) && !/^[A-Z]0/.test(plate))) return fixCurrentPlate(plate);
  const letters = (part: string) => part.replace(/0/g, 'O');
  return fixCurrentPlate(letters(plate.slice(0, 2)) + plate.slice(2, 4) + letters(plate.slice(4)));
}

/** A plate as a whole: not the first half of a current plate ('LV19' of 'LV19 XKT', cut off at a line's end). */
export function isWholeUkPlate(plate: string): boolean {
  return isValidUkRegistration(plate) && !/^[A-Z]{2}\d{2}$/.test(normaliseRegistration(plate));
}

export const HALF_PLATE_REASON = 'This looks like part of a number plate: check the registration.';

export function findRegistration(text: string): RenewalNoticeField | undefined {
  const candidates: Candidate[] = [];
  for (const label of text.matchAll(REG_LABEL)) {
    // The value starts after the label and any stray marks a photo set between them.
    const valueStart = label.index + label[0].length;
    const start = valueStart + (STRAY_MARKS_BEFORE_VALUE.exec(text.slice(valueStart, valueStart + 8))?.[0].length ?? 0);
    const after = text.slice(start, start + 16);
    // A photo's stray bracket or bar inside the plate ('KP1|9 WXR'): not its first part ('KP1'), but the whole, flagged.
    const marked = plateWithStrayMarkAt(after);
    if (marked) {
      candidates.push({ value: marked.value, score: 0.75, labelStart: label.index, start, end: start + marked.length, reason: STRAY_MARK_REASON });
      continue;
    }
    // A photo's J read as a bracket ('Registration  NA66 FP)'): read with a J, flagged.
    const bracketed = plateWithBracketForJAt(after);
    if (bracketed) {
      candidates.push({ value: bracketed.value, score: 0.75, labelStart: label.index, start, end: start + bracketed.length, reason: BRACKET_FOR_J_REASON });
      continue;
    }
    const padded = PADDED_LINE.test(text.slice(lineStartAt(text, label.index), start));
    const m = PLATE_OVER_A_LINE_BREAK.exec(after) ?? (padded ? CURRENT_PLATE_SPACED.exec(after) : null) ?? PLATE_AFTER_LABEL.exec(after);
    if (!m) continue;
    const plate = fixLabelledCurrentPlate(normaliseRegistration(m[0]));
    const mended = isValidUkRegistration(plate) ? null : plateWithAgeDigitsMended(plate);
    if (mended) {
      candidates.push({ value: mended, score: 0.75, labelStart: label.index, start, end: start + m[0].length, reason: AGE_LETTER_REASON });
      continue;
    }
    if (!isValidUkRegistration(plate) || !/\d/.test(plate)) continue;
    // On the line under its label only a current, prefix, suffix or Northern Ireland plate is distinctive ('Registration'
    // over 'Car 1 – Ford Focus' is no plate; 'registration' over 'P512 KDV' or 'LXZ 7791' is).
    if (/\n/.test(label[0]) && !/^(?:[A-Z]{2}\d{2}[A-Z]{3}|[A-Z]\d{1,3}[A-Z]{3}|[A-Z]{3}\d{1,3}[A-Z])$/.test(plate) && !NI_PLATE.test(plate)) continue;
    // Half a plate under its label loses to a whole plate anywhere (and is flagged if nothing better is found).
    const score = isWholeUkPlate(plate) ? 0.95 : 0.5;
    candidates.push({ value: plate, score, labelStart: label.index, start, end: start + m[0].length });
  }
  // An older plate ending the car's line: 'Vehicle  Honda Civic 1.4i (1998), R482 TMN', 'Car  Peugeot 206 (Y847 KLM)'.
  for (const m of [...text.matchAll(OLDER_PLATE_ENDING_CAR_LINE), ...text.matchAll(OLDER_PLATE_ENDING_CAR_COLUMN)]) {
    const plate = normaliseRegistration(m[1]!);
    const start = m.index + m[0].indexOf(m[1]!);
    if (isOlderPlate(m[1]!)) candidates.push({ value: plate, score: 0.8, labelStart: m.index, start, end: start + m[1]!.length });
  }
  for (const m of [...text.matchAll(OLDER_PLATE_ENDING_HEADING), ...text.matchAll(OLDER_PLATE_AFTER_CAR_IN_SENTENCE)]) {
    const start = m.index + m[0].lastIndexOf(m[1]!);
    if (isOlderPlate(m[1]!)) candidates.push({ value: normaliseRegistration(m[1]!), score: 0.7, labelStart: m.index, start, end: start + m[1]!.length });
  }
  for (const m of text.matchAll(CURRENT_PLATE)) {
    const plate = fixCurrentPlate(m[1]! + m[2]!);
    // On the car's own line ('Car  MINI Cooper 3-door – MF18 UWB'), before one elsewhere (a letterhead's postcode
    // 'GU14 0FB' that OCR read as 'GU14 OFB').
    const carLine = CAR_LINE.test(text.slice(lineStartAt(text, m.index), m.index));
    if (isValidUkRegistration(plate)) candidates.push({ value: plate, score: carLine ? 0.8 : 0.7, labelStart: m.index, start: m.index, end: m.index + m[0].length });
  }
  candidates.push(...platesWithBracketForJ(text), ...platesWithStrayMark(text), ...platesSetApart(text), ...platesBeforeCarDescription(text, fixLabelledCurrentPlate));
  // 'As you also insure your Forester (SN18 PLX) with us …': another car's plate is never this policy's.
  const field = bestField(text, candidates.filter((c) => !aboutAnotherCar(text, c.start, c.end)));
  return field && !isWholeUkPlate(field.value) ? { ...field, flag: 'check', reason: HALF_PLATE_REASON } : field;
}
