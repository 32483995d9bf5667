/** @jest-environment node */
/*
 * Set 41 (issue 47): layouts no earlier set used. Sixteen renewal invitations, each from a different UK private-car brand
 * none of sets 1 to 40 used: Find Insurance (Derry~Londonderry; the premium split by section of cover, A liability / B fire
 * and theft / C accidental damage / D windscreen / E personal accident, less a no claims discount, net, IPT and total; a
 * Northern Ireland plate 'AUI 5803'; every date '14-Apr-2027'), WeCovr (an MG4 electric car with an 'EV battery & charging
 * cable cover' add-on, renewal / last year columns with a total; the renewal date only as 'your current cover ... ends at
 * midnight on 9 March 2027 ... you stay covered from 00:01 on the following day'), Priory Insurance Brokers (pounds and
 * pence written '£684 and 27p (six hundred and eighty-four pounds and twenty-seven pence)', and a tear-off remittance slip
 * in 'Pounds | Pence' boxes; 'the 5th of April, 2027'), Watson Laurie (a price that went down beside a no claims discount
 * box of years, percentages, the price without the discount and a step-back table; '28th Feb. 2027'), Clark Thomson
 * Insurance Brokers (a grid of three ways to pay, each repeating the premium among fee, cash price, deposit, credit,
 * interest, instalments, total payable and APR; 'April 21st, 2027'), Luker Rowe (a numbered motor schedule whose excesses
 * are told only in the wording of endorsements '001 Compulsory Excess', '012 Voluntary Excess'; dates '22.03.2027'), Clarke
 * Williams (a 'why your price changed' waterfall of signed steps with bars, last year's price to this year's, which fell),
 * Campbell Irvine (a private client's portfolio of home, fine art, motor and travel policies, each with insurer, number,
 * renewal date and two years' premiums, the motor one renewing and its description wrapped in a narrow column; a private
 * plate 'F1 TZR'), Bishop Skinner (a ruled grid, long labels wrapped over two or three lines, each value centred in its
 * row), Reich Insurance (a plain-text email client's print of a reply: the wife's answer, then her husband's note and the
 * forwarded renewal, every line quoted with '> '), Gott & Wynne (a high-street counter's till printout, 40 characters wide,
 * 'EXCESS COMP / VOL / TOTAL'; 'Renews 17/04/27'), Yourshield (a timeline of four dated steps across the page and a list of
 * eight kinds of excess; a price that fell), Bennetts (a covering letter without figures and a landscape page 2 schedule,
 * the terms as one row of columns under two-line headings), Weir Insurance (a pre-filled acceptance form, every character
 * of the policy number, plate, date and amounts in its own box), Select Insurance Brokers (an Easy Read letter, 14pt, a
 * coloured picture box beside each two or three short sentences; an NI plate 'BFZ 6314'), H&H Insurance Brokers (a
 * statement of fact of ticked boxes, dates of birth, licence, purchase and a past claim, beside a small renewal summary
 * panel). Three drawn by pdfkit (Luker Rowe, Bishop Skinner, Bennetts), thirteen printed from HTML by Chromium; twelve read
 * with their text layer; scanned: Luker Rowe, Gott & Wynne; photographed: WeCovr (upright), Clarke Williams (sideways).
 * Every sum on them is checked when the fixtures load. Written by a helper session on 2026-12-03, without sight of the
 * reader.
 *
 * FIRST READING, at 3d7bec54: 113/144 fields right (PDFs 86/108, scans 11/18, photos 16/18).
 *   per field: renewalDate 13/16, insurer 11/16, policyNumber 15/16, registrationNumber 14/16, renewalPremium 12/16,
 *   previousPremium 11/16, compulsoryExcess 13/16, voluntaryExcess 12/16, totalExcess 12/16.
 *   Notices fully right: 4/16 (find-insurance, clark-thomson, clarke-williams, yourshield).
 * Misses (an insurer read is given as the reader gave it; 'flagged' = it carries a reason asking for a tick):
 *   wecovr (photo) renewalDate: not found. The only statement of it: 'Your current cover for your MG4 EV Long Range Trophy
 *     (2023), registration LR73 KZP, ends at midnight on 9 March 2027. We will renew it automatically with Aviva Insurance
 *     Limited, so you stay covered from 00:01 on the following day for another twelve months.'
 *   wecovr (photo) insurer: read 'Electric' (flagged: not on the brand list). Logo 'WeCovr' (22pt) with 'Electric car
 *     insurance' / 'hello@wecovr.com' small at the right; 'The WeCovr team'; footer 'WeCovr is a trading name of WeCovr Ltd'.
 *   priory renewalPremium: read 684 (flagged). 'The premium for the coming year is £684 and 27p (six hundred and eighty-four
 *     pounds and twenty-seven pence), including Insurance Premium Tax.'; the slip's row 'Renewal premium including IPT | 684
 *     | 27' under 'Pounds | Pence'.
 *   priory previousPremium: read 655 (flagged). "Last year's premium was £655 and 10p (six hundred and fifty-five pounds and
 *     ten pence), so the increase is £29 and 17p."
 *   watson-laurie renewalDate: not found. 'renews on 28th Feb. 2027 with LV= Broker' (bold date); 'Premium for the year
 *     ending 27th Feb. 2027, including IPT'; 'let us know before 28th Feb. 2027'.
 *   luker-rowe (drawn, scan) previousPremium: not found. Schedule item '11  Previous Annual Premium  £689.90 (including
 *     Insurance Premium Tax)' (item 10 'Premium  Net £636.03  Insurance Premium Tax at 12% £76.32  Annual Premium £712.35'
 *     was read right).
 *   luker-rowe (drawn, scan) compulsoryExcess: not found. '001  Compulsory Excess' over 'The Insured shall be responsible
 *     for the first £300 of any claim under Section 2 (Loss of or Damage to the Insured Vehicle).'
 *   luker-rowe (drawn, scan) voluntaryExcess: not found. '012  Voluntary Excess' over 'In addition to any other excess, the
 *     Insured shall be responsible for a further £200 of any claim under Section 2. The total excess under Section 2 is
 *     therefore £500.'
 *   luker-rowe (drawn, scan) totalExcess: read 500.04 (flagged). '... The total excess under Section 2 is therefore £500.'
 *     with the next endorsement, '045  Windscreen', on the line below: the sentence's full stop and '045' read as '£500. 04'.
 *   campbell-irvine policyNumber: not found. Only in the portfolio table's 'Policy no.' column, the bold motor row
 *     'CI/MTR/50881' among 'HM-772104', 'FA-20931' and 'TR-318865'.
 *   campbell-irvine previousPremium: not found. The motor row's 'Premium 2026/27' cell '£1,402.15', and in the box under the
 *     table 'Premium for the year from 17 March 2027, including Insurance Premium Tax: £1,486.72 (this year £1,402.15, an
 *     increase of £84.57).' (the renewal premium, date, plate and excesses were read right).
 *   bishop-skinner (drawn) renewalPremium: not found. Label wrapped over three lines 'Premium for the year from 1st April
 *     2027,' / 'including Insurance Premium Tax at the' / 'current rate', '£1,208.64' (11pt bold) centred in the row beside.
 *   bishop-skinner (drawn) voluntaryExcess: not found. 'Voluntary excess (chosen by you to reduce' / 'your premium, in
 *     addition to the compulsory' / 'excess)' with '£250' centred beside (the compulsory and total rows were read right).
 *   reich insurer: not found. Only in quoted lines: '> From:    Reich Insurance <renewals@reich-insurance.co.uk>', '> Sana -
 *     can you check this before the weekend? Reich say nothing', '> Reich Insurance, Manchester', '> Reich Insurance Brokers
 *     Ltd is authorised and regulated by the'; the underwriter '> ... Zurich Insurance Company' / '> Ltd have offered ...'.
 *   gott-wynne (scan) compulsoryExcess, voluntaryExcess, totalExcess: not found. Till printout 'EXCESS   COMP   £   250.00'
 *     / '         VOL    £   150.00' / '         TOTAL  £   400.00' ('EXCESS' on the first line only).
 *   bennetts (drawn) renewalPremium, previousPremium: not found. Landscape page 2: headings 'Premium' over '2026/27' and
 *     'Premium' over '2027/28', '£948.50' and '£1,012.86' in the row below; under it 'Premium 2027/28: net premium £904.34 +
 *     Insurance Premium Tax at 12% £108.52 = £1,012.86. Your premium has gone up by £64.36.' (the three excesses in the same
 *     row were read right).
 *   weir renewalDate: not found. 'Renewal date (DD MM YYYY)' and boxes [1][9] [0][3] [2][0][2][7].
 *   weir insurer: not found. Letterhead 'Weir Insurance' (20pt bold) beside 'Personal insurance' / 'www.weirinsurance.co.uk';
 *     'arranged by us with RSA Insurance Ltd'; signed 'Craig Weir, Director'; footer 'Weir Insurance is authorised and
 *     regulated by the Financial Conduct Authority.'
 *   weir registrationNumber: not found. 'Vehicle registration' and boxes [G][L][7][1][ ][O][V][P] (the policy number in
 *     boxes [W][I][R][0][4][4][1][9][2][7] was read right).
 *   weir renewalPremium: read 7 (flagged: unusually low). 'Renewal premium incl. IPT  £ [ ][7][4][8] . [3][6]'.
 *   weir previousPremium: read 7 (flagged: unusually low). "Last year's premium incl. IPT  £ [ ][7][1][5] . [9][0]".
 *   weir compulsoryExcess: read 2, NOT flagged. 'Compulsory excess  £ [2][5][0] . [0][0]'.
 *   weir voluntaryExcess: read 2, NOT flagged. 'Voluntary excess  £ [2][0][0] . [0][0]'.
 *   weir totalExcess: read 4, NOT flagged. 'Total excess  £ [4][5][0] . [0][0]'.
 *   select insurer: not found. Letterhead 'Select Insurance Brokers' ('Select' bold, 20pt) beside 'Easy Read'; footer
 *     'Select Brokers Limited trading as Select Insurance Brokers, 501 Lisburn Enterprise Centre ... Your insurer is Allianz
 *     Insurance plc.'
 *   select registrationNumber: not found. 'Your car is a Ford Puma.' / 'Its number plate is BFZ 6314.'
 *   select totalExcess: not found. 'If you claim, you pay the first £400.' / 'This is called the excess.' / '£250 is set by
 *     the insurer (compulsory excess).' / '£150 is the amount you chose (voluntary excess).' (both parts were read right).
 *   hh insurer: read 'NFU Mutual' (flagged). 'Please check the statement of fact below: it is what your insurer, NFU Mutual,
 *     has relied on.'; letterhead 'H&H' (20pt bold) 'Insurance Brokers' (11pt); footer 'H&H Insurance Brokers Ltd is
 *     authorised and regulated ...'.
 * SILENT WRONGS (money or date read wrong with no flag): weir.compulsoryExcess 2 (is 250), weir.voluntaryExcess 2 (is 200),
 *   weir.totalExcess 4 (is 450): each amount's first box taken as the whole figure. Read wrong but flagged:
 *   wecovr.insurer, priory.renewalPremium, priory.previousPremium, luker-rowe.totalExcess, weir.renewalPremium,
 *   weir.previousPremium, hh.insurer; every other miss was not found.
 * Corrections after the first run: none. No expected value disagreed with its notice, and no sum was wrong. (The values
 *   and flags above were confirmed by a diagnostic reading straight after, which read every field the same.)
 * Every miss is in KNOWN_MISSES except the three silent wrongs, so this set FAILS: the weir test (its three excesses) and
 *   the test for money or dates read wrong without a flag. That is left failing on purpose until the reader mends it.
 *   Confirmed at 3c48b9cc (the next commit, excess-code-key.ts): the same reading; 15 of 17 tests pass, those two fail.
 * AFTER, at the lead's next commits (2026-12-03): 140/144 with the scans and photos, none wrong without a flag. Weir's
 *   three silent wrongs mended first (boxed-characters.ts: a form's characters a box each closed up; any other figure
 *   followed by single-spaced digits left unread, never read as its first box). Then: '£684 and 27p'; 'PN21 YTC, renews'
 *   / 'on 28th Feb. 2027' and 'ends at' / 'midnight on 9 March 2027'; the Easy Read letter's 'Its number plate is', 'you
 *   pay the first £400.' / 'This is called the excess.' and its letterhead under the 'Easy Read' tag; 'H&HInsurance'; a
 *   quoted '> From:' line; '(this year £1,402.15, an increase of £84.57)'; labels wrapped in their cells beside centred
 *   values; 'Premium 2026/27   Premium 2027/28' among a schedule's headings; a till's 'EXCESS COMP / VOL / TOTAL'; '£500.'
 *   not run into the next line's '045'. Left: Campbell Irvine's policy number (only in a portfolio table's column of four
 *   policies' numbers), Luker Rowe's last year's premium and the excesses told in endorsement wording (the scan's
 *   labels and values read as two blocks). Later (2026-12-03, afternoon): Luker Rowe's numbered labels paired with
 *   their values, its voluntary excess from its endorsement and its compulsory one as the figure the other two make:
 *   143/144.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_41 } from './fresh-printed-notices-41';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  'campbell-irvine': ['policyNumber'],
};

checkFreshNotices(FRESH_NOTICES_41, KNOWN_MISSES);
