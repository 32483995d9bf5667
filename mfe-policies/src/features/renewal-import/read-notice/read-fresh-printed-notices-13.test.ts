/** @jest-environment node */
/*
 * Issue 47, set 13: WHO, WHICH POLICY, WHICH CAR, WHEN, in real-world packs. 18 renewal notices in the style of 18 real
 * UK private-car brands not used in sets 1-12 (Green Flag, NatWest Car Insurance, Age Co, Forces Mutual, Abbey
 * Insurance, ClassicLine Insurance, Kia Insurance, Lexus Insurance, Arnold Clark Insurance Services, Cuvva, Zixty,
 * swiftcover.com, Asda Money, Chubb, Chris Knott, Grove & Dean, Honda Insurance, Lycetts). 13 printed to PDF (three
 * are packs of 2-3 pages: green-flag, chubb, lycetts), 5 read as phone photos (kia and asda-money held sideways).
 * The traps: brokers naming the underwriter in small print or an 'Underwriter' row, brands of groups (Green Flag / Direct
 * Line, swiftcover / AXA, Lycetts / Benefact, Lexus / Toyota), affinity and maker schemes 'provided by' or
 * 'administered by' another insurer, a logo as styled text; customer, member, service, account, mandate, quote, claim
 * and 'Our ref' / 'Your ref' numbers beside the policy number; a Northern Ireland plate, a suffix plate, a prefix plate
 * and a cherished plate beside VINs, chassis numbers, engine sizes and plate-like postcodes; issue dates, dates of
 * birth, old periods, payment dates, quote validity and no-claims dates beside the renewal date.
 * Written by a helper session on 2026-11-30, without seeing the reader (only the harness, fresh-notice-checks.ts).
 * Before the first reading, from a trial run, the writer's own mistakes were put right: the classic-car house's name
 * was set as the real house spells it ('ClassicLine', first written 'Classic Line'), and the maker, bank and dealer
 * schemes' insurer was set to the name each notice prints for itself ('Lexus Insurance', 'Honda Insurance',
 * 'NatWest Car Insurance', 'Arnold Clark Insurance Services', 'Kia Insurance'; the harness of e576bff treats them
 * the same as the bare brand).
 *
 * FIRST READING, at e576bff (KNOWN_MISSES empty): 146 of 157 fields right.
 *   PDFs: 109/115 fields, 8/13 notices wholly right. Photos: 37/42 fields, 1/5 notices wholly right (kia).
 *   renewalDate 18/18, insurer 16/18, policyNumber 17/18, registrationNumber 17/18, renewalPremium 18/18,
 *   previousPremium 15/18, compulsoryExcess 17/18, voluntaryExcess 16/17, totalExcess 12/14.
 *
 * SILENT WRONG (money read wrong with no flag asking for a tick; the last test fails on it and is left failing):
 *   zixty voluntaryExcess: read 0150 (is 150), NOT flagged. Photo; a right-aligned table cell 'Voluntary excess £150'.
 *   So the zixty test fails too (a known miss must be right, not found or flagged); both are left failing.
 *
 * Every miss:
 *   green-flag insurer: not found (is Green Flag). PDF; the logo is white 'GREEN FLAG' text on a green block; the
 *     letter says 'Thank you for being a Green Flag customer', signs off '..., Green Flag', and the small print says
 *     'Green Flag car insurance is arranged and administered by Green Flag Limited and underwritten by U K Insurance
 *     Limited. Both are part of Direct Line Insurance Group plc.'
 *   chubb insurer: not found (is Chubb). PDF pack of 3; the logo is 'CHUBB.' as styled text, the legal name 'Chubb
 *     European Group SE' under it, the letter's heading 'Chubb Private Client Motor – renewal', signed '..., Chubb'.
 *   chubb policyNumber: read ASH/JA/2027 (is CPC-MTR 0044871/3), flagged. The letter's head has 'Our ref: CPC-MTR
 *     0044871/3' over 'Your ref: ASH/JA/2027' (the broker's ref); the schedule on page 2 says 'Policy Number
 *     CPC-MTR 0044871/3' in a table.
 *   abbey-insurance registrationNumber: not found (is GFZ7023). PDF; a Northern Ireland plate in a table row
 *     'Reg. No. | GFZ 7023', under 'Vehicle | Vauxhall Corsa 1.2 SE 5dr'.
 *   age-co previousPremium: not found (is 331.75). Photo; a boxed table row 'Last year's premium £331.75'.
 *   age-co compulsoryExcess: not found (is 150). Photo; the next row of the same box 'Compulsory excess £150' (the
 *     voluntary £250 and total £400 rows under it were read right).
 *   asda-money previousPremium: not found (is 372.15). Photo held sideways; a boxed row 'Last year's premium £372.15'.
 *   grove-dean previousPremium: not found (is 301.10). Photo; a boxed row 'Last year's premium £301.10', under
 *     'Renewal premium £289.56' (the price went down).
 *     (All three photo misses of previousPremium are a row 'Last year's premium'; zixty's 'Previous premium' and kia's
 *     'Last year' rows, also photos, were read right.)
 *   cuvva totalExcess: not found (is 500). PDF; under the heading 'Excess', rows 'Compulsory excess £250',
 *     'Voluntary excess £250', "Total you'd pay towards a claim £500".
 *   chris-knott totalExcess: not found (is 450). PDF; one table cell 'Excess | £200 compulsory plus £250 voluntary =
 *     £450 total' (compulsory and voluntary were read right from it).
 *   zixty voluntaryExcess: read 0150 (is 150), NOT flagged (the silent wrong above).
 * Also of note (counted right): kia's insurer was read 'Kia Car Insurance' where the notice prints 'Kia Insurance'
 * (right by the harness's brand-suffix rule; flagged for a tick in a run before that rule).
 *
 * AFTER THE MENDS (branch mend-13; rules in shared-contracts renewal-notice, each tested with a near miss in
 * fresh-notice-rules-13.test.ts): 156 of 157 fields right, no silent wrongs.
 *   PDFs: 114/115 fields, 12/13 notices wholly right. Photos: 42/42 fields, 5/5 notices wholly right.
 *   renewalDate 18/18, insurer 18/18, policyNumber 18/18, registrationNumber 18/18, renewalPremium 18/18,
 *   previousPremium 18/18, compulsoryExcess 18/18, voluntaryExcess 17/17, totalExcess 13/14.
 * Each rule mended:
 *   - A money figure read with a zero before its pounds ('£0150': no notice prints money so) is the plain amount,
 *     asking for a tick, on every money field and the payment terms (stray-zero.ts): zixty voluntaryExcess, now 150,
 *     flagged (so its compulsory and total, no longer checked by a sum holding a doubtful figure, ask for a tick too).
 *   - Green Flag and Chubb on the brand list, each with a source and group (uk-motor-brands.ts): green-flag, chubb
 *     insurer. Green Flag named as another brand's breakdown cover is still passed over.
 *   - Letter groups joined by a dash or slash before five or more digits ('CPC-MTR 0044871/3') are a policy number's
 *     prefix (policy-number-prefix.ts); a 'Your ref' beside the sender's 'Our ref' is the addressee's own reference,
 *     never offered as the policy number (identity-fields.ts): chubb policyNumber.
 *   - 'Reg. No.' labels the plate, so a Northern Ireland plate beside it is read (identity-fields.ts): abbey-insurance.
 *   - A photo's "year's premium" row whose first word OCR garbled ('Ltyear's premium', 'i.year'spremium') is last
 *     year's beside a different price named as the renewal's, asking for a tick (garbled-year-row.ts): age-co,
 *     asda-money, grove-dean previousPremium (right, flagged).
 *   - An excess row whose kind OCR lost ('ore  excess  £150'), beside the voluntary and total rows, is the compulsory
 *     when the sum holds, asking for a tick (unnamed-excess-row.ts): age-co compulsoryExcess (right, flagged).
 *   - A 'Total' row under the kinds' rows saying it is what a claim costs ("Total you'd pay towards a claim") is the
 *     whole excess (money-fields.ts excessTotalRow): cuvva totalExcess (sure: the parts add up to it).
 * Left: chris-knott totalExcess (not found; '£200 compulsory plus £250 voluntary = £450 total' in one cell). The set-12
 *   helper mends the same form ('... + ... = £500 total') at the same time; one rule for it, theirs, rather than two.
 * After merging mend-12 beside it: chris-knott's total read by set 12's excess sum (excess-pairs.ts), so 157/157 and
 *   nothing left.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_13 } from './fresh-printed-notices-13';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {};

checkFreshNotices(FRESH_NOTICES_13, KNOWN_MISSES);
