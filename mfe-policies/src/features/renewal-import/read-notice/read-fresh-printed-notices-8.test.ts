/** @jest-environment node */
// The eighth fresh set of renewal notices (issue 47): 20 UK car-insurance renewal notices (15 printed to PDF, 5
// photographed, one of them sideways) written 2026-11-30 by an eighth helper who had read neither the reader's code
// nor the other sets. First reading, with the committed reader at 95b5d7f: 158/180 fields right (PDFs 118/135,
// photos 40/45); 7/20 notices fully right (5 of 15 PDFs, 2 of 5 photos). Per field: renewalDate 17/20, insurer
// 15/20, policyNumber 18/20, registrationNumber 19/20, renewalPremium 18/20, previousPremium 19/20,
// compulsoryExcess 19/20, voluntaryExcess 17/20, totalExcess 16/20. Misses (read vs the notice): sheilas totalExcess
// none (350); sainsburys renewalPremium none (502.18); mercedes insurer 'Mercedes-Benz Insurance' (Mercedes-Benz Car
// Insurance, flagged); bmw insurer 'BMW' (BMW Car Insurance, flagged), renewalDate none (2027-01-27); volkswagen
// renewalPremium 548.30 (589.74, flagged: last year's column), previousPremium none (548.30), voluntaryExcess 250
// (200, NOT flagged), totalExcess 500 (450, NOT flagged); patons insurer 'Patons' (Patons Insurance, flagged);
// keith-michaels policyNumber none (KMI 30-118-775); land-rover policyNumber 'LRI 0077 4419' (LRI 0077 4419 26,
// flagged), renewalDate none (2027-02-17); insurance-factory renewalDate 2026-03-12 (2027-03-11, flagged); ford
// compulsory/voluntary/totalExcess none (250/250/500); mini insurer 'MINI Car Insurance' (MINI Insurance, flagged),
// registrationNumber GU14OFB, the letterhead's postcode (MF18UWB, flagged); skoda insurer 'Skoda' (Skoda Insurance,
// flagged); audi voluntaryExcess and totalExcess none (150, 500). Silent wrongs, as the last test prints them:
// "volkswagen-insurance-year-columns.voluntaryExcess: 250 (is 200)" and
// "volkswagen-insurance-year-columns.totalExcess: 500 (is 450)", so that test and the volkswagen notice's test fail.
// Mended (issue 47): a table's heading of two lines with its corner empty ('Last year' over '2026/27') stays headings,
// never paired as 'Last year: 2026/27' (layout/page-layout.ts), so the renewal's column gives the premium and the
// excesses; bare 'Current | Renewal', 'Expiring | New' headings (column-table.ts); a row of two different figures whose
// columns no heading names asks for a tick (money-fields.ts); 'Jan 27, 2027' (uk-dates.ts); 'policy, number KMI
// 30-118-775' and a number wrapped in its cell ('LRI 0077 4419' / '26', asking for a tick; identity-fields.ts); a period
// wrapped in a narrow cell ('hours 17/02/2027 to 23:59 hours 16/02/2028') and a row labelled 'Period' (policy-periods.ts,
// renewal-date-field.ts); a label wrapped under its value ('Total annual  £502.18' / 'premium'; label-wrapped-below.ts);
// the whole excess after 'the voluntary excess of £100 you chose, £350 in total' and 'Compulsory / voluntary / total
// excess  £250 / £250 / £500' (excess-pairs.ts); the plate on the car's line over a letterhead's postcode; an excess
// label OCR lost its first letter of ('oluntary excess'); BMW Car Insurance added to the brand list (its policy
// wording, BMW Financial Services). Reading after: 176/180 (PDFs 133/135, photos 43/45), no silent wrong. Left, all
// flagged: 'Mercedes-Benz Insurance' for the letter's 'Mercedes-Benz Car Insurance' and 'MINI Car Insurance' for
// 'MINI Insurance' (the brand list's names for the real brands; which a driver would type is debatable, so the
// expectation stands as a known miss); 'Patons' and 'Skoda' for 'Patons Insurance' and 'Skoda Insurance', not added
// to the list: the sources found show Patons Insurance selling taxi insurance and Skoda only a 5-day complimentary
// cover, with no group stated.
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_8 } from './fresh-printed-notices-8';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  'mercedes-benz-two-page-pack': ['insurer'],
  'patons-email-printed': ['insurer'],
  'mini-insurance-letter-photo': ['insurer'],
  'skoda-insurance-schedule-photo': ['insurer'],
};

checkFreshNotices(FRESH_NOTICES_8, KNOWN_MISSES);
