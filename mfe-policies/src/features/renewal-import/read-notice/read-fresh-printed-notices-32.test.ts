/** @jest-environment node */
/*
 * Set 32 (issue 47): the price told in words, instalments and add-ons: which figure is the premium for the year ahead.
 * Sixteen renewal invitations, each from a different UK private-car brand: Hastings Direct, LV=, Churchill,
 * swiftcover.com, Admiral, Aviva, Tesco Insurance, Direct Line, RAC, Quotemehappy.com, MORE THAN, By Miles,
 * Sainsbury's Bank, Halifax, Co-op Insurance, AA. 10 Chromium PDFs, 2 drawn by pdfkit (MORE THAN, By Miles), 2 scans
 * (Sainsbury's Bank, Halifax), 2 photos (Co-op upright, AA sideways). They test telling the renewal premium and last
 * year's premium of the same scope from the figures around them: prices only in sentences ('This year you'll pay
 * £612.40, which is £38.12 more than last year's £574.28'), a fall ('down £41.02'), 'No change from last year', the
 * monthly price before the annual one, a credit agreement summary whose cash price is the premium, a total with
 * optional extras beside the 'without extras' price, a multi-car discount line, a new customer's price, 'your premium'
 * (this year) against 'your renewal quote', a pay-by-mile annual cost beside per-mile rates and estimated totals, with
 * and without NCD protection, a one-off admin fee added to the total, net premium + IPT = total, a last year's premium
 * that includes a mid-term change, and a this-year / last-year table of car insurance and extras.
 * Written by a helper session on 2026-12-01, without sight of the reader.
 *
 * FIRST READING, at b1db48b0: 139/144 fields right (PDFs 103/108, scans 18/18, photos 18/18).
 *   per field: renewalDate 16/16, insurer 14/16, policyNumber 16/16, registrationNumber 15/16, renewalPremium 16/16,
 *   previousPremium 14/16, compulsoryExcess 16/16, voluntaryExcess 16/16, totalExcess 16/16.
 *   Notices fully right: 12/16 (hastings-direct, lv, churchill, admiral, aviva, direct-line, rac, more-than,
 *   sainsburys-bank, halifax, co-op, aa).
 * Misses:
 *   swiftcover insurer: read 'swiftcover' (is 'swiftcover.com'), flagged. The logo 'swiftcover.com'; the small print
 *     'swiftcover.com is a trading name of AXA Insurance UK plc'. (The same brand to a driver; the checks' name rule
 *     drops 'Insurance' but not '.com', so it counts as a miss.)
 *   tesco-insurance registrationNumber: read 'GK15OPR' (is 'EA20VJN'), flagged. 'Your car insurance renewal — Renault
 *     Clio Iconic TCe 90, EA20 VJN'; below the price table: 'Your multi-car discount applies because you also insure a
 *     Toyota Aygo, registration GK15 OPR, with us. That car's policy (TIC 400 918 228) renews on 2 April 2027'.
 *   tesco-insurance previousPremium: not found. 'Last year's premium (after multi-car discount)   £631.90', the row
 *     under 'Multi-car discount   -£45.00' and 'Your renewal premium   £657.50'.
 *   quotemehappy insurer: read 'quotemehappy' (case aside; is 'Quotemehappy.com'), flagged. The logo
 *     'Quotemehappy.com'; the small print 'Quotemehappy.com is a trading name of Aviva Insurance Limited'. (As for
 *     swiftcover: the same brand to a driver, counted as a miss.)
 *   by-miles previousPremium: read '604.10' (is '289.10'), flagged. The table 'From 1 March 2027 | Last year':
 *     'Annual cost (your premium)   £312.45   £289.10', 'Per-mile rate   6.8p   6.3p', 'Estimated total at 5,000 miles
 *     £652.45   £604.10'; the letter says 'Your renewal premium is your annual cost'.
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none.
 * AFTER THE MENDS, premiums (branch mend-m30c): 141/144 fields right (139 before); tesco-insurance previousPremium,
 *   by-miles previousPremium.
 *   - A premium's bracket saying a discount is already off it ('(after multi-car discount)', as the comma-set ', after
 *     your Multi-Car discount,' already was; not '(before ... discount)') says what it holds, not what it is:
 *     tesco-insurance previousPremium.
 *   - An estimate of the year's whole cost ('Estimated total at 5,000 miles', 'estimated cost') is no premium, so the
 *     'Annual cost (your premium)' row alone gives both years': by-miles previousPremium (and renewalPremium, right
 *     before, now sure).
 *   Left: none of this branch's.
 * AFTER THE MENDS, dates, who and which (branch mend-m30b): 142/144 fields right (139 before); insurer swiftcover and
 *   quotemehappy (by a change to the checks), registrationNumber tesco-insurance.
 *   - A CHANGE TO THE CHECKS, NOT A MEND: fresh-notice-checks.ts now counts an insurer right with or without the web
 *     address's ending of a brand named for its site ('Swiftcover' for 'swiftcover.com', 'Quotemehappy' for
 *     'Quotemehappy.com'), as it already did with or without 'Insurance': the same brand to a driver, and the brand
 *     list's (and the policy form's) spelling. The reader was unchanged; both read 'sure'. (They were 'flagged' only
 *     because the checks ask reasonToCheck, which judges every field as money or a date: a name is never 'checked'.)
 *     swiftcover and quotemehappy insurer.
 *   - Another car's plate set after a comma as its 'you also insure' clause's own ('because you also insure a Toyota
 *     Aygo, registration GK15 OPR, with us') is never this car's, as one with no comma before it was not: the
 *     heading's 'EA20 VJN' is read (unlabelled, so not sure). tesco-insurance registrationNumber.
 *   Left: tesco-insurance and by-miles previousPremium are money, another helper's.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_32 } from './fresh-printed-notices-32';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {};

checkFreshNotices(FRESH_NOTICES_32, KNOWN_MISSES);
