// Test support (issue 47): the checks of a fresh set of forwarded renewal emails (api/src/modules/inbound-mail/
// fresh-email-notices-*.test.ts). Each email is read as the app reads it (its words, then its attached PDFs' and
// photos', then who first sent it: noticeWordsOf) and each field the email states must be read right, or for a known
// miss be not found or flagged; and no money or date may be read wrong without a flag, known miss or not.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseRenewalNotice, reasonToCheck } from '@renewly/shared-contracts/features/renewal-notice';
import { noticeWordsOf, readForwardedMail } from '../src/modules/inbound-mail';

export type FieldName =
  | 'renewalDate'
  | 'insurer'
  | 'policyNumber'
  | 'registrationNumber'
  | 'renewalPremium'
  | 'previousPremium'
  | 'compulsoryExcess'
  | 'voluntaryExcess'
  | 'totalExcess';
const FIELDS: FieldName[] = ['renewalDate', 'insurer', 'policyNumber', 'registrationNumber', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess'];
const MONEY_AND_DATES: FieldName[] = ['renewalDate', 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess'];

export interface FreshEmail {
  file: string;
  expected: Partial<Record<FieldName, string>>;
}

const insurerKey = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '')
    .replace(/\s+(car\s+)?insurance$/, '')
    .trim();
const same = (name: FieldName, read: string | undefined, expected: string) =>
  read !== undefined && (name === 'insurer' ? insurerKey(read) === insurerKey(expected) : read === expected);

interface Reading {
  value: string | undefined;
  flagged: boolean;
}

async function readEmail(folder: string, file: string): Promise<Record<FieldName, Reading>> {
  const words = await noticeWordsOf(await readForwardedMail(readFileSync(join(folder, file))));
  const notice = parseRenewalNotice(words.text, { today: '2026-11-29' });
  const out = {} as Record<FieldName, Reading>;
  for (const name of FIELDS) {
    const field = notice[name];
    out[name] = field === undefined ? { value: undefined, flagged: false } : { value: String(field.value), flagged: reasonToCheck(field) !== null };
  }
  return out;
}

/** The set's tests: one per email in `folder` (a path), and one that no money or date is wrong without a flag. */
export function checkFreshEmails(title: string, folder: string, emails: readonly FreshEmail[], knownMisses: Record<string, readonly FieldName[]>): void {
  describe(title, () => {
    test.each(emails)('$file', async ({ file, expected }) => {
      const read = await readEmail(folder, file);
      const known = knownMisses[file] ?? [];
      const wrong: string[] = [];
      for (const [name, want] of Object.entries(expected) as [FieldName, string][]) {
        const got = read[name];
        if (same(name, got.value, want)) continue;
        if (known.includes(name) && (got.value === undefined || got.flagged)) continue;
        wrong.push(`${name}: read ${got.value === undefined ? 'nothing' : `'${got.value}'`}${got.flagged ? ' (flagged)' : ''}, is '${want}'`);
      }
      expect(wrong).toEqual([]);
    });

    test('no money or date is read wrong without a flag, on any email', async () => {
      const silent: string[] = [];
      for (const { file, expected } of emails) {
        const read = await readEmail(folder, file);
        for (const name of MONEY_AND_DATES) {
          const want = expected[name];
          const got = read[name];
          if (want !== undefined && got.value !== undefined && !same(name, got.value, want) && !got.flagged) silent.push(`${file} ${name}: read '${got.value}', is '${want}'`);
        }
      }
      expect(silent).toEqual([]);
    });
  });
}
