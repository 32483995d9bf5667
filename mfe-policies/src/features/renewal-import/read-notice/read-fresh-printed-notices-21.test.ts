/** @jest-environment node */
/*
 * Set 21 of the notices written afresh (issue 47). Theme: PRICE LAYOUTS THE READER MAY NOT KNOW. Sixteen renewal
 * invitations from big UK private-car brands, each in a layout of its own (none copied from the brand's real letters):
 * Admiral (Essentials / Admiral / Platinum comparison, the chosen level marked '✓ Your cover'), Aviva (statement of price:
 * net premium, IPT, fees, total premium, beside last year's), Direct Line (multi-car table, two cars each priced with a
 * multi-car discount, the letter about one car), Churchill (photo: telematics Drive Score discount), LV= (quote table with
 * annual, monthly, total-if-monthly and Change (£) / Change (%) columns), Hastings Direct (statement of price with IPT and
 * an arrangement fee, add-ons and a 'total with all extras'), AXA (sideways photo: renewal date, new and previous premium
 * and total excess only in a key-facts strip across the foot), Ageas (excess table with a row per driver), esure
 * (reference bar across the top; last year's premium in a chart caption), Sheilas' Wheels (photo: Third party only /
 * TPFT / Comprehensive, the chosen level ticked), Privilege (two cover options, the chosen row bold, with monthly and
 * change columns), Saga (excess table per driver, with an 'Additional young driver excess' column), RAC (photo: annual
 * and monthly columns with Change £ and Change %), Tesco Insurance (Clubcard price build-up and a key-facts strip at the
 * foot), NFU Mutual (multi-car table, the other car renewing later), 1st Central (photo: reference bar on top, excess
 * table per driver, the named driver's compulsory excess including a young driver excess).
 * It tests whether the reader picks this year's price, last year's price and the policyholder's excesses out of these
 * layouts, and flags what it cannot be sure of. Eleven PDFs and five photos (one sideways).
 * Written by a helper session on 2026-11-30, without sight of the reader.
 *
 * FIRST READING, at c932e5a: 129/144 fields right (PDFs 90/99, photos 39/45).
 *   per field: renewalDate 16/16, insurer 16/16, policyNumber 16/16, registrationNumber 15/16, renewalPremium 10/16,
 *   previousPremium 13/16, compulsoryExcess 14/16, voluntaryExcess 16/16, totalExcess 13/16.
 *   Notices fully right: 7/16 (aviva, direct-line, churchill, hastings-direct, ageas, esure, tesco-insurance).
 * Misses:
 *   admiral renewalPremium: read '512.40' (is '568.90'), flagged. 'Price for the year | £512.40 | £568.90 | £694.15' under 'Essentials | Admiral ✓ Your cover | Platinum'.
 *   admiral compulsoryExcess: read '350' (is '250'), flagged. 'Compulsory excess | £350 | £250 | £250' (the Essentials column taken).
 *   admiral totalExcess: read '450' (is '350'), flagged. 'Total excess | £450 | £350 | £350' (the Essentials column taken).
 *   lv renewalPremium: not found. Row '2027 to 2028 (renewal) | £742.80 | £68.80 | £825.60 | +£61.35 | +9.0%' under 'Pay annually | Pay monthly (12 instalments) | Total if paying monthly | Change (£) | Change (%)'.
 *   lv previousPremium: not found. Row '2026 to 2027 (last year) | £681.45 | £63.12 | £757.44 | – | –'.
 *   axa totalExcess (photo, sideways): not found. Key-facts strip at the foot: 'Total excess £400' (label above the amount, in a cell).
 *   sheilas-wheels registrationNumber (photo): not found. 'Car: Fiat 500 1.2 Lounge, PE69 XJD'.
 *   sheilas-wheels renewalPremium (photo): read '1024.50' (is '566.45'), flagged. 'Price for 12 months | £1,024.50 | £812.30 | £566.45' under 'Third party only | Third party, fire and theft | ✓ Comprehensive (your cover)'.
 *   privilege renewalPremium: read '812.60' (is '698.20'), flagged. Bold row 'Comprehensive (your cover) | £698.20 | £69.82 | £62.99 | +£44.25 | +6.8%', then 'Comprehensive Plus | £812.60 | …'.
 *   saga totalExcess: read '0' (is '350'), flagged. Per-driver row 'Mrs Margaret Ellis (policyholder) | £200 | £150 | £0 | £350' under '… | Additional young driver excess | Total excess'.
 *   rac renewalPremium (photo): not found. 'This year | £587.64 | £58.76 + 10 × £58.48 | +£36.19 | +6.6%' under 'Annually | Monthly | Change £ | Change %'.
 *   rac previousPremium (photo): not found. 'Last year | £551.45 | £55.15 + 10 × £54.88'.
 *   nfu-mutual renewalPremium: not found. 'Land Rover Discovery Sport | AE19 PXN | 12/03/2027 | £812.50 | −£81.25 | £731.25' under '… | Premium | Multi-Car discount | You pay'; also 'This year's is £731.25.'
 *   nfu-mutual previousPremium: not found. 'Your Land Rover's premium last year, after Multi-Car discount, was £688.90.'
 *   1st-central compulsoryExcess (photo): read '250' (is '400'), flagged. 'Ms Jade Okafor (you) | £400 | £100 | £500'; the £250 is from 'Samuel's compulsory excess includes a £250 young driver excess.'
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none. (Before the first run the NFU Mutual Yaris row was changed from £447.55 to
 *   £447.50, and its 'You pay' from £402.80 to £402.75, so that its 10% discount of £44.75 adds up.)
 *
 * AFTER THE MENDS, registrationNumber (branch mend-m20a): 130/144 fields right (PDFs 90/99, photos 40/45);
 *   registrationNumber 16/16. plate-bracket-for-j.ts: a photo's ')' or ']' for a J at any place among a current
 *   plate's last three letters on the car's line (not only the last), read with a J and flagged: sheilas-wheels
 *   registrationNumber ('PE69 X)D'). The other misses are other branches' fields (renewalPremium, previousPremium,
 *   compulsoryExcess, totalExcess in tables).
 * AFTER THE MENDS, the money (branch mend-m20c): 142/144 fields right (PDFs 99/99, photos 43/45); renewalPremium 15/16,
 *   previousPremium 16/16, compulsoryExcess 16/16, totalExcess 16/16; notices fully right 15/16. Left as it was:
 *   sheilas-wheels' plate (not a money field).
 *   - Cover levels priced side by side, one heading cell marked as the cover kept ('✓ Your cover'): in each row of as many
 *     figures as levels only the marked column's figure is read; so too rows a level each, one marked '(your cover)'
 *     (chosen-cover-column.ts). Mends admiral's price and two excesses, privilege's price.
 *   - A heading with a '£' and no figure ('Change £', 'Change (£)') is a heading, not a row ending the table
 *     (column-table.ts). With the next two rules, mends rac's and lv's prices.
 *   - A photo's year label that lost its first letters ('his year') beside a 'Last year' row is this year's, asking for
 *     a tick (garbled-year-row.ts, column-table.ts). Mends rac's renewal.
 *   - Rows of figures alone whose policy-year labels the PDF's text set apart above the headings ('2026 to 2027' ...):
 *     one year a row, in order, the later the renewal, asking for a tick (labels-set-above.ts). Mends lv's two years.
 *   - ', after your Multi-Car discount,' is an aside of what a premium is net of (premium-words.ts), and 'This year's is'
 *     on the line above a figure starting its line is a bare year's label (label-before.ts, last-years-price.ts). Mends
 *     nfu-mutual's two years.
 *   - An amount followed by the name of another excess ('£250 young driver excess') is not the policy's excess
 *     (money-fields.ts). Mends 1st-central's compulsory excess.
 *   - An 'Additional young driver excess' column heading is a column of its own, never read; a row leaving it blank
 *     ('–') fills the policy's own columns in order (column-table.ts). Mends saga's total excess; keeps ageas's.
 *   - A 'Total excess' heading cell among others ('Previous premium | Total excess | Registration') heads the whole
 *     excess's column (column-table.ts). Mends axa's total excess.
 *   Left: sheilas-wheels renewalPremium (photo): OCR split the ticked 'Comprehensive (your cover)' column off its row
 *   ('£566.45' alone three lines below), so the row holds only the two unchosen levels' prices; it stays flagged. A rule
 *   for it would have to guess which lone figure below a row belongs to it.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_21 } from './fresh-printed-notices-21';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  'sheilas-wheels': ['renewalPremium'],
};

checkFreshNotices(FRESH_NOTICES_21, KNOWN_MISSES);
