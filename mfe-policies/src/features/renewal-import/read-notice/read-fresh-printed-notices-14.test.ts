/** @jest-environment node */
/*
 * Issue 47, set 14: WHAT REALLY ARRIVES. Sixteen documents a driver really gets around renewal, from sixteen real UK
 * private-car brands not in the earlier sets (MORE THAN, Higos, Prima, Kingfisher Insurance, mustard.co.uk,
 * WiseDriving, Carole Nash, Sterling Insurance, Coversure, Bollington Insurance, Quoteline Direct, Romero Insurance
 * Brokers, Aston Lark, Tradex Insurance, Insurance Revolution, Be Wiser): an auto-renewal with the FCA statement of
 * price (add-ons apart), an auto-renewal whose statement of price includes the add-ons (so like for like), a broker's
 * letter with other insurers' quotes overleaf, a renewal email printed from webmail, a schedule page, a monthly price
 * first and the annual lower down, a telematics fixed part + estimated mileage part, a classic car on agreed value, an
 * early 'your renewal is coming up' letter, a renewal confirmation, a three-page private-client pack, and
 * invitations. 10 printed to PDF, 6 read as phone photos (2 sideways). Fictional people and numbers, real brands.
 * Written by a helper session on 2026-11-29 without sight of the reader (only fresh-notice-checks.ts read).
 * For a broker the insurer expected is the broker's own brand (the letterhead, the one renewing and taking the
 * money), not the underwriter it names (Covéa for Higos, AXA for Aston Lark, West Bay for Coversure).
 *
 * FIRST READING, at 5eab4b3: 125/138 fields right. PDFs 76/85, photos 49/53.
 *   renewalDate 16/16, insurer 11/16, policyNumber 16/16, registrationNumber 15/16, renewalPremium 13/16,
 *   previousPremium 12/14, compulsoryExcess 16/16, voluntaryExcess 13/15, totalExcess 13/13.
 *   Notices fully right: 7/16 (higos, kingfisher, carolenash, coversure, quoteline, insurancerevolution, bewiser).
 *   No silent wrongs: every money or date read wrong asks for a tick (last test passes).
 * Misses:
 *   morethan-auto-renewal renewalPremium: read 548.90 (is 612.40), flagged. Statement-of-price table, a header row
 *     'Last year | This year' over one row 'Your car insurance premium (excluding optional extras) £548.90 £612.40';
 *     the same £612.40 also in the body ('take £612.40 from your account ending 4471').
 *   morethan-auto-renewal previousPremium: not found (is 548.90). The 'Last year' column of that table.
 *   prima-renewal-email insurer: read Tom Ashworth (is Prima), flagged. Webmail print: the account holder's name
 *     in bold above From/Sent/To/Subject; the brand is the 'prima' wordmark, 'Your Prima car insurance' and
 *     'From: Prima <renewals@prima.co.uk>'.
 *   mustard-monthly-first insurer: not found (is mustard.co.uk). Wordmark 'mustard.co.uk', sign-off 'The
 *     mustard.co.uk team', footer 'mustard.co.uk is a trading name of Mustard Insurance Services Ltd'.
 *   wisedriving-telematics renewalPremium: read 412.00 (is 598.30), flagged. Photo; table 'Fixed annual part
 *     £412.00 / Estimated mileage part (7,500 miles at 2.484p a mile) £186.30 / Total annual premium £598.30 /
 *     Last year's total annual premium £631.75'.
 *   sterling-coming-up-early registrationNumber: not found (is T555KMB). An old prefix plate in the reference block:
 *     'Your car: Toyota MR2 Roadster, T555 KMB'.
 *   bollington-specialist voluntaryExcess: not found (is 500). Sideways photo; a two-column table row 'Voluntary
 *     excess £500' between 'Compulsory excess £350' and 'Total excess £850' (both read).
 *   romero-auto-renewal-with-addons insurer: not found (is Romero Insurance Brokers). Wordmark 'ROMERO' over
 *     'Insurance Brokers', sign-off 'Romero Insurance Brokers', footer 'Romero Insurance Brokers Ltd is authorised...'.
 *   romero-auto-renewal-with-addons renewalPremium: read 681.24 (is 768.19), flagged. The statement of price is
 *     'Total premium including your add-ons: Last year £701.44, This year £768.19', so like for like the price with
 *     add-ons; 681.24 is the 'Car insurance' line of the breakdown below it (with Breakdown £59.95, Legal £27.00);
 *     the body also says 'we'll take £768.19 from the card ending 0912'.
 *   romero-auto-renewal-with-addons previousPremium: not found (is 701.44). The 'Last year' column of that table.
 *   astonlark-private-client-pack insurer: read AXA (is Aston Lark), flagged. Aston Lark Private Clients letterhead
 *     and footer; the letter recommends renewing 'with your current insurer, AXA Insurance UK plc' (a broker's
 *     underwriter: arguable, but the document's own brand is Aston Lark, as for Higos, which was read right).
 *   tradex-invitation insurer: not found (is Tradex Insurance). Sideways photo; wordmark 'Tradex' over 'Insurance',
 *     sign-off 'Tradex Insurance', footer 'Tradex Insurance Company Ltd'.
 *   tradex-invitation voluntaryExcess: not found (is 250). Sideways photo; table row 'Voluntary excess £250'.
 *
 * AFTER THE MENDS (branch mend-14): 137/138 fields right. PDFs 84/85, photos 53/53.
 *   renewalDate 16/16, insurer 15/16, policyNumber 16/16, registrationNumber 16/16, renewalPremium 16/16,
 *   previousPremium 14/14, compulsoryExcess 16/16, voluntaryExcess 15/15, totalExcess 13/13. Notices fully right:
 *   15/16. No silent wrongs. Each rule in a few lines of our own, with its near miss: shared-contracts
 *   renewal-notice/fresh-notice-rules-14.test.ts.
 *   - A statement of price's row under 'Last year | This year' is read past an aside or words saying what it leaves
 *     out ('(excluding optional extras)'): morethan's two prices (column-table.ts).
 *   - A row that says it holds the add-ons ('Total premium including your add-ons') gives both years like for like,
 *     this year's asking for a tick; its this-year figure is the total the parts under it make, so the car insurance
 *     and add-ons are checked against it (column-table.ts, like-for-like.ts, price-parts.ts): romero's two prices.
 *   - Rows that add up to a total under them may be parts of the price (a telematics fixed and mileage part), and a
 *     photo's 'otal' that lost its T is a total (premium-rows.ts): wisedriving's price.
 *   - An older plate ending a 'Your car:' label that starts the letter's right-hand column (identity-fields.ts):
 *     sterling's T555 KMB.
 *   - A photo's excess row whose kind OCR garbled ('fieexcess', '”excess') between the compulsory and total rows is the
 *     voluntary when the two make the total, asking for a tick (unnamed-excess-row.ts, both ways now): bollington's
 *     and tradex's voluntary excess.
 *   - The insurer where an unlisted brand's letter names it (insurer-brand.ts), each offered as typed and flagged: a
 *     printed email's account name over From/Sent/To (and an addressee's 'Mr …') is no letterhead (prima, then read
 *     from its footer); a letterhead company's ending is dropped ('Romero Insurance Brokers Ltd') and a logo beside
 *     the address is the line's first cell (tradex); 'mustard.co.uk is a trading name of …' names a brand that is
 *     its web address (mustard).
 * Left:
 *   astonlark-private-client-pack insurer: still AXA, flagged. Its only mentions are the company 'AXA Insurance UK
 *     plc' (the broker's recommended insurer, and the small print). Treating '<Brand> Insurance UK plc' as a company
 *     name gave Aston Lark here but lost set 5's AXA photo, whose logo OCR garbles and whose brand is read from that
 *     company line alone; no rule told the two apart cleanly, so it was left (the reading asks for a tick).
 * No brand was added to uk-motor-brands.ts: the five new ones are offered as typed, flagged, as unlisted brands are.
 */
import { checkFreshNotices } from './fresh-notice-checks';
import { FRESH_NOTICES_14 } from './fresh-printed-notices-14';
jest.setTimeout(600_000);
const KNOWN_MISSES: Record<string, readonly string[]> = {
  'astonlark-private-client-pack': ['insurer'],
};
checkFreshNotices(FRESH_NOTICES_14, KNOWN_MISSES);
