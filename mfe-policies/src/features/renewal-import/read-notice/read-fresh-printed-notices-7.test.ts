/** @jest-environment node */
// Issue 47's seventh fresh set (fresh-printed-notices-7.ts): 20 notices (16 printed PDFs, 4 phone photos, one of them
// sideways) written on 2026-11-30 by a seventh helper who had read neither the reader's code nor the other sets, aimed
// at the policy number, the renewal premium and last year's premium. First reading (at 80c94ea): 153/180 fields right
// (85.0%); PDFs 125/144 (86.8%), photos 28/36 (77.8%); 6 of 20 notices fully right (5 PDFs, 1 photo). By field:
// renewal date 17/20, insurer 12/20, policy number 16/20, registration 19/20, renewal premium 17/20, last year's
// premium 15/20, compulsory excess 20/20, voluntary excess 19/20, total excess 18/20. Two dates read wrong with no flag:
// lancaster-expiring-renewal-columns.renewalDate 2026-04-05 (the expiring column's start; is 2027-04-05) and
// police-mutual-narrow-period-cell.renewalDate 2027-05-02 (the second car's renewal in a multi-car note; is 2027-01-17).
// Mended: the renewal date from a row of periods a policy year each ('Period of cover  05/04/2026 to 04/04/2027
// 05/04/2027 to 04/04/2028' under 'Expiring | Renewal': the later start, marked); a date told of another car ('your
// second car … renews separately on 2 May 2027') is never this policy's; a year-long period with no label of its own
// (wrapped in a narrow cell away from its heading) is offered, marked; 'policy SBC/01/77410925 is due for renewal' /
// 'on 14/12/2026' (a sentence running on after a policy number) and 'New policy runs  14/12/2026 to 13/12/2027'. Reading
// then 156/180, no date or money wrong without a flag. Then: last year's premium in a sentence broken over two lines
// ('Your premium last' / 'year was £441.05.'); two rows naming only their years ('This year  £571.18' over 'Last year
// £634.90'); the policy number after a brand with an apostrophe ("your Sainsbury's Bank Car Insurance policy
// SBC/01/77410925"), with a two-letter suffix ('FJ 1184620 MC'), a letter prefix after 'policy' ('Renewal: policy LEX
// 2209517 M') and wrapped at a dash in a narrow cell ('PM-MTR-' / '5503918'). Reading then 163/180. Then: a value's
// label is the cell above it when labels and values stand in the same columns ("Last year's premium      No claims
// discount" over '£502.14      7 years'); last year's premium after a difference ('a saving of £14.25 on last year's
// £202.65'); the whole excess in a sentence ('so you'd pay the first £400 of any claim'). Reading then 166/180.
// Then Virgin Money and Lexham Insurance added to the brand list from public sources (uk-motor-brands.ts): 167/180.
// Left as known misses: 'Hughes Insurance', 'Lancaster Insurance', 'Peter James Insurance' and 'Lexham Insurance' are
// offered (flagged) where the set expects the name without 'Insurance': the list names these brands as they name
// themselves, and a driver knows either, so the expectation is debatable and was not changed; bamboo was not added
// (no public source found with the search tool), nor Freedom (the NI brand could not be confirmed); Carrot is listed
// as 'Carrot Insurance', but the photo shows only 'carrot'. Then, in the page layout, an amount under an amount is a
// row of its own, not a wrapped cell ('Last year's premium  £651.30' under 'This year's premium  £687.45' in a second
// column, beside 'Customer' / 'number' wrapped in the first; layout/page-layout.ts): 169/180, PDFs 140/144 (only
// insurers missed), photos 29/36; no money or date wrong without a flag. Then a Northern Ireland plate on the line
// under its label ('Registration' / 'LXZ 7791'; identity-fields.ts): 170/180, photos 30/36; with set 8's mends
// (802769d) Lexham's excess rows read too: 172/180. Then an amount whose point OCR lost ('£1,27995': five digits
// after a thousands comma are pounds and pence, uk-amounts.ts): Lexham's premium, 173/180, PDFs 140/144, photos
// 33/36, no money or date wrong without a flag. Still missed, only insurers: on the PDFs 'Hughes Insurance',
// 'Lancaster Insurance', 'Peter James Insurance' (offered, flagged) and bamboo (unlisted); on the photos 'Lexham
// Insurance' (offered, flagged), Carrot ('carrot' alone) and Freedom (unlisted). KNOWN_MISSES lists them.
// Then (2026-12-03) a logo in lower case the small print names as a trading name ('bamboo is a trading name of'): bamboo
// is offered as typed, flagged.
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_7 } from './fresh-printed-notices-7';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  'lancaster-expiring-renewal-columns': ['insurer'],
  'hughes-reference-numbers': ['insurer'],
  'peter-james-classic-saving': ['insurer'],
  'carrot-renewal-photo': ['insurer'],
  'freedom-values-under-labels-photo': ['insurer'],
  'lexham-last-year-this-year-photo': ['insurer'],
};

checkFreshNotices(FRESH_NOTICES_7, KNOWN_MISSES);
