/** @jest-environment node */
/*
 * Set 44 (issue 47): layouts no earlier set used, mostly the ordinary ones real insurers and brokers send. Thirteen
 * renewal invitations, each from a different UK private-car brand none of sets 1 to 43 used: Covéa Insurance (an
 * insurer's plain letter with a ruled summary table, dates '1st May 2027', '15th March 2027', a windscreen excess and a
 * monthly price), Herts Insurance Consultants (a classic-car renewal schedule, a key-facts table with 'Premium (incl.
 * IPT)' and 'Previous premium', an agreed value, an owners' club discount, dates '12.05.2027'; a pre-1983 plate 'JNK
 * 417E'), Motaquote (the renewal email as Outlook prints it, the figures in a two-column 'Your renewal at a glance' box),
 * LittleBox (a young driver's telematics app screen priced monthly only: '£108.45 a month', '12 monthly payments · Total
 * for the year £1,301.40', a safe-driving discount; last year's price not stated), Rural Insurance Group (a farming
 * broker's letter whose price is only in a sentence, 'we'll renew your policy for £1,046.32', and whose excess is not
 * stated), One Answer Insurance (a large print letter, 16pt, over two pages; an NI plate 'KFZ 4821'), Partners& (the
 * car insurance's price with three add-ons and a 'Total to pay' with them; last year's car insurance like for like and
 * last year's total with add-ons in one sentence), PIB Insurance Brokers (a renewal quotation table with 'Comprehensive
 * (your current cover)' and 'Third party, fire and theft' rows, each with a premium and three excesses; last year's
 * premium not stated), Giles Insurance Brokers (a renewal statement with 'Excess £250 + £100 voluntary', the total only
 * in 'You pay the first £350 of any claim', and a choice of protected / unprotected no claims discount, the protected
 * one marked as the renewal), Oval Insurance Broking (a letter stating a price fall, the policy number split across a
 * line 'OVL/PM/' | '2280915', premium / IPT / renewal premium), Brown & Brown (a client portal's renewal page saved as
 * PDF from the browser, its date and title line, navigation, cards, 'Current premium', the URL and '1/1'), Tradewise (a
 * tradesman's renewal letter with a boxed summary and a tools-in-transit extra with a total including it), Ethos
 * Broking (a statement of account, last year's renewal debit, its payment and this year's renewal debit with a running
 * balance, a small renewal summary below). Three drawn by pdfkit (Covéa, PIB, Oval), ten printed from HTML by Chromium;
 * nine read with their text layer; scanned: Rural, Oval; photographed: LittleBox (upright), Giles (sideways). Every sum
 * on them is checked when the fixtures load. Fields a notice does not state are left out of its expected values:
 * previousPremium for LittleBox and PIB, the three excesses for Rural (112 fields in all). Thirteen, not sixteen: I
 * stopped at the brands I was confident are real UK private-car brands or brokers not already used. Written by a helper
 * session on 2026-12-03, without sight of the reader.
 *
 * FIRST READING, at a97fc6da: 99/112 fields right (PDFs 72/80, scans 12/15, photos 15/17).
 *   per field: renewalDate 13/13, insurer 9/13, policyNumber 11/13, registrationNumber 12/13, renewalPremium 11/13,
 *   previousPremium 11/11, compulsoryExcess 10/12, voluntaryExcess 11/12, totalExcess 11/12.
 *   Notices fully right: 5/13 (herts, rural, one-answer, partners, tradewise).
 * Misses ('flagged' = it carries a reason asking for a tick):
 *   covea (drawn) insurer: not found. The logo 'Covéa' (Helvetica bold 24pt, red) over 'Insurance', 'Covéa Insurance plc'
 *     at the top right, 'invite you to renew with Covéa Insurance' in the text, 'Covéa Insurance plc is authorised ...'.
 *   motaquote insurer: read 'Motaquote Renewals' (flagged: 'This insurer is not on Renewly's list'). 'From: Motaquote
 *     Renewals <renewals@motaquote.co.uk>', the logo 'motaquote', 'The Motaquote Renewals Team', 'Motaquote Ltd is ...'.
 *   littlebox (photo) renewalPremium: not found. '£108.45 a month' / '12 monthly payments · Total for the year £1,301.40'
 *     / 'Includes your safe driving discount of £96.00 (price before discount £1,397.40) and Insurance Premium Tax.'
 *   pib (drawn) renewalPremium, voluntaryExcess, totalExcess: not found; compulsoryExcess read 826.40 (flagged: 'This row
 *     of the notice holds more than one figure (£826.40, £250, £250, £500) and the reader could not tell which column is
 *     this year's'). The table 'Cover | Annual premium incl. IPT | Compulsory excess | Voluntary excess | Total excess',
 *     rows 'Comprehensive (your current cover) | £826.40 | £250 | £250 | £500' and 'Third party, fire and theft | £871.15
 *     | £250 | £250 | £500'; then 'Unless you tell us otherwise, we will renew your comprehensive cover at £826.40 on 6
 *     April 2027.' (the date read right).
 *   giles (photo, sideways) compulsoryExcess: not found. 'Excess | £250 + £100 voluntary' (voluntary 100 read right,
 *     flagged 'Nothing else ... confirms'; the total 350 read right from 'You pay the first £350 of any claim').
 *   oval (drawn, scan) insurer, policyNumber, registrationNumber: not found. The logo 'Oval' (a ring, Helvetica bold 20pt)
 *     over 'Insurance Broking'; the small print 'Oval Insurance Broking Limited is authorised ...'; 'Your car insurance
 *     for your Honda Civic 2.0 e:HEV Sport (2020), registration DY20 MKV, with our reference OVL/PM/' ending its line and
 *     '2280915, is due for renewal on 1 June 2027.' beginning the next (the date and every sum read right).
 *   brown-brown policyNumber: not found. A card 'POLICY' / 'BBE/PCL/771045 · Comprehensive' under 'VEHICLE' / 'Porsche
 *     Macan S (2022) · GN22 YHR' (the plate read right, flagged).
 *   ethos insurer: not found. The logo 'ethos' (bold 20pt, teal) beside 'broking' (11pt); the small print 'Ethos Broking
 *     Limited is authorised ...'.
 * SILENT WRONGS (money or date read wrong with no flag): NONE. Read wrong but flagged: motaquote.insurer,
 *   pib.compulsoryExcess; every other miss was not found. No field the notices do not state (LittleBox's and PIB's
 *   previousPremium, Rural's excesses) was given a value.
 * Corrections after the first run: none. No expected value disagreed with its notice, and no sum was wrong. (Before any
 *   reading, the pages were looked at as pictures only, and my own layout faults mended: the small print of the three
 *   drawn letters spilled onto a second page, PIB's 'Annual premium incl. IPT' heading ran out of its header band,
 *   LittleBox's greeting had an emoji that printed as a box, Tradewise's summary labels wrapped; One Answer's large print
 *   letter was given a second section so that its second page is not only the signature. The values and flags above
 *   come from a diagnostic reading in the same session, a second reading of the same thirteen files; the checks failed
 *   for the same eight notices, on the same fields with the same values. Bringing the worktree to main with `git reset
 *   --hard main` printed main's last commit subject, which I therefore saw; it came after the notices were written.)
 * Every miss is in KNOWN_MISSES; there are no silent wrongs, so the set passes: confirmed at a97fc6da by a second run with
 * KNOWN_MISSES in place, 14 of 14 tests passing.
 * AFTER (the lead, same day, each rule with a unit test of its own): PIB's row marked '(your current cover)' read as
 *   the renewal's; LittleBox's '- Total for the year'; Giles' '£250 + £100 voluntary'; Oval's logo mark 'O' before its
 *   name; 'The Motaquote Renewals Team'; 'Covéa Insurance plc' with its accent; 'ethosbroking' run together; Brown &
 *   Brown's 'POLICY' card: 110/112; Oval's 'with our reference OVL/PM/' / '2280915' in the sentence about the cover:
 *   111/112. Left: Oval's plate, misread by OCR as 'DY20 MKYV'.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_44 } from './fresh-printed-notices-44';

jest.setTimeout(600_000);

const KNOWN_MISSES: Record<string, readonly string[]> = {
  oval: ['registrationNumber'],
};

checkFreshNotices(FRESH_NOTICES_44, KNOWN_MISSES);
