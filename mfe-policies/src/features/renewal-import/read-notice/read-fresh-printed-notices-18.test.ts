/** @jest-environment node */
/*
 * Issue 47, set 18: LONG NOTICES, THE FIGURES FAR FROM THEIR LABELS.
 * Sixteen renewal invitations from sixteen UK private-car brands not used before (Kerry London, Jaguar Insurance,
 * Citroën Insurance, Renault Insurance, Subaru Insurance, CUPRA Insurance, Sure Thing!, Graham Sykes Insurance,
 * Sureterm Direct, Insurance Choice, Fish Insurance, Thinkinsure, Ryan Insurance Group, Wrightsure, Lansdown
 * Insurance, Devitt); eleven PDFs, most of two or three pages, and five phone photos of a first page (CUPRA's sideways).
 * What it tests: covering letters with the statement of price and the schedule on pages 2 and 3; running headers and
 * footers repeating a customer reference, 'Page 1 of 3', the letter's date and the firm's FRN and company number; a
 * customer number, quote reference, mandate reference and credit agreement number beside the policy number; last
 * year's premium in a separate FCA box away from this year's; monthly prices on page 1 and the annual price on page 2
 * (Jaguar, Sure Thing!, Ryan); optional extras and fees around the premium (Subaru, Thinkinsure, Kerry London);
 * another car's or another policy's renewal date, registration and premium in the letter (Kerry London's household
 * policy, Subaru's Forester, Graham Sykes' MGB, Lansdown's replaced BMW); named drivers and endorsements with their own
 * dates; and two renewals re-quoted after a change, the superseded price printed beside the amended one (Citroën,
 * Devitt). Every figure adds up (IPT, instalments, totals).
 * Written by a helper session on 2026-11-30, without sight of the reader.
 *
 * FIRST READING, at 0a1d46f: 129/144 fields right (PDFs 86/99, photos 43/45).
 *   per field: renewalDate 15/16, insurer 10/16, policyNumber 12/16, registrationNumber 15/16, renewalPremium 13/16,
 *   previousPremium 16/16, compulsoryExcess 16/16, voluntaryExcess 16/16, totalExcess 16/16.
 *   Notices fully right: 6/16 (renault-insurance, graham-sykes, insurance-choice, fish-insurance, thinkinsure,
 *   wrightsure).
 * Misses:
 *   kerry-london insurer: read 'Chubb' (is 'Kerry London'), flagged. Broker's letterhead 'KERRY LONDON' / 'Private
 *     Clients'; 'renew with your existing insurer, Chubb European Group SE' in the letter and 'Insurer Chubb European
 *     Group SE' in the page 3 schedule.
 *   kerry-london renewalDate: read '2027-03-01' (is '2027-01-06'), flagged. 'Your private motor insurance – renewal on
 *     6 January 2027'; the household policy 'before it renews on 1 March 2027' in the same letter.
 *   jaguar-insurance insurer: not found. 'JAGUAR INSURANCE' letterhead, 'Jaguar Insurance' in the running header;
 *     footer 'arranged and administered by Markerstudy Insurance Services Limited'.
 *   citroen-insurance renewalPremium: read '534.17' (is '561.93'), flagged. 'Renewal price in our letter of 9 November
 *     2026 (no longer valid) £534.17' above 'Amended renewal price £561.93'.
 *   subaru-insurance policyNumber: not found. 'Policy SUB-M-2208153' only in the running header; the other car's
 *     'under policy SUB-M-2204716' in the letter.
 *   subaru-insurance registrationNumber: read 'SN18PLX' (is 'YG22RTU'), flagged. The other car 'your Subaru Forester
 *     (SN18 PLX)' on page 1; 'Subaru Outback 2.5i Touring Lineartronic · YG22 RTU · Comprehensive' on page 2.
 *   cupra-insurance insurer (photo, sideways): read 'Ageas' (is 'CUPRA Insurance'), flagged. 'CUPRA INSURANCE'
 *     letterhead; small print 'CUPRA Insurance is provided by Volkswagen Financial Services (UK) Limited, an appointed
 *     representative of Ageas Retail Limited'.
 *   sure-thing insurer: read 'Sure Thing' (is 'Sure Thing!'), flagged. 'Sure Thing!' throughout (the brand's '!').
 *   sure-thing policyNumber: not found. 'Policy STM/5521/88034 · Mandate ref STM552188034' only in the running header.
 *   sureterm-direct policyNumber (photo): not found. 'Policy number | SDC 771 0356' in a boxed table beside
 *     'Customer ID C-1944206'.
 *   ryan-insurance policyNumber: not found. 'Client RY-661480 · Policy RIG/MC/2207745' only in the running header.
 *   ryan-insurance renewalPremium: not found. Page 2 table headed 'Annual | First payment | Then 10 × | Total payable',
 *     row 'This year £805.44 £80.64 £72.48 £805.44'; page 1 gives only the monthly £72.48.
 *   lansdown-insurance insurer: not found. 'Lansdown Insurance' letterhead; 'Lansdown Insurance Brokers' header and
 *     footer.
 *   devitt-insurance insurer: not found. 'DEVITT' letterhead, 'Devitt Insurance Services' header, 'Devitt Customer
 *     Services' sign-off; 'Insurer Ageas Insurance Limited' on page 2.
 *   devitt-insurance renewalPremium: read '612.47' (is '579.88'), flagged. 'Original renewal price (sent 12 November
 *     2026) £612.47' above 'Revised renewal price for your new address £579.88'; page 2 'This year's premium
 *     (revised): £579.88'.
 * Silent wrongs (money or date read wrong with no flag): none.
 * Corrections after the first run: none.
 * AFTER THE MENDS, the insurer (branch mend-m18a): 135/144 fields right (PDFs 91/99, photos 44/45); insurer 16/16.
 *   - A running header over each page ('<Firm> · <reference> · <date>   Page 1 of 3', or its parts printed again over
 *     the next page): where it is no letterhead itself, the letterhead is the line under it (own-name-brand.ts).
 *     Mends jaguar-insurance ('JAGUAR INSURANCE' -> 'Jaguar'), lansdown-insurance ('Lansdown') and devitt-insurance
 *     ('DEVITT' -> 'Devitt'), all offered as typed, flagged (not on the list).
 *   - A listed brand followed by a word or two of its own and a legal form ('Chubb European Group SE', 'Ageas Retail
 *     Limited') is a company named, the underwriter or principal, not the brand sold (insurer-brand.ts LEGAL_NAME).
 *     With the next rule, mends kerry-london (the broker's 'Kerry London', from the firm the small print regulates
 *     that the letterhead names), and with the letterhead, cupra-insurance ('CUPRA insurance' -> 'Cupra', flagged).
 *   - A brand's words heading a cell as a telephone number's label ('Direct line   01923 654 210') are the phrase,
 *     not the brand (insurer-brand.ts PHONE_AFTER): kerry-london's account executive's line read as Direct Line once
 *     Chubb was gone.
 *   - 'an appointed representative of <brand>' names the principal firm, not the brand (SOMEONE_ELSES): cupra-insurance.
 *   - A brand written with '!' after every writing but its company's name is kept with it ('Sure Thing!'): sure-thing.
 *   Notices fully right: 9/16 (jaguar-insurance, cupra-insurance and lansdown-insurance added).
 *   Left: nothing for the insurer.
 * AFTER THE MENDS, policyNumber, registrationNumber and renewalDate (branch mend-m18b): 134/144 fields right (PDFs 91/99,
 *   photos 43/45); renewalDate 16/16, policyNumber 15/16, registrationNumber 16/16. Notices fully right: 7/16 (+subaru).
 *   - A running header's fields set apart by a middle dot or bullet ('Customer … · Policy SUB-M-2208153 · Issued …'):
 *     each starts a cell, so 'Policy <number>' after one is read as at a cell's start (identity-fields.ts). Mends
 *     subaru-insurance, sure-thing and ryan-insurance policyNumber.
 *   - A plate told of another car in its sentence ('As you also insure your Subaru Forester (SN18 PLX) with us …', '… a
 *     separate invitation for that car') is never this car's (aboutAnotherCar, now asked for plates too, with 'you also
 *     insure' and 'for that car' among its words). Mends subaru-insurance registrationNumber.
 *   - A date in a sentence whose subject is another of the customer's policies ('Your household policy with us … before
 *     it renews on 1 March 2027') is not this policy's: aboutAnotherCar asks other-car.ts's ANOTHER_POLICY (which now
 *     knows 'household'). Mends kerry-london renewalDate.
 *   Left: sureterm-direct policyNumber (photo): the OCR reads the cell as 'PolicyesnumberSDC 771038', two digits lost
 *   ('0356' -> '038'): no reading rule can give back what the photo's text does not hold; still not found.
 *   Also seen: in set 6, kwik-fit-with-a-second-car-photo's registration (a known miss) is now not found, where the
 *   second car's SN17KWD was offered flagged; set 17 lockton-private-clients, set 7 police-mutual-narrow-period-cell and
 *   set 19 graham-sykes keep their right plate, surer now the other car's plate is no rival.
 * AFTER THE MENDS, the money fields (renewalPremium, previousPremium and the three excesses; branch mend-m18c):
 *   132/144 fields right (PDFs 89/99, photos 43/45); renewalPremium 16/16, the other money fields 16/16 as before;
 *   notices fully right 7/16 (citroen-insurance too). No money or date read wrong without a flag.
 *   - A price the letter withdraws ('Original renewal price', '(no longer valid)', 'superseded', 'withdrawn') is not
 *     the renewal's while the notice gives another, nor last year's; alone it is offered flagged (superseded-price.ts):
 *     citroen-insurance (561.93, sure: stated again and the tax sum) and devitt-insurance (579.88, sure: stated again).
 *   - 'First payment | Then 10 ×' are an instalment plan's columns (column-table.ts), so beside them the 'Annual'
 *     column of a 'This year' row is the year's price: ryan-insurance (805.44, flagged: unconfirmed).
 *   - 'The reduction in your current year's premium …, £9.12' is a difference, not a premium (premium-words.ts): it no
 *     longer stands as a rival to devitt's revised price.
 *   Left in KNOWN_MISSES: the identity fields and kerry-london's date, none of them money.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_18 } from './fresh-printed-notices-18';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  'sureterm-direct': ['policyNumber'],
};

checkFreshNotices(FRESH_NOTICES_18, KNOWN_MISSES);
