/** @jest-environment node */
/*
 * Set 24 (issue 47): EXCESSES AND DATES IN EVERY FORM. Sixteen renewal invitations from sixteen UK private-car brands:
 * Direct Line, Aviva, LV=, Churchill, esure, Saga, NFU Mutual, 1st Central, Adrian Flux, Privilege, Elephant (eleven
 * Chromium-printed PDFs), Hastings Direct (a scanned letter), Admiral, Sheilas' Wheels, Swinton (phone photos) and Tesco
 * Bank (a sideways phone photo). They test excess tables with many kinds beside the policy's own (accidental damage,
 * fire and theft, windscreen, young/inexperienced driver, non-approved repairer, key loss), 'Policy excess', 'Standard
 * excess' and 'Own choice excess', per-claim Compulsory/Voluntary/Total columns, an excess only in prose, Nil and £0
 * voluntary excesses, a named driver's excess beside the policyholder's; and dates as dd.mm.yy, dd-Mon-yyyy,
 * 'Month d, yyyy', ordinals, ISO, weekday forms, dd-mm-yyyy, a period of cover on two lines or in two cells, 'Start
 * date'/'End date' columns, an expiry at midnight only, beside letter, payment, MOT, birth and claim dates.
 * Written by a helper session on 2026-11-30, without sight of the reader.
 *
 * FIRST READING, at 98ef325: 131/144 fields right (PDFs 88/99, scans 9/9, photos 34/36; OCR-read ones counted as scans or photos).
 *   per field: renewalDate 14/16, insurer 15/16, policyNumber 16/16, registrationNumber 15/16, renewalPremium 15/16,
 *   previousPremium 16/16, compulsoryExcess 11/16, voluntaryExcess 14/16, totalExcess 15/16.
 *   Notices fully right: 8/16 (direct-line, lv, nfu-mutual, privilege, elephant, hastings-direct, admiral, sheilas-wheels).
 * Misses:
 *   aviva compulsoryExcess: not found (is '250'). 'Policy excess £250' / 'Voluntary excess £100' / 'Total excess for damage, fire or theft claims £350' rows.
 *   churchill renewalDate: read '2028-02-02' (is '2027-02-03'), flagged. A table 'Policy | Policy number | Start date | End date | Premium', car row '03/02/2027 | 02/02/2028'.
 *   churchill registrationNumber: not found (is 'BF70ONK'). Only in that table's first cell: 'Car insurance – Skoda Octavia, BF70 ONK'.
 *   esure renewalDate: not found (is '2027-02-17'). ISO dates: 'Cover start 2027-02-17', 'Cover end 2028-02-16'.
 *   esure compulsoryExcess: not found (is '350'). One line: 'Policy excess: £350 | Voluntary excess: £0 | Total excess: £350'.
 *   saga renewalPremium: not found (is '402.88'). Prose: 'your renewal premium for the next twelve months is £402.88. Last year you paid £389.10.'
 *   saga compulsoryExcess: read '350' (is '100'), flagged. Prose only: 'you pay the first £350 of any claim, made up of a compulsory excess of £100 and the £250 voluntary excess you chose.'
 *   saga totalExcess: not found (is '350'). The same sentence.
 *   1st-central compulsoryExcess: not found (is '400'). 'Standard excess £400'.
 *   1st-central voluntaryExcess: not found (is '100'). 'Own choice excess £100' (then 'Total excess £500', read right).
 *   adrian-flux voluntaryExcess: not found (is '0'). Columns 'Excess | Compulsory | Voluntary | Total', rows 'Accidental damage £250 Nil £250'.
 *   swinton compulsoryExcess (photo): not found (is '300'). 'Standard excess £300'.
 *   tesco-bank insurer (sideways photo): read 'Tesco Insurance' (is 'Tesco Bank'), flagged. Letterhead 'Tesco Bank Car Insurance', small print 'Tesco Bank Car Insurance is arranged by Tesco Bank'.
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none.
 * AFTER THE MENDS, compulsoryExcess, voluntaryExcess and totalExcess (branch mend-m22d): 139/144 fields right (these
 *   three fields 48/48; the other fields as at the first reading, left to other menders). Rules (shared-contracts
 *   renewal-notice, tested with near misses in fresh-notice-rules-m22d.test.ts):
 *   - other names for the kinds (excess-kind-names.ts): 'Standard', 'Policy' or 'Basic excess' is the compulsory one,
 *     'Own choice', 'Chosen' or 'Optional excess' the voluntary one, only when the notice names the other kind too and
 *     never this kind plainly (alone, 'Policy excess £400' stays the whole excess): aviva, esure, 1st-central, swinton.
 *   - a sentence naming one kind before its figure and the other after it ('a compulsory excess of £100 and the £250
 *     voluntary excess'): each kind word takes the one figure tight against it, either side (excess-pairs.ts): saga
 *     compulsoryExcess and, no longer taken as the compulsory one, its 'first £350 of any claim' as totalExcess (both
 *     flagged: that phrase's score leaves them unconfirmed).
 *   - 'Nil' as a cell of its own under a 'Compulsory | Voluntary | Total' heading is £0 (nil-excess.ts): adrian-flux.
 *   Left: none of these three fields.
 *
 * AFTER THE MENDS, renewalPremium and previousPremium (branch mend-m22e): 132/144 fields right (from 131/144):
 *   renewalPremium 16/16, previousPremium 16/16.
 *   - 'The next twelve months' in words is the year, as '12 months' is: 'months' after 'twelve' no longer makes the
 *     amount an instalment (premium-words.ts, this-years-price.ts). Mends saga renewalPremium ('your renewal premium for
 *     the next twelve months is £402.88').
 *   Left: the excesses, dates, registration and insurer above (other menders' fields).
 * AFTER THE MENDS, insurer, registrationNumber and renewalDate (branch mend-m22b): 47/48 of those fields right.
 *   - ISO dates, the year first ('2027-02-17'), are dates (uk-dates.ts): esure renewalDate;
 *   - two dates along a row that are one year's first and last days ('03/02/2027  02/02/2028' under 'Start date | End
 *     date') are one period, not a column a year: its first day is the start (policy-periods.ts areFirstAndLastDays):
 *     churchill renewalDate;
 *   - a current plate broken at a line's end after the make, model and a comma ('Skoda Octavia, BF70' / 'ONK', a
 *     narrow cell wrapped), offered below a plate written whole (plates-set-apart.ts): churchill registrationNumber.
 *   Left: tesco-bank insurer (sideways photo), read 'Tesco Insurance' (flagged) for 'Tesco Bank': as set 23's, the
 *   brand list's name against the letter's, which set 1 expects the other way; left to the lead.
 * ON BRANCH mend-m22b-tesco-bank (after mend-m22b): 48/48 of insurer, registrationNumber and renewalDate: 'Tesco
 *   Bank' a brand of its own on the brand list, read as the letter names itself: tesco-bank insurer (sideways photo).
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_24 } from './fresh-printed-notices-24';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {};

checkFreshNotices(FRESH_NOTICES_24, KNOWN_MISSES);
