/** @jest-environment node */
/*
 * Set 48 (issue 47): twelve renewal notices as insurers' and brokers' document systems produce them, each from a UK
 * private-car brand whose name begins with A to L (another helper took M to Z). Set 46 used the last A-to-L brands I
 * could name with confidence that no earlier set had used, so all twelve were used before, each here in a layout
 * clearly unlike its earlier one: Autonet Insurance (sets 2, 27), Be Wiser (14), Brightside (2, 27), Castle Cover
 * (2, 4), Chubb (13), Dial Direct (2, 6), First Alternative (37), GoSkippy (6, 36, there 'Go Skippy'), Hughes
 * Insurance (7), ingenie (7), Kingfisher Insurance (14, 35), Lancaster Insurance (7, 27).
 *   autonet: a broker's renewal invitation, 'How your renewal price is made up': 'Insurer's premium £538.75',
 *     'Insurance Premium Tax (12%) £64.65', 'Autonet arrangement fee £35.00', 'Your renewal premium £638.40', then
 *     'Optional extras you already have' (£29.99, £64.00) and 'Total to pay £732.39'; a 'Last year's premium' box ('Last
 *     year you paid £601.15 ... This year's renewal premium is £37.25 more.'); the excess in two sentences ('The
 *     compulsory excess on this policy is £300 ...', 'You also chose a voluntary excess of £150, so in all you'll pay
 *     the first £450 of any such claim.'); an 'Insurer' row naming Covéa.
 *   be-wiser: a broker's renewal quotation, 'ANNUAL PREMIUM (INC. IPT) £874.20' in a panel beside 'Or spread the cost',
 *     a table of Deposit 23/01/2027 £87.42, '10 monthly instalments 23/02/2027 to 23/11/2027 £84.10 each', total
 *     £928.42, cost of credit £54.22, APR 15.8%; an excess table with a row for the policyholder (£250 | £100 | £350)
 *     and one for a 19-year-old named driver (£550 | £100 | £650); 'Policy No:' beside 'Quote ref:'. Last year's
 *     price not stated.
 *   brightside: an auto-renewal letter, 'Premium before multi-product discount £689.40', 'Multi-product discount ... 5%
 *     –£34.47', 'Your new premium £654.93', 'Your current premium £628.70' (last year's), 'Difference +£26.23'; excess
 *     table with 'Voluntary excess £0'; the policy number only in a sentence, '(policy BRS-PM-5580317)'.
 *   castle-cover (two pages, scanned): an over-50s letter in 12pt Georgia with no figures on page 1 ('Your renewal
 *     quotation is set out overleaf'); page 2 'This year's premium £489.60', 'Last year's premium £455.85', 'Increase
 *     £33.75', three excess rows, 'Period of cover 01/03/2027 to 29/02/2028', 12 interest-free payments of £40.80.
 *   chubb (drawn by pdfkit, two pages): a private client 'Masterpiece Motor – Renewal Schedule': label / value rows,
 *     a schedule of vehicles with an agreed value £98,500, 'Sections of cover' 1 to 7 ('Section 1 – Loss or damage:
 *     ... Compulsory excess £500 each and every claim (see also endorsement MM07)', glass excess £100), a £750 young
 *     driver excess; page 2 endorsements ('MM07 Voluntary excess: In addition to the compulsory excess shown in the
 *     schedule, you will pay the first £500 of each and every claim under Section 1. The total excess you pay under
 *     Section 1 is therefore £1,000 ...') and a 'Premium summary' (Annual premium £2,318.75, IPT at 12% £278.25, 'Total
 *     premium payable £2,597.00', 'Expiring premium (including IPT) £2,488.64').
 *   dial-direct (three pages): the invitation letter with no figures; page 2 the renewal schedule ('Total annual premium
 *     £743.28', 'of which Insurance Premium Tax £79.64', 'Your premium for the previous period of insurance £702.91', an
 *     excess table by type of claim, Compulsory | Voluntary | Total); page 3 the statement of fact (date of birth, date
 *     bought, value £11,400, mileage).
 *   first-alternative: an insurer's renewal notice, the premium and last year's in a sentence ('Your premium for the next
 *     twelve months is £921.64 ... Last year you paid £884.35, so this is £37.29 more.'); 'Your cover' table with
 *     'Compulsory excess £250' and 'Windscreen excess £90'; under it 'You chose a voluntary excess of £250, which is added
 *     to the compulsory excess, so for a claim for damage to your car you'd pay the first £500.'; beside it a payment
 *     table of a deposit and ten dated instalments of £89.27, total £984.88, credit charge £63.24, APR 17.6%.
 *   goskippy (photographed upright): a renewal quote, a table with 'Pay annually' and 'Pay monthly' columns ('Today /
 *     deposit | £1,074.30 | £107.43', 'Then | nothing more | 10 × £100.51', 'Total for the year | £1,074.30 | £1,112.53');
 *     'Last year's price: £1,128.95. Your renewal price is £54.65 lower.'; three excess rows.
 *   hughes (photographed sideways): an NI broker's 'Renewal Invitation – Private Car', plate 'LIG 4073' in a sentence,
 *     'Insurer premium £522.50', 'IPT @ 12% £62.70', 'Hughes administration fee £25.00', 'Total renewal premium
 *     £610.20', 'Previous year's premium (incl. fee) £571.20'; dates '14/08/2027'.
 *   ingenie: a young driver's telematics renewal, tiles of the year's driving (6,412 miles, 418 journeys, 82/100, 2 price
 *     reviews); 'Pay in full: £1,684.20. That's £328.55 less than last year, when you paid £2,012.75.'; a deposit and 11
 *     payments in a sentence; the excesses as three tiles, each value over its caption ('£350' / 'compulsory excess',
 *     '£250' / 'voluntary excess', '£600' / 'total excess').
 *   kingfisher (three pages): an auto-renewal confirmation letter without figures; page 2 a certificate of motor
 *     insurance (certificate number, commencement and expiry dates, persons entitled to drive, the authorised insurer);
 *     page 3 the schedule ('Net premium £1,104.00', 'Insurance Premium Tax £132.48', 'Annual premium £1,236.48',
 *     'Previous annual premium £1,189.90', 'Compulsory excess: £400' lines, a £200 named-driver excess endorsement).
 *   lancaster (drawn by pdfkit, scanned): a classic car's renewal letter in Times, the plate only in the bold heading
 *     'Renewal of your classic car policy: 1967 Jaguar E-Type Series 1 4.2 Roadster, GHX 418E'; a ruled panel of label /
 *     value lines (agreed value £115,000, 'Premium before club discount £713.50', 'Club discount (10%) -£71.35', 'Renewal
 *     premium (including IPT) £642.15', 'Premium at last renewal £618.90', the three excesses).
 * Two drawn by pdfkit (Chubb, Lancaster), ten printed from HTML by Chromium; eight read with their text layer (71
 * fields); scanned: Castle Cover (both pages), Lancaster (18 fields); photographed: GoSkippy (upright), Hughes
 * (sideways) (18 fields). Every sum on them is checked when the fixtures load. Be Wiser's previousPremium is not stated
 * and left out (107 fields in all). Written by a helper session on 2026-12-03, without sight of the reader. One
 * disclosure: creating the worktree (`git worktree add`) printed main's newest commit subject ('HEAD is now at 9c4882ed
 * Reader (issue 47, set 47's photographed Quotezone page): ...'), which I read before writing the notices; no notice
 * was shaped to it or against it, but ingenie's excess tiles (a value, then 'compulsory excess' under it) are near a
 * form it names.
 *
 * FIRST READING, at 9c4882ed: 97/107 fields right (PDFs 64/71, scans 17/18, photos 16/18).
 *   per field: renewalDate 12/12, insurer 11/12, policyNumber 11/12, registrationNumber 11/12, renewalPremium 11/12,
 *   previousPremium 11/11, compulsoryExcess 10/12, voluntaryExcess 10/12, totalExcess 10/12.
 *   Notices fully right: 6/12 (autonet, be-wiser, castle-cover, dial-direct, hughes, kingfisher).
 * Misses ('flagged' = it carries a reason asking for a tick):
 *   brightside policyNumber: not found. Only in a sentence: 'Your Brightside car insurance for your Toyota C-HR 1.8
 *     Hybrid Design, WU70 HGK (policy BRS-PM-5580317), is due to renew on 15 February 2027.'
 *   chubb (drawn) voluntaryExcess: not found. Only in endorsement 'MM07 Voluntary excess' on page 2: 'In addition to the
 *     compulsory excess shown in the schedule, you will pay the first £500 of each and every claim under Section 1.'
 *     (The compulsory £500 and the total £1,000 from the same wording were read right.)
 *   first-alternative compulsoryExcess read 500 (flagged: 'Nothing else on the notice confirms this figure ...');
 *     totalExcess: not found. 'Compulsory excess | £250' in the 'Your cover' table, and under it 'You chose a voluntary
 *     excess of £250, which is added to the compulsory excess, so for a claim for damage to your car you'd pay the first
 *     £500.' (the voluntary £250 read right, flagged).
 *   goskippy (photo) insurer read 'Go Skippy' (flagged: 'The notice does not label this clearly ...'): the notice's
 *     wordmark and small print write 'GoSkippy' ('GoSkippy Insurance is a trading name of Eldon Insurance Services
 *     Limited'); the same brand with a space, which the harness's comparison counts as different. renewalPremium: not
 *     found. The 'Pay annually | Pay monthly' table: 'Today / deposit | £1,074.30 | £107.43', 'Then | nothing more | 10 ×
 *     £100.51', 'Total for the year | £1,074.30 | £1,112.53', with 'Your renewal price is £54.65 lower.' under it
 *     (last year's £1,128.95 was read right).
 *   ingenie compulsoryExcess, voluntaryExcess: not found; totalExcess read 350 (flagged: 'This row of the notice holds
 *     more than one figure (£350, £250, £600) and the reader could not tell which column is this year's'). Three tiles
 *     side by side under 'Your excess', each value over its caption: '£350' / 'compulsory excess', '£250' / 'voluntary
 *     excess', '£600' / 'total excess'.
 *   lancaster (drawn, scan) registrationNumber: not found. Only in the bold heading line 'Renewal of your classic car
 *     policy: 1967 Jaguar E-Type Series 1 4.2 Roadster, GHX 418E' (a 1967 suffix plate after the car).
 * SILENT WRONGS (money or date read wrong with no flag): NONE. Read wrong but flagged: first-alternative.compulsoryExcess
 *   (500), ingenie.totalExcess (350), goskippy.insurer ('Go Skippy'). Every other miss was not found. Be Wiser's unstated
 *   previousPremium was given no value.
 *   Right but flagged (not misses, worth a look): autonet's compulsory and voluntary excesses ('This figure stands under
 *   the notice's heading for last year': the excess paragraph comes after the 'Last year's premium' box), Chubb's
 *   'Total premium payable £2,597.00' ('looks like a payment by instalments'), the names Kingfisher, Lancaster and
 *   First Alternative ('not on Renewly's list'; read 'Kingfisher' and 'Lancaster', the same brands).
 * Corrections after the first run: none. No expected value disagreed with its notice, and no sum was wrong. (Before the
 *   reading the pages were looked at as pictures only: Chubb's and Lancaster's small print, drawn too low, spilled onto
 *   blank pages and was moved up; Brightside's policy number, wrapped by accident as 'BRS-PM-' | '5580317', was kept on
 *   one line; Kingfisher's schedule plate, wrapped as 'LB68' | 'RWO', was given a row of its own. The values and flags
 *   above come from a diagnostic reading right after the first run, of the same twelve files, which failed on the same
 *   fields with the same values.)
 * Every miss is in KNOWN_MISSES (each not found or flagged); there are no silent wrongs, so the set passes: confirmed at
 * 9c4882ed by a second run with KNOWN_MISSES in place, 13 of 13 tests passing.
 * AFTER (the lead, same day, each rule with a unit test of its own): '(policy' / 'BRS-PM-5580317)' across a line break
 *   (Brightside); an endorsement numbered 'MM07' (Chubb); 'which is added to the compulsory excess' only mentioning that
 *   kind, and 'for a claim ... you'd pay the first £500.' (First Alternative); a comparison ending its sentence ('£54.65
 *   lower.') after last year's price (GoSkippy); one row of three amount tiles over their captions (ingenie); a plate
 *   ending a heading that names the renewal (Lancaster). The checks now take a name with or without a space inside it
 *   as the same brand ('Go Skippy', the brand list's name, for GoSkippy's own 'GoSkippy'): 107/107.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_48 } from './fresh-printed-notices-48';

jest.setTimeout(600_000);

checkFreshNotices(FRESH_NOTICES_48);
