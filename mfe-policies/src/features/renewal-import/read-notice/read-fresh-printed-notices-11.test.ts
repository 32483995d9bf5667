/** @jest-environment node */
/*
 * Issue 47, an eleventh fresh set (fresh-printed-notices-11.ts): 16 notices from 16 UK car-insurance brands, all printed
 * to PDF (no photos), written on 2026-11-30 by a helper who had read neither the reader's code nor the other sets; its
 * aim is PDFs as document-composition systems make them, whose text comes out fragmented or scattered: absolutely
 * positioned spans (all labels emitted before all values, values before labels, the right column before the left),
 * words and characters in separate spans, amounts split as '£' + pounds + pence, policy numbers in gapped groups,
 * 2- to 4-page packs with the fields spread over the pages, running headers and footers, sideways margin references,
 * watermarks and small-print tables of other figures.
 *
 * First reading, at a6667f9: 130 of 140 fields right; 12 of 16 notices fully right.
 *   renewalDate 15/16, insurer 15/16, policyNumber 13/16, registrationNumber 16/16, renewalPremium 15/16,
 *   previousPremium 14/15, compulsoryExcess 15/16, voluntaryExcess 15/16, totalExcess 12/13.
 * Misses:
 *   admiral renewalDate: read nothing (is 2026-12-19)
 *   admiral policyNumber: read nothing (is P29 4418 7703)
 *   admiral renewalPremium: read nothing (is 1023.40)
 *   admiral previousPremium: read nothing (is 917.66)
 *   admiral compulsoryExcess: read nothing (is 250)
 *   admiral voluntaryExcess: read nothing (is 250)
 *   admiral totalExcess: read nothing (is 500)
 *     (the labels tracked out, one span per character: only the insurer and the plate were read)
 *   aa insurer: read 'The AA' (is AA), flagged ("Nothing else on the notice confirms this figure: check it against
 *     your notice."); the notice calls itself 'AA', 'AA Car Insurance', 'AA Insurance Services Limited', never 'the AA'
 *   nfu-mutual policyNumber: read nothing (is MV/2207741/09) (in a bordered box on the right, emitted after the letter)
 *   rac policyNumber: read nothing (is RAC MI 0582 3391) (in gapped groups, the values column emitted before the labels)
 * Silent wrongs (money or a date read wrong with no flag): none.
 *
 * After the mends (issue 47, mend-11): 139 of 140 fields right; 15 of 16 notices fully right; no silent wrong.
 *   renewalDate 16/16, insurer 15/16, policyNumber 16/16, registrationNumber 16/16, renewalPremium 16/16,
 *   previousPremium 15/15, compulsoryExcess 16/16, voluntaryExcess 16/16, totalExcess 13/13.
 * Mended, one rule each (rules and near misses in shared-contracts renewal-notice/fresh-notice-rules-11.test.ts):
 *   letter-spaced labels (layout/letter-spaced-words.ts): a run of single characters one space apart, as pdf.js gives
 *     tracked text ('P o l i c y n u m b e r'), joined and split back into label words, its punctuation spaced as
 *     printed; a run those words do not cover is kept as one word ('ADMIRAL'): admiral's 7 fields;
 *   two letter groups before a policy number's digits (policy-number-prefix.ts: 'RAC MI 0582 3391', never capital
 *     words such as 'SEE PAGE 2'): rac policyNumber;
 *   a label's value under it in a box beside the address, the address's lines in between (ending left of the label,
 *     two at most) passed over (identity-fields.ts valueBelow): nfu-mutual policyNumber.
 * Left: nothing. (aa insurer, read 'The AA' for the notice's 'AA', the brand list's name, was a known miss; the checks
 * now take an insurer with or without a leading 'The', as any case: 140/140.)
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_11 } from './fresh-printed-notices-11';
jest.setTimeout(600_000);
const KNOWN_MISSES: Record<string, readonly string[]> = {};
checkFreshNotices(FRESH_NOTICES_11, KNOWN_MISSES);
