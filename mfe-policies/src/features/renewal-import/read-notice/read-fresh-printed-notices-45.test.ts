/** @jest-environment node */
/*
 * Set 45 (issue 47): layouts no earlier set used, mostly the ordinary ones real insurers and brokers send. Twelve renewal
 * invitations, each from a UK private-car brand none of sets 1 to 44 used: Pound Gates (a Leeds broker's letter, the
 * figures in a table with 'This year' and 'Last year' columns, dates '14/05/2027', a monthly price), Ropner Insurance
 * Services (a renewal schedule drawn by pdfkit, 'Label . . . . . value' lines, 'Effective date 22 June 2027', net
 * premium / IPT @ 12% / 'Total premium'; last year's not stated), Kennco (an NI underwriter's renewal email as a phone
 * prints it, narrow, the plate 'BXZ 2917', the rise 'up 4.8% (£38.98) on last year's £812.00', the excess in a sentence),
 * Stubben Edge (a client portal page saved as PDF, cards with the value above its label: '£1,148.60' / 'Your renewal
 * price for car insurance (incl. IPT)', '£1,092.75' / 'What you paid last year', '+£55.85', the three excesses as cards;
 * two extras and 'Total to pay £1,252.59'), Perkins Slade (a private client broker's letter, every figure in a sentence,
 * 'which is £56.30 less than the £1,874.30 you paid last year'), Smith Bell & Thompson (a letter drawn by pdfkit with a
 * table of three policy years '2025/26 | 2026/27 | 2027/28 (renewal)'), Tasker Insurance Brokers (a renewal statement of
 * fact, questions and answers, the premium at the end with '10 monthly instalments of £65.49' beside it; last year's not
 * stated), Costco (Costco Car Insurance's renewal email as Outlook prints it, small upper-case headings over values),
 * The Camping and Caravanning Club (a letter with a table of Standard (your current cover) and Plus, last year's price in
 * a sentence), Quote Devil (a young driver's account page, '£126.85 a month × 12' and '£1,449.72 pay in full' side by
 * side, 'Your car insurance renewal price is £161.68 less than last year's £1,611.40.'), Anthony Jones (a letter with a
 * tear-off payment slip), The Caravan and Motorhome Club (a plain-text email in Courier, 'Renewal premium ...... GBP
 * 538.70'; the excess not stated: 'as shown in your current schedule'). Two drawn by pdfkit (Ropner, Smith Bell), ten
 * printed from HTML by Chromium; eight read with their text layer; scanned: Perkins Slade, Smith Bell; photographed:
 * Tasker (upright), Camping Club (sideways). Every sum on them is checked when the fixtures load. Fields a notice does not
 * state are left out: previousPremium for Ropner and Tasker, the three excesses for the Caravan Club (103 fields in all).
 * Twelve: I stopped at the brands I could name that no earlier set used; some of them (Kennco, Stubben Edge, Tasker,
 * Quote Devil, Anthony Jones, Costco's car insurance) I am less than certain still trade under that name. Written by a
 * helper session on 2026-12-03, without sight of the reader.
 *
 * FIRST READING, at a812d4d4: 81/103 fields right (PDFs 55/68, scans 15/18, photos 11/17).
 *   per field: renewalDate 12/12, insurer 7/12, policyNumber 10/12, registrationNumber 10/12, renewalPremium 9/12,
 *   previousPremium 6/10, compulsoryExcess 9/11, voluntaryExcess 9/11, totalExcess 9/11.
 *   Notices fully right: 3/12 (perkins-slade, costco, anthony-jones).
 * Misses ('flagged' = it carries a reason asking for a tick):
 *   pound-gates policyNumber: not found. Only as 'Client ref: PG/PMC/308841' under 'Date: 13/04/2027' at the top right.
 *   ropner (drawn) policyNumber: not found. 'Policy number . . . . . . RIS/MTR/0917736' in the dotted-leader schedule
 *     (every other line of it read right).
 *   kennco registrationNumber: not found. 'for your Ford Puma 1.0 EcoBoost Titanium, BXZ 2917, ends at midnight on 3 March
 *     2027' (an NI plate in a sentence). previousPremium: not found. 'That's up 4.8% (£38.98) on last year's £812.00,
 *     including Insurance Premium Tax.'
 *   stubben-edge insurer: not found. The bar 'stubben edge' (lower case, white on navy) and 'My Account – Renewal | Stubben
 *     Edge' in the browser's title line. renewalPremium read 400 (flagged: 'The notice does not label this clearly ...'),
 *     previousPremium read 250 (flagged: 'Nothing else on the notice confirms ...'), compulsoryExcess read 55.85 (flagged:
 *     'Nothing else ...'); voluntaryExcess, totalExcess: not found. The cards, each value above its label: '£1,148.60' /
 *     'Your renewal price for car insurance (incl. IPT)', '£1,092.75' / 'What you paid last year', '+£55.85' / 'Change on
 *     last year', then '£400' / 'Compulsory excess', '£250' / 'Voluntary excess', '£650' / 'Total excess' (the reading
 *     took each label's value from the card after it).
 *   smith-bell (drawn, scan) insurer read 'Bell' (flagged: 'Nothing else on the notice confirms ...'). The heading 'Smith
 *     Bell & Thompson', the small print 'Smith Bell & Thompson Ltd is authorised ...'. renewalPremium read 530.15 (flagged:
 *     'This row of the notice holds more than one figure (£530.15, £561.90, £587.44) and the reader could not tell which
 *     column is this year's'); previousPremium not found. The table 'Policy year | 2025/26 | 2026/27 | 2027/28 (renewal)',
 *     row 'Premium including IPT | £530.15 | £561.90 | £587.44'; 'This year the premium has gone up by £25.54'.
 *   tasker (photo) insurer: not found. The logo 'Tasker' (bold, orange) beside 'Insurance Brokers'; the small print 'Tasker
 *     Insurance Brokers is authorised ...'. registrationNumber: not found. 'Registration number | FN21 KWT' (answers bold).
 *     compulsoryExcess, voluntaryExcess, totalExcess: not found. 'Compulsory excess | £250', 'Voluntary excess | £200',
 *     'Total excess | £450' as question / bold answer rows. (renewalPremium 623.70 read right but flagged: 'This figure
 *     looks like a payment by instalments ...'.)
 *   camping-club (photo, sideways) insurer read 'Club' (flagged: 'not on Renewly's list'). The heading 'The Camping and
 *     Caravanning Club' over 'Club Car Insurance'; 'Your Club Car Insurance renewal'.
 *   quote-devil renewalPremium, previousPremium: not found. '£126.85' / 'a month × 12' / '£1,522.20 in total' beside
 *     '£1,449.72' / 'pay in full' / 'save £72.48 on paying monthly'; 'Your car insurance renewal price is £161.68 less than
 *     last year's £1,611.40.'
 *   caravan-club insurer read 'Club' (flagged: 'not on Renewly's list'). 'From: Club Car Insurance <...>', 'through The
 *     Caravan and Motorhome Club', signed 'Club Car Insurance Team' / 'The Caravan and Motorhome Club'.
 * SILENT WRONGS (money or date read wrong with no flag): NONE. Read wrong but flagged: stubben-edge.renewalPremium,
 *   .previousPremium, .compulsoryExcess; smith-bell.renewalPremium, .insurer; camping-club.insurer; caravan-club.insurer.
 *   Every other miss was not found. No field the notices do not state (Ropner's and Tasker's previousPremium, the Caravan
 *   Club's excesses) was given a value.
 * Corrections after the first run: none. No expected value disagreed with its notice, and no sum was wrong. (Before any
 *   reading the pages were looked at as pictures only; none spilled or overlapped, so no layout was changed. The values
 *   and flags above come from a diagnostic reading in the same session, right after the first run and of the same
 *   twelve files: the same nine notices failed on the same fields with the same values. Bringing the worktree to main
 *   with `git reset --hard main` was done with its output discarded.)
 * Every miss is in KNOWN_MISSES; there are no silent wrongs, so the set passes: confirmed at a812d4d4 by a second run
 * with KNOWN_MISSES in place, 13 of 13 tests passing. (After it, `tsc` asked for a guard on two column look-ups in
 * the Smith Bell drawing, `cols[index] ?? left`, which changes nothing drawn; a third run at a812d4d4 passed the same.)
 * AFTER (the lead, same day, each rule with a unit test of its own): last year's after a difference said first ('£161.68
 *   less than last year's £1,611.40', 'up 4.8% (£38.98) on last year's £812.00') and Quote Devil's price as the printed
 *   figure they make; three policy years as column headings (Smith Bell); a signed change as a tile's value (Stubben
 *   Edge's tiles); 'Club Car Insurance' as the club named in full; a policy number after spaced dot leaders (Ropner):
 *   94/103. Later (session 18): an older plate between commas after the car in a sentence (Kennco's 'BXZ 2917',
 *   flagged), and a letterhead holding a listed brand's name between others ('Smith Bell & Thompson', not 'Bell'):
 *   96/103; and a printed web page's title naming the site its wordmark writes again ('My Account – Renewal | Stubben
 *   Edge' over 'stubben edge'): 97/103; Tasker's letterhead, OCR garbled ('Tasker insurance rokers'), one letter off the
 *   small print's 'Tasker Insurance Brokers is authorised': 98/103. Left: Tasker's photographed answers (OCR garbled
 *   them), a 'Client ref' as the number.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_45 } from './fresh-printed-notices-45';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  'pound-gates': ['policyNumber'],
  tasker: ['registrationNumber', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess'],
};

checkFreshNotices(FRESH_NOTICES_45, KNOWN_MISSES);
