/** @jest-environment node */
/*
 * Set 27 (issue 47): brokers, schemes and underwriters. Sixteen renewal invitations from UK brokers, MGAs, schemes,
 * a manufacturer brand and an affinity brand: Adrian Flux, Staveley Head, Hagerty, A-Plan, Footman James, Lancaster
 * Insurance (an owners' club scheme), Toyota Insurance, Endsleigh, Swinton, Performance Direct, Bollington Insurance,
 * Keith Michaels, Howden, Autonet Insurance, Brightside and BMW Car Insurance. Each names the broker on its letterhead
 * and one or more underwriters, insurers or a panel in the body or small print; it tests that the insurer read is the
 * brand the driver deals with, not the underwriter; that a broker fee priced apart from the insurer premium, or a total
 * amount payable with fees, gives the renewal premium of the same scope as last year's figure; that the policy number
 * is the one labelled so beside a client reference or customer number; insurer changes at renewal; classic plates.
 * Eight Chromium-printed PDFs, two pdfkit-drawn statements, three scans, three photos (one sideways).
 * Written by a helper session on 2026-12-01, without sight of the reader.
 *
 * FIRST READING, at cedc52e: 131/144 fields right (PDFs 78/90, scans 26/27, photos 27/27; the two drawn statements counted as PDFs).
 *   per field: renewalDate 16/16, insurer 15/16, policyNumber 16/16, registrationNumber 15/16, renewalPremium 12/16,
 *   previousPremium 12/16, compulsoryExcess 15/16, voluntaryExcess 15/16, totalExcess 15/16.
 *   Notices fully right: 10/16 (footman-james, lancaster-insurance, toyota-insurance, endsleigh, swinton, bollington,
 *   keith-michaels, autonet, brightside, bmw-car-insurance).
 * Misses:
 *   adrian-flux renewalPremium: read '684.20' (is '712.45'), flagged. A 'Last year | This year' table, row 'Annual premium including Insurance Premium Tax | £684.20 | £712.45'.
 *   adrian-flux previousPremium: not found. The same row's last-year column, '£684.20'.
 *   staveley-head renewalPremium: read '523.60' (is '561.84'), flagged. 'Insurer premium including IPT | £523.60 | £561.84' under 'Last year | Renewal', with a fee row and 'Total to pay £596.84' below.
 *   staveley-head previousPremium: not found. The same row's 'Last year' column, '£523.60'.
 *   hagerty registrationNumber: not found. An age-related plate 'FVE 348K', in the heading 'Triumph TR6 PI (1972), FVE 348K' and under a 'Registration' column.
 *   a-plan renewalPremium: read '455.12' (is '500.12'), flagged. 'Insurer premium (including Insurance Premium Tax) £455.12', 'A-Plan administration fee £45.00', 'Total amount payable for the year ahead £500.12', beside 'Last year's total amount payable, including our fees £498.00'.
 *   a-plan previousPremium: not found. 'Last year's total amount payable, including our fees £498.00'.
 *   performance-direct renewalPremium: not found. Courier statement: 'LAST YEAR  THIS YEAR' over 'ANNUAL PREMIUM INC IPT AND FEE  1,279.90  1,342.66' (no £ sign).
 *   performance-direct previousPremium: not found. The same row's '1,279.90'.
 *   performance-direct compulsoryExcess: not found. 'EXCESS  COMPULSORY  VOLUNTARY  TOTAL' over '500  500  1,000'.
 *   performance-direct voluntaryExcess: read '25.00' (is '500'), flagged. The same columns; '25.00' is the 'OF WHICH ARRANGEMENT FEE' row.
 *   performance-direct totalExcess: not found. The same columns, '1,000'.
 *   howden insurer (scan): read 'RSA Insurance Ltd' (is 'Howden'), flagged. Letterhead 'Howden' / 'Howden Insurance Brokers Limited'; body 'recommend renewing with RSA Insurance Ltd' after a panel list.
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none.
 * AFTER THE MENDS, insurer, policy number and registration (branch mend-m26c): 133/144 fields right (131 before);
 *   insurer 16/16, policyNumber 16/16, registrationNumber 16/16.
 *   - A plate in the cell under a table's 'Registration' heading (a header row of labels alone, the next row its values),
 *     any dated era: hagerty 'FVE 348K'.
 *   - Howden added to the brand list (sourced: its consumer clients' agreement): heading its own letter it wins over the
 *     underwriter it recommends renewing with: howden (scan).
 *   Left: none of these three fields.
 * AFTER THE MENDS, the money by its meaning (branch mend-m26b): 133/144 fields right; renewalPremium 13/16,
 *   previousPremium 13/16, the other fields as at the first reading. Silent wrongs: none. The rule (shared-contracts
 *   renewal-notice, tests in fresh-notice-rules-m26b.test.ts):
 *   - 'Total amount payable for the year ahead' is that year's price, and "Last year's total amount payable" last
 *     year's (a credit agreement's total is named for no year), fees and all as the notice says (money-fields.ts):
 *     a-plan renewalPremium and previousPremium (right, asking for a tick: 'payable' is an instalment line's word).
 *   Left: adrian-flux, staveley-head and performance-direct (figures in 'Last year | This year' columns and amounts
 *   without '£': branch mend-m26a's), hagerty's plate and howden's insurer (identity fields, branch mend-m26c's).
 * AFTER THE MENDS, money in columns and amounts without a '£' beside them (branch mend-m26a): 140/144 fields right
 *   (9 more; no silent wrongs).
 *   - Headings either side of a layout's gutter ('Last year' | 'This year') over a row crossing it (a label, then a
 *     figure under each heading) make one table, not two columns (layout/page-layout.ts): adrian-flux's two premiums.
 *   - A row of the table with a blank cell ('Insurer premium (net)  £501.64' under 'Renewal' only), whose figures end
 *     where the row's figures end, no longer cuts a row of both years off its headings (column-table.ts):
 *     staveley-head's two premiums.
 *   - Bare figures under 'LAST YEAR  THIS YEAR' at a row's end are amounts (year-columns-bare.ts), and 'inc IPT and
 *     fee' says what a table row's premium holds, not that the row is the fee (column-table.ts): performance-direct's
 *     two premiums. On a row starting 'EXCESS', a kind's word then a bare figure is that kind's amount
 *     ('COMPULSORY 500  VOLUNTARY 500  TOTAL 1,000', year-columns-bare.ts): its three excesses.
 *   Left: a-plan's premiums (the scope of a broker's fee: not a column layout), hagerty's plate and howden's insurer.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_27 } from './fresh-printed-notices-27';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {};

checkFreshNotices(FRESH_NOTICES_27, KNOWN_MISSES);
