/** @jest-environment node */
/*
 * Issue 47, set 17: THIS YEAR'S PRICE AND LAST YEAR'S, IN THE WORDS OF SMALLER INSURERS, BROKERS AND SPECIALISTS.
 * Sixteen renewal invitations from sixteen UK private-car brands not used before (Sainsbury's Bank, Ulster Bank, first
 * direct, IAM RoadSmart, Boundless, iKube, Octopus EV, Heritage Classic, Lockton Private Clients, Silver Mile, Farmers &
 * Mercantile, Caunce O'Hara, Autoline, Honcho, Mazda Insurance, Carewell Motor), eleven printed to PDF and five as phone
 * photos (caunce-ohara held sideways). The theme is the two prices: this year's in a sentence ('Your renewal premium
 * is', 'We can renew your cover for', 'It will cost you'), in summary tables, beside a monthly figure, with IPT on its
 * own line, with a broker's arrangement fee, with optional extras apart and a total with them, with an advanced-driver
 * discount, a loyalty reduction, a no-claims-protection charge and a black box fee; last year's in the FCA statement's
 * many wordings (excluding optional extras, including changes made during the year, after mid-term adjustments,
 * including the broker's fee or the black box fee), rising, falling and unchanged, two figures for last year with the
 * one to compare named (honcho), last year's monthly instalments beside its annual premium (autoline), premiums over
 * £1,000 (ikube, lockton) and one under £300 (heritage). Distractors: deposits, instalments, totals payable, APR and
 * interest, add-on prices, a club membership fee, a home insurance renewal with its own last-year cost, another car's
 * plate and renewal date, miles driven. renewalPremium is always the figure of the same scope as last year's.
 * Written by a helper session on 2026-11-30, without sight of the reader.
 *
 * FIRST READING, at cd28602: 123/144 fields right (PDFs 84/99, photos 39/45).
 *   per field: renewalDate 15/16, insurer 9/16, policyNumber 14/16, registrationNumber 14/16, renewalPremium 13/16,
 *   previousPremium 10/16, compulsoryExcess 16/16, voluntaryExcess 16/16, totalExcess 16/16.
 *   Notices fully right: 3/16 (ulster-bank, octopus-ev, silver-mile).
 * Misses:
 *   sainsburys-bank policyNumber: read 'SBCI/4471' (is 'SBCI/4471 2093'), flagged. Printed 'Policy number SBCI/4471 2093'.
 *   first-direct insurer (photo): not found. Letterhead 'first direct / car insurance', signed 'first direct car insurance'.
 *   iam-roadsmart policyNumber: not found. Printed only in the heading 'Renewal of your IAM RoadSmart Car Insurance,
 *     policy IAM/MC/0458812'.
 *   boundless renewalPremium (photo): not found. 'We can renew your cover for ... for £398.64 a year, including
 *     Insurance Premium Tax, or £35.51 a month by Direct Debit.'
 *   ikube insurer: not found. Letterhead 'iKube', 'iKube Insurance Services', signed 'The iKube team'.
 *   ikube previousPremium: not found. Boxed 'Last year's premium, including your black box fee and any changes made
 *     during the year: £2,104.55'.
 *   heritage-classic insurer (photo): not found. Letterhead 'Heritage / Classic Car Insurance'.
 *   heritage-classic registrationNumber (photo): not found. Table row 'Registration UVK 615K' (a 1972 suffix plate).
 *   lockton-private-clients renewalDate: read 2027-03-03 (is 2026-11-26), flagged. 2027-03-03 is the renewal of the
 *     client's other car (Range Rover Velar, separate policy); the table says 'Period of insurance 26 November 2026 to
 *     25 November 2027' and the letter 'falls due for renewal on 26 November 2026'.
 *   lockton-private-clients insurer: read 'Lockton' (is 'Lockton Private Clients'), flagged. Letterhead 'LOCKTON /
 *     Private Clients'; 'Lockton' is arguably the same brand to a driver.
 *   farmers-mercantile insurer: not found. Letterhead 'Farmers & Mercantile / Insurance Brokers'.
 *   farmers-mercantile previousPremium: not found. 'Last year's premium, including our arrangement fee, was £718.35.'
 *   caunce-ohara previousPremium (sideways photo): not found. 'Your car insurance cost £497.10 last year (optional
 *     extras not included).'
 *   autoline registrationNumber: not found. Row 'Vehicle Peugeot 308 1.2 PureTech Allure, LFZ 2917' (a Northern
 *     Ireland plate).
 *   autoline renewalPremium: not found. Box 'This year / Annual premium: £566.90 including IPT / Or 12 monthly payments
 *     of £49.71 (total £596.52, APR 10.9%)'.
 *   autoline previousPremium: read 566.90 (is 538.20), flagged. This year's annual premium; the 'Last year' box beside
 *     it says 'Last year's premium: £538.20 / You paid this as 12 monthly instalments of £47.15, £565.80 in total'.
 *   honcho insurer: not found. Letterhead 'honcho', 'Honcho Insurance Services', signed 'The Honcho team'.
 *   honcho renewalPremium: read 648.92 (is 702.15), flagged. 648.92 is last year's premium after a mid-term change;
 *     'It will cost you £702.15 to renew it'.
 *   honcho previousPremium: read 611.40 (is 648.92), flagged. 611.40 is last year's first quote; the letter says
 *     '£648.92. That's the figure to compare with this year's price.'
 *   mazda-insurance previousPremium (photo): not found. Table row 'Last year's premium (including no claims discount
 *     protection) £527.75'.
 *   carewell-motor insurer: read 'Carewell' (is 'Carewell Motor'), flagged. The brand is 'Carewell Motor' throughout
 *     (a trading name of Carewell Insurance Services Ltd).
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none. (Before it: Sainsbury's Bank's statement was reworded to 'Previous year's
 * premium (excluding optional extras)' and heritage's expected insurer set to the letter's 'Heritage Classic Car
 * Insurance'.)
 *
 * AFTER THE MENDS, identity fields (branch mend-m17a): 135/144 fields right (PDFs 93/99, photos 42/45); notices fully
 *   right 9/16. No expectation changed. Each rule in a few lines of our own, with its near miss: shared-contracts
 *   renewal-notice/fresh-notice-rules-17.test.ts. The unlisted brands are offered as typed, flagged for a check; none
 *   was added to uk-motor-brands.ts.
 *   insurer 16/16 (was 9/16):
 *   - A letterhead logo in lower case ('honcho', 'iKube', 'first direct') is a brand where the letter names it again as a
 *     firm ('Honcho Insurance Services', 'first direct car insurance'), spelled as the letter's text spells it
 *     ('Honcho'); capitals keep their case where the text writes them so ('IAM RoadSmart', no longer 'Iam RoadSmart')
 *     (own-name-brand.ts): honcho, ikube, first-direct (photo).
 *   - An '&' between a letterhead name's words ('Farmers & Mercantile'); a strapline under it saying only what the firm
 *     is ('Insurance Brokers') is not part of the name: farmers-mercantile.
 *   - A logo over two lines is one name where the letter writes the two together ('LOCKTON' / 'Private Clients' and
 *     'Lockton Private Clients' in the address and signature; 'mustard' / '.co.uk', set 14, kept right by it):
 *     lockton-private-clients. 'Lockton' would be the same firm to many drivers, but the letter never calls itself
 *     that alone, so the expectation stays and the reader gives the name the letter uses.
 *   - A closing 'Motor' stays in the name where the letter writes the name with it again ('Carewell Motor … is a trading
 *     name of Carewell Insurance Services Ltd'): carewell-motor. The brand is 'Carewell Motor', not 'Carewell'.
 *   - Where the letterhead is unread (a photo's noise 'r=', 'Her itage'): the firm signing the letter off, the line after
 *     'Yours sincerely,' naming what it sells ('Heritage Classic Car Insurance') or 'The iKube team', when the letter
 *     names it elsewhere too; not a person or a desk signing: heritage-classic (photo), read 'Heritage Classic'.
 *   policyNumber 16/16 (was 14/16):
 *   - A heading naming the cover, a comma, then 'policy' and its number ('Renewal of your IAM RoadSmart Car Insurance,
 *     policy IAM/MC/0458812') (identity-fields.ts): iam-roadsmart.
 *   - A four-digit group after the slashed part is a year, and ends the number, only if a renewal might name it (1900
 *     to 2039): 'SBCI/4471 2093' is one number (sainsburys-bank; it was read 'SBCI/4471' as sure in the app).
 *   registrationNumber 16/16 (was 14/16):
 *   - A Northern Ireland plate ending the car's line after a comma ('Vehicle  Peugeot 308 …, LFZ 2917'), in capitals and
 *     ending in a county's code (FZ), so 'GTI 150' is none: autoline.
 *   - A photo's stray marks ('~', '=', '_') between a registration label and its plate are passed over ('Registration
 *     ~~ UVK 615K'); a bar or bracket, which may be a lost letter, is not: heritage-classic (photo).
 *   renewalDate 16/16 (was 15/16):
 *   - A date in a sentence about a car 'insured under a separate policy which renews on 3 March 2027' is another
 *     car's (policy-periods.ts); 'separate documents' names no other policy: lockton-private-clients, now 26 November
 *     2026 from 'falls due for renewal on' and 'Period of insurance', sure.
 *   Left in these fields: none. (lockton's registration DE22VNX is right but not sure: the other car's WU20 FKE is a
 *   rival plate.) The money fields (renewalPremium 13/16, previousPremium 10/16) are another helper's and unchanged.
 *   No silent wrongs.
 * AFTER THE MENDS, money fields (branch mend-m17b): 132/144 fields right (PDFs 90/99, photos 42/45); the 12 left are
 * the insurer, policy number, registration and lockton's renewal date, another helper's. renewalPremium 16/16, previousPremium 16/16, compulsoryExcess 16/16,
 * voluntaryExcess 16/16, totalExcess 16/16. Notices fully right: 6/16 (boundless, caunce-ohara and mazda-insurance
 * added). No silent wrongs. Each rule in a few lines of our own, with its near miss: shared-contracts
 * renewal-notice/fresh-notice-rules-17b.test.ts.
 *   renewalPremium:
 *   - 'We can renew your cover for your Kia Niro … (WP22 ZKO) for £398.64 a year': the car named between 'renew your
 *     cover for' and the price (premium-words.ts); the interest wrapped onto the next line ('including interest of' /
 *     '£27.48') is read, so the plan checks it (instalments.ts): boundless, now sure.
 *   - A 'This year' heading is the year now ending only beside a heading of its own naming the renewal and none naming
 *     last year (it was any 'renewal' in the text); beside a 'Last year' box it is this year's (last-years-box.ts):
 *     autoline's £566.90, and with it last year's £538.20.
 *   - 'It will cost you £702.15 to renew it': words after the price saying it renews the policy make it the year's
 *     (premium-words.ts): honcho.
 *   - 'Your renewal price' under the premium and a black box fee is the breakdown's total (price-breakdown.ts): ikube,
 *     now sure (£1,568.27 + £45.00).
 *   previousPremium:
 *   - Of two figures for last year, the one the letter names 'the figure to compare with this year's price' is last
 *     year's, and the other (the first quote) no rival; a paragraph under 'What you paid last year' is last year's
 *     (last-years-price.ts, money-fields.ts, last-years-box.ts): honcho's £648.92, and £702.15 no longer displaced.
 *   - What last year's premium held, set off by commas ("Last year's premium, including our arrangement fee, was", ',
 *     including your black box fee and any changes made during the year:'), no longer hides it; an add-on so named
 *     still does on this year's price (premium-words.ts withoutIncludingClause): farmers-mercantile, ikube. Like for
 *     like: both years hold the fee (farmers' 'Total due', ikube's renewal price).
 *   - '£497.10 last year' after the amount makes it last year's; not when the row goes on to another figure
 *     (premium-words.ts LAST_YEAR_AFTER): caunce-ohara. Like for like: both years the car insurance alone.
 *   - A photo's label whose spaces OCR lost ("Lastyear'spremium(includingnoclaimsdiscountprotection)") is split back
 *     into label words when it is three or more of them and nothing else (layout/letter-spaced-words.ts): mazda; like
 *     for like, both years hold the no claims protection.
 *   Right figures no longer flagged:
 *   - A reduction already taken off ('We have already taken off a loyalty reduction of £25.00') is no change since
 *     last year; 'That's £44.72 less this year' is one, and checks both prices (money-checks.ts): silver-mile,
 *     ulster-bank (both now sure). A sentence about another of the customer's policies ('Your Silver Mile home
 *     insurance renews …; last year it cost £214.60') gives no figure of this car's (other-car.ts).
 *   - Add-ons listed apart with their total and the premium stated in a sentence: premium + add-ons = total confirms
 *     both; a plan paying for that total then confirms the premium, unless the notice calls the total its price
 *     (price-parts.ts, money-checks.ts, instalments.ts, like-for-like.ts): sainsburys-bank, now sure.
 *   - Set rows under a finished sentence are another table's, not last year's box's (last-years-box.ts): ulster-bank's
 *     excesses, now sure.
 *   Left in these fields: none. Each right figure that no sum or second statement confirms still asks for a tick as
 *   before (autoline, honcho, mazda's premiums among them).
 * BOTH MENDS MERGED (main): 144/144 expected with no known misses left (the printed run after the merge says so or fails).
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_17 } from './fresh-printed-notices-17';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
};

checkFreshNotices(FRESH_NOTICES_17, KNOWN_MISSES);
