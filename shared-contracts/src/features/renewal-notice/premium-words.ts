// What the words around an amount say it is: a yearly premium (and which year's), or something else (an instalment,
// the tax, an add-on, a difference). Shared by the sentence, block and table readings of money-fields.

export type MoneyFieldName = 'renewalPremium' | 'previousPremium' | 'compulsoryExcess' | 'voluntaryExcess' | 'totalExcess';

export interface Scored {
  field: MoneyFieldName;
  score: number;
}

/** Words that make an amount something other than a yearly premium or an excess (so a plan's "first new payment"). */
// 'the next 12 months' and 'the next twelve months' are the year, not a month's instalment. An estimate of what the year
// may cost in all ('Estimated total at 5,000 miles', 'estimated cost'), beside a pay-by-mile premium, is no premium.
export const NOT_A_PREMIUM =
  /\bestimated?\s+(?:annual\s+|yearly\s+)?(?:total|cost|price|amount|spend)\b|(?<!(?:12|twelve) )months?\b|monthly|instal?ment|(?:first|next|each|initial|remaining) (?:new )?payments?\b|deposit|\bAPR\b|interest|credit|borrow|finance|amount payable|total payable|tax\b|\bIPT\b|discount|sav(e|ing)|cheaper|increase|decrease|reduction|differen|change|\bup by|\bdown by|\bby$|refund|rebate|cashback|fee\b|charge|legal|breakdown|key cover|courtesy|hire car|hire vehicle|add-ons?\b|misfuel|protection|personal accident|tyre|windscreen|glass|no claims|\bNCD\b|excess|\baverage\b|\btypical\b|market|\bextras?\b|\boptional\b|second car|another car|other car|additional car|separate (?:quote|quotation)/i;
// 'including Insurance Premium Tax', '(inc IPT)', '(inclusive of IPT)', ', inclusive of tax' say what a premium
// holds; they do not make the amount the tax. Not 'includes Insurance Premium Tax of £69.13': the amount after 'tax
// of' is the tax itself.
export const INCLUDING_TAX =
  /\(?\s*(?:including|includes|incl\.?|inc\.?|inclusive of)\s+(?:insurance\s+premium\s+tax|IPT|tax)(?:\s*\(IPT\))?(?: at (?:\d+%|the current rate))?(?![ \t]+(?:of|amounting to|totalling)\b)\)?/gi;
/**
 * An aside saying what the price includes or is: '(including IPT, multi-car discount already applied)', '(this
 * includes any changes you made during the year)', '(with protected no claims discount)', '(annual price, excluding
 * any instalment charges)', '(same cover and extras)'. So too the discount already taken off it: '(after multi-car
 * discount)', '(after your loyalty discount)' (the price paid; 'before discount' is not). Not '(monthly)' or
 * '(optional)', which say what the amount is.
 */
export const INCLUDING_ASIDE =
  /\((?:(?:(?:this |which )?(?:including|includes|incl\.?|inc\.?|inclusive of|excluding|excludes|excl\.?)|with|annual price)[\s,][^()\n]*|(?:for )?(?:the )?same (?:level of )?cover\b[^()\n]*|after\s[^()£\n]*\bdiscounts?(?:\s+(?:applied|taken off|deducted))?\s*)\)/gi;
/**
 * The same aside set off by a comma, up to the next comma or colon: "Last year's premium, including our arrangement
 * fee, was", '…, including your black box fee and any changes made during the year:', '…last year, without Key Cover,
 * was'. What the figure holds, not what it is (withoutIncludingClause).
 */
// So too the discount taken off it: '…premium last year, after your Multi-Car discount, was'.
const INCLUDING_CLAUSE = /,[ \t]*(?:(?:including|includes|incl\.?|excluding|excludes|excl\.?|without)\s[^,:;()£\n]*|after\s[^,:;()£\n]*\bdiscounts?\b[ \t]*(?=,))/gi;
/** An add-on named in such a clause: this year's price with one is no premium (the car insurance's own row is). */
const ADD_ON_NAMED = /breakdown|legal|key cover|courtesy|hire|personal accident|windscreen|glass|tyre|misfuel|extras|add-ons?/i;

/** A label without its comma-set 'including …' clause; one naming an add-on is kept, unless the label is last year's. */
export function withoutIncludingClause(label: string): string {
  return label.replace(INCLUDING_CLAUSE, (clause) => (ADD_ON_NAMED.test(clause) && !LAST_YEAR.test(label) ? clause : ' '));
}
export const MENTIONS_INCLUDED_TAX = new RegExp(INCLUDING_TAX.source, 'i');
export const AFTER_IS_MONTHLY = /^\s*(?:a|per|each|every)\s+month|^\s*monthly|^\s*\/\s?(?:month|mth|mo)\b/i;
/**
 * Words right after an amount saying it is the whole year's: '£693.12 for the year ahead', '£688 a year', 'It will cost
 * you £702.15 to renew it'.
 */
/** Words right after a figure naming it the credit's cost: '£42.21 interest', '£27.48 credit charge'. */
export const CREDIT_COST_AFTER = /^[ \t]*(?:of[ \t]+)?(?:interest|credit charge|finance charge|charge for credit)\b/i;
export const AFTER_IS_YEARLY = /^\s*(?:for the (?:whole |full )?(?:year(?: ahead)?|coming year|next (?:year|(?:12|twelve) months))|(?:a|per) year\b|per annum|annually|for (?:12|twelve) months|to renew (?:it|your (?:policy|cover|car insurance|insurance))\b)/i;
/** Words right after an amount saying it was last year's: '£497.10 last year (optional extras not included)'; not a row going on to another figure. */
export const LAST_YEAR_AFTER = /^[ \t]?(?:last year|last time)\b(?!['’])(?![^£\n]*£)/i;
// 'Your premium last time', 'Existing premium', 'Premium for the period now ending' say last year's too; so do 'for the
// last 12 months' and a label ending in the past tense ('Your premium for the current year was'); so does the premium
// of the policy now running, beside the new one's ('Premium for your current policy', 'Price of your existing cover').
export const LAST_YEAR =
  /(?<!renewal |new )\b(?:premium|price|cost) (?:for|of|on) (?:your |the )?(?:current|existing|present) (?:policy|cover)\b|last year|(?:last|past) 12 months|\b(?:premium|price|cost)\b[^£.!?\n]{0,40}\bwas\s*$|last time|previous(?:ly)?\b|\bprev\b|\b(?:premium|price|cost) was\b|comparable|prior year|last renewal|year before|you paid|paid last|(?:current|existing) (?:annual )?(?:premium|price|cost)|(?:premium|price) (?:now|today)|\bexpiring\b|\bexp\b(?=[ \t]+prem\b)|\b(?:period|year|policy|cover) (?:now |just )?ending\b|\bold (?:annual )?(?:premium|price|cost)|paying now|you(?:'re|’re| are) (?:currently )?paying|currently pay/i;
/** 'Next year', and 'your next policy year', 'the coming insurance year'. */
export const NEXT_YEAR = String.raw`(?:next|coming) (?:policy |insurance )?year`;
export const THIS_YEAR = new RegExp(String.raw`this year|renewal|\b(?:ren|rnwl)\b(?=[ \t]+prem\b)|new (?:annual )?(?:premium|price)|${NEXT_YEAR}|year ahead|next (?:12|twelve) months`, 'i');
/**
 * A column heading naming the policy term ending or the one ahead, as statement systems print them ('CURR TERM' |
 * 'REN TERM', 'LAST PERIOD' | 'THIS PERIOD'). Only for headings: 'this period' in a sentence is no year.
 */
/** A table's corner title naming the excesses: 'Your excesses (£)', 'Excess', 'Policy excesses'. */
export const EXCESS_TITLE = /^\s*(?:your\s+|the\s+|policy\s+)?excess(?:es)?\b/i;
export const LAST_TERM_HEADING = /\b(?:last|previous|prev|curr(?:ent)?|expiring|exp|old)\s+(?:period|term)\b/i;
export const THIS_TERM_HEADING = /\b(?:this|next|new|ren(?:ewal)?|rnwl)\s+(?:period|term)\b/i;
/** What a premium is called: the thing charged. */
export const MONEY_WORD = /premium|\bprem\b|price|quot(?:e|ation)|cost|\bpay(?:ing)?\b|you'll pay|\bpaid\b|\bpayment\b/i;
/**
 * Which year's, or that it is the year's total: with a money word, a label that can only mean a premium. 'In full',
 * 'in one go', 'annually' say the whole year's price paid at once, as against monthly instalments.
 */
export const PERIOD_WORD = new RegExp(
  String.raw`annual|renewal|\b(?:ren|rnwl|prev|exp)\b(?=[ \t]+prem\b)|this year|new\b|year ahead|${NEXT_YEAR}|(?:12|twelve) months|for the year|yearly|last year|previous|comparable|prior year|current|paying now|in full|in one (?:go|payment|amount|sum)|single payment|one-off|up ?front|full year|whole year|per annum`,
  'i',
);

/**
 * The row naming the car insurance alone, in a table of what the renewal costs: 'Car insurance', 'Motor insurance
 * premium', 'Car insurance (comprehensive)' (an aside in brackets naming its cover), 'Car insurance premium*' (a
 * footnote's mark).
 */
// (Its cover and its tax may follow, set off by commas: 'Car insurance, comprehensive, including IPT'; and a word saying
// it is without the extras: 'Car insurance only (including IPT)'.)
export const CAR_INSURANCE_ROW =
  /^\s*(?:your\s+)?(?:car|motor|vehicle)\s+insurance(?:\s+(?:premium|price|cost))?(?:\s+(?:only|alone|on its own))?(?:\s+(?:this|last|next) year)?(?:,\s*(?:comprehensive|third party(?:,? fire and theft)?|TPFT|(?:including|incl\.?|inc\.?)\s+(?:IPT|insurance premium tax))){0,2}(?:\s*\([^()£\d]{1,60}\))?[*†]{0,2},?\s*(?::|\.{2,})?\s*$/i;

/** How surely a label names a premium: 0 when it does not. */
export function premiumScore(label: string): number {
  // A price table's own row for the car's cover ('Car insurance  £692.10' beside the add-ons' rows).
  if (CAR_INSURANCE_ROW.test(label)) return 0.9;
  if (MONEY_WORD.test(label) && PERIOD_WORD.test(label)) return 0.95;
  // 'Amount due for your renewal' (not 'Amount due today', a deposit or a first instalment).
  // 'We've renewed your policy for £700.50', 'We can renew your cover for your Kia Niro (WP22 ZKO) for £398.64'.
  if (/\brenew(?:ed|ing)? your (?:policy|cover|insurance|car insurance)(?: for (?:your|the) (?:[^.!?£\n]|\.(?=\S)){1,70}?)? for\s*$/i.test(label)) return 0.85;
  // "We'll renew you on Essentials cover at £734.80", 'we will renew your policy at £734.80'.
  if (/\brenew (?:you|your (?:policy|cover|insurance|car insurance))\b[^.!?£\n]{0,40}?\bat\s*$/i.test(label)) return 0.85;
  // 'Renew for £529.44' (a headline).
  if (/(?:^|\n)\s*renew (?:now )?for\s*$/i.test(label)) return 0.85;
  // So too a debit note's 'Amount due for the previous period (14/04/2026 to 13/04/2027)': last year's.
  if (/\b(?:amount|total) due\b[^.\n]{0,30}\b(?:renewal|for the year|year ahead|annual|12 months|(?:previous|last|expiring) (?:period|year|term))/i.test(label)) return 0.9;
  if (/\bpremium payable\b/i.test(label)) return 0.9;
  // 'Total for the year' (beside twelve monthly payments): the year's price.
  if (/\btotal\s+(?:for|over)\s+the\s+(?:whole\s+)?(?:year|12 months|twelve months)\s*:?\s*$/i.test(label)) return 0.8;
  // A broker's 'Renewal terms   947.30 (inc IPT)': the price the insurer offers to renew at ('Expiring terms', last year's).
  if (/\b(?:renewal|expiring|new) terms\s*[:.]*\s*$/i.test(label)) return 0.85;
  if (/premium|quote/i.test(label)) return /total|your/i.test(label) ? 0.8 : 0.7;
  if (/\b(?:price|cost|total to pay|you paid|you(?: will|'ll|’ll) pay|to pay)\b/i.test(label)) return 0.6;
  return 0;
}

/**
 * The lowest of a range of prices ('Essentials   from £689.00', 'prices starting from £420'): a cover level's or an
 * offer's starting price, never the price of the cover being renewed.
 */
export const PRICE_FROM = /(?:^|[ \t]{2}|[|\n])[ \t]*from(?:\s+(?:just|only))?\s*$|\b(?:starting|starts|prices?|quotes?)\s+(?:at|from)(?:\s+(?:just|only))?\s*$/i;

/** A rise or fall told as 'from £540.00 to £598.20' ('increased by 7.4%, from £642.00'): the amount after 'from' is last year's. */
export const FROM_LAST_YEARS = /\b(?:up|down|risen|fallen|increased|decreased|changed|gone|moved|rise|fall)(?:\s+by)?(?:\s+[\d.]+%)?,?\s+from\s*$/i;
