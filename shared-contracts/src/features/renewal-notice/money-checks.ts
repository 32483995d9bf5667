// The figures checked against each other (issue 47): the car insurance and its add-ons make the total; a rise or
// fall the notice states ('£112.15 less than the £1,315.62 you paid last year') is the new price less last year's.
// A figure a sum confirms is marked `checked`; one a sum it could check refutes is flagged; last year's price a stated
// fall gives when the notice names no other is worked out (`derived`).
import { bareChangePence } from './bare-change';
import { snippetOf, type RenewalNoticeField } from './found-field';
import { likeForLike } from './like-for-like';
import { feesLeftOut } from './fees-left-out';
import { garbledFigureOf } from './garbled-price';
import { premiumAndTaxRows } from './premium-and-tax-rows';
import { findPriceBreakdown } from './price-breakdown';
import type { PriceParts } from './price-parts';
import { lineStartAt } from './text-lines';
import { findAmounts, pence } from './uk-amounts';

export interface MoneyReading {
  renewalPremium?: RenewalNoticeField;
  previousPremium?: RenewalNoticeField;
  totalPrice?: RenewalNoticeField;
}

/** '£1,315.62' */
const pounds = (p: number) => `£${(p / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',')}`;

function flagged(field: RenewalNoticeField, reason: string): RenewalNoticeField {
  return field.flag ? field : { ...field, flag: 'check', reason };
}

/**
 * Add-ons listed apart with their total, the premium stated elsewhere: the premium + add-ons = total confirms both; a
 * sum that fails says nothing (the block may not be this premium's), so the total is not kept.
 */
function checkExtrasTotal(reading: MoneyReading, parts: PriceParts): MoneyReading {
  const { renewalPremium: premium } = reading;
  const { total } = parts;
  if (!premium || !total || premium.flag || pence(premium.value) === pence(total.value)) return reading;
  const addOns = parts.addOns.reduce((sum, a) => sum + pence(a.value), 0);
  if (pence(premium.value) + addOns !== pence(total.value)) return reading;
  return { ...reading, renewalPremium: { ...premium, checked: true }, totalPrice: { ...total, checked: true } };
}

/** The premium + add-ons = total check, and the car insurance's own row as the premium when a sum shows it. */
function checkTotal(reading: MoneyReading, parts: PriceParts): MoneyReading {
  const { carInsurance, total } = parts;
  if (!carInsurance) return checkExtrasTotal(reading, parts);
  if (!total) return reading;
  const addOns = parts.addOns.reduce((sum, a) => sum + pence(a.value), 0);
  const sum = pence(carInsurance.value) + addOns;
  let premium = reading.renewalPremium;
  // The total taken for the premium: the car insurance's own row is the premium.
  if (!premium || pence(premium.value) === pence(total.value)) premium = { value: carInsurance.value, confidence: 'high', snippet: carInsurance.snippet };
  if (sum === pence(total.value)) {
    const sure = pence(premium.value) === pence(carInsurance.value);
    return { ...reading, renewalPremium: sure ? { ...premium, confidence: 'high', checked: true } : premium, totalPrice: { ...total, checked: true } };
  }
  const reason = `The car insurance (${pounds(pence(carInsurance.value))}) and the add-ons (${pounds(addOns)}) add up to ${pounds(sum)}, not the total on the notice (${pounds(pence(total.value))}): check the figures.`;
  return { ...reading, renewalPremium: flagged(premium, reason), totalPrice: flagged(total, reason) };
}

/**
 * A rise or fall the notice states in a sentence: '£112.15 less than', "That's £44.72 less this year", 'an increase of
 * £27.00', 'up by £27.00', 'has increased by £84.50', 'has fallen by £12.00', "You're paying £38.80 less.", 'so this is
 * £83.54 more.', 'You save £226.25.',
 * 'Last year £612.35 · up £37.45', a signed figure after its label ('Change in the premium for item 001: +£15.27').
 */
const STATED_CHANGE =
  /(?<amountFirst>£\s?[\d,]+(?:\.\d{2})?)\s+(?<word1>less|lower|cheaper|more|higher|dearer)(?:\s+(?:than\b|(?<thisYear>this year\b))|(?<sentenceEnd>(?=[.!](?!\d))))|\b(?<word2>increased?|rise|risen|rose|gone up|decreased?|reduction|reduced|fall|fallen|fell|drop(?:ped)?|gone down|up|down)\s+(?:of|by)\s+(?<amountAfter>£\s?[\d,]+(?:\.\d{2})?)|\b(?<word3>up|down)\s+(?<amountOn>£\s?[\d,]+(?:\.\d{2})?)\s+(?=on\b|from\b|compared\b)|\b(?:you(?:'re|’re| are| will be|'ll be|’ll be)\s+paying|(?:this|that|it)(?:'s|’s| is| will be))\s+(?<amountPaying>£\s?[\d,]+(?:\.\d{2})?)\s+(?<word4>less|more)(?=\s*(?:[.!,;](?!\d)|$))|\byou(?:'ll|’ll| will)?\s+(?<word5>save)\s+(?<amountSaved>£\s?[\d,]+(?:\.\d{2})?)(?=\s*(?:[.!,;](?!\d)|$))|\b(?<word6>up|down)\s+(?<amountEnding>£\s?[\d,]+(?:\.\d{2})?)(?=[ \t]*(?:\n|$))|\b(?<word7>change|difference)\s+(?:in|to|on)\s+(?:the|your)\s+(?:premium|price)\b[^\n£:]{0,30}:?[ \t]*(?<sign>[+−-])[ \t]?(?<amountSigned>£\s?[\d,]+(?:\.\d{2})?)/i;

/**
 * The change is said against last year's price ('… than the £1,315.62 you paid last year', '… on last year', also
 * on the next line), or of the premium itself ('Your premium has gone down by £22.40': since last year's).
 */
const AGAINST_LAST_YEAR = /^(?:[^.!?]|\.(?=\d)){0,60}\b(?:last year|you paid|last time|your current (?:premium|price))/i;
/** 'last year' just before (within the 80 characters `statedChange` looks back over), with no blank line between. */
const LAST_YEAR_JUST_BEFORE = /\blast year\b(?:(?!\n[ \t]*\n)[^])*$/i;
/**
 * After 'than', another price for the coming year ('£65.78 less than your renewal quote', '£73.11 less than Aviva's
 * renewal price'): two offers compared, no change since last year.
 */
const THAN_ANOTHER_OFFER = /^\s*(?:your|the|[A-Z][\w&'’.-]*(?:[ \t]+[A-Z][\w&'’.-]*){0,2}(?:'s|’s))[ \t]+(?:current[ \t]+insurer(?:'s|’s)[ \t]+)?renewal[ \t]+(?:quote|price|premium|offer|terms)\b/;
/** Last year's price named earlier in the change's sentence, with its figure: "Last year's price ... was £802.44, so". */
const LAST_YEARS_PRICE_NAMED = /\b(?:last year(?:'s|’s)\s+(?:price|premium)|(?:last year,?\s+)?you paid)\b[^£]{0,60}£\s?[\d,]+(?:\.\d{2})?[^£]*$/i;
const PREMIUM_HAS_CHANGED = /\byour (?:renewal |annual |car insurance )?(?:premium|price)\s+(?:has|have)\s*$/i;

/**
 * A reduction the price already holds, not a change since last year: 'We have already taken off a loyalty reduction of
 * £25.00', 'a multi-car reduction of £30 is applied'. Its sentence says it is taken off or applied, or the reduction is
 * named by what earns it.
 */
const TAKEN_OFF = /\btaken off\b|\bdeducted\b|\b(?:already |been )?(?:applied|included)\b|\boff (?:your|the) (?:price|premium)\b/i;
const EARNED_REDUCTION = /\b(?:loyalty|multi-?car|no[- ]claims|members?(?:hip)?|online|introductory|telematics|driving|advanced driver|staff|club|new customer)\s+(?:reduction|reduced)\s*$/i;

/** The sentence around [start, end): from the last full stop before it (no decimal point) to the next. */
function sentenceAround(text: string, start: number, end: number): string {
  const before = text.slice(Math.max(0, start - 200), start);
  const from = Math.max(...[...before.matchAll(/[.!?](?!\d)\s/g)].map((m) => m.index + m[0].length), 0);
  const rest = text.slice(end, end + 200);
  return `${before.slice(from)}${text.slice(start, end)}${rest.slice(0, rest.search(/[.!?](?!\d)|$/))}`;
}

export function statedChange(text: string): { pence: number; snippet: string; againstLastYear: boolean } | null {
  // The first change said against last year's price, before any other ('£43.45 cheaper than Ageas's renewal offer'
  // compares another quote).
  const changes = allStatedChanges(text);
  return changes.find((c) => c.againstLastYear) ?? changes[0] ?? null;
}

function allStatedChanges(text: string): { pence: number; snippet: string; againstLastYear: boolean }[] {
  const changes: { pence: number; snippet: string; againstLastYear: boolean }[] = [];
  for (const m of text.matchAll(new RegExp(STATED_CHANGE.source, 'gi'))) {
    if (!m.groups) continue;
    const raw = m.groups.amountFirst ?? m.groups.amountAfter ?? m.groups.amountOn ?? m.groups.amountPaying ?? m.groups.amountSaved ?? m.groups.amountEnding ?? m.groups.amountSigned!;
    const amount = findAmounts(raw)[0];
    if (!amount) continue;
    const word = m.groups.word1 ?? m.groups.word2 ?? m.groups.word3 ?? m.groups.word4 ?? m.groups.word5 ?? m.groups.word6 ?? (m.groups.sign === '+' ? 'up' : 'down');
    // 'Last year £612.35 · up £37.45' (an app's chip ending its line): only after last year's price on its line.
    if (m.groups.word6 && !/\blast year\b[^\n]*£[^\n]*$/i.test(text.slice(lineStartAt(text, m.index), m.index))) continue;
    const down = /less|lower|cheaper|decrease|reduc|fall|fell|drop|down|save/i.test(word);
    // '£44.72 less this year': against last year's, as 'than last year' would say.
    // "Last year: £612.80. You're paying £38.80 less." or "(last year £1,712.55) You save £226.25.": paying less or
    // more, or saving, against the year named just before (a saving said to come 'by' or 'if' anything is not).
    const paying = Boolean(m.groups.word4 ?? m.groups.word5) && LAST_YEAR_JUST_BEFORE.test(text.slice(Math.max(0, m.index - 80), m.index));
    // (The premium's own change, signed, is since last year's, as 'Your premium has gone up by' is.)
    // (So too a change said in the sentence naming last year's price: "Last year's price ... was £802.44, so it has gone
    // up by £28.66.")
    const sentenceBefore = text.slice(Math.max(0, m.index - 200), m.index).split(/[.!?](?!\d)\s/).at(-1)!;
    // ('Last year's price: £1,128.95. Your renewal price is £54.65 lower.': the comparison ends its sentence, against the
    // year named just before; with no year named before it says nothing.)
    if (m.groups.sentenceEnd !== undefined && !LAST_YEAR_JUST_BEFORE.test(text.slice(Math.max(0, m.index - 80), m.index))) continue;
    const againstLastYear = paying || Boolean(m.groups.word6) || Boolean(m.groups.word7) || m.groups.sentenceEnd !== undefined || (Boolean(m.groups.word2) && LAST_YEARS_PRICE_NAMED.test(sentenceBefore)) || Boolean(m.groups.thisYear) || AGAINST_LAST_YEAR.test(text.slice(m.index + m[0].length)) || PREMIUM_HAS_CHANGED.test(text.slice(Math.max(0, m.index - 60), m.index));
    const reduction = /^reduc/i.test(word) && (TAKEN_OFF.test(sentenceAround(text, m.index, m.index + m[0].length)) || EARNED_REDUCTION.test(text.slice(Math.max(0, m.index - 40), m.index + word.length)));
    if ((reduction || m.groups.word4 || m.groups.word5) && !againstLastYear) continue;
    if (m.groups.word1 && THAN_ANOTHER_OFFER.test(text.slice(m.index + m[0].length))) continue;
    changes.push({ pence: (down ? -1 : 1) * pence(amount.value), snippet: m[0], againstLastYear });
  }
  return changes;
}

/** The first figure the notice prints of `amount` pence. */
const printedFigure = (text: string, amount: number) => findAmounts(text).find((a) => pence(a.value) === amount);

/** A figure's snippet: its line up to its end, from at most `reach` characters before it. */
const figureSnippet = (text: string, figure: { start: number; end: number }, reach = Infinity) =>
  snippetOf(text, Math.max(text.lastIndexOf('\n', figure.start) + 1, figure.start - reach), figure.end);

/** New - old = the stated rise or fall; last year's price worked out from it when the notice gives no other. */
function checkChange(reading: MoneyReading, text: string): MoneyReading {
  const change = statedChange(text);
  const premium = reading.renewalPremium;
  if (!change) return reading;
  const said = `${change.pence < 0 ? 'down' : 'up'} by ${pounds(Math.abs(change.pence))}`;
  if (!premium) return withPriceTheChangeMakes(reading, text, change, said);
  if (!reading.previousPremium) {
    // 'an increase of £32.00' alone does not say on what: only a change said against last year gives last year's.
    if (!change.againstLastYear) return reading;
    const value = ((pence(premium.value) - change.pence) / 100).toFixed(2);
    // The figure read fits the change only as last year's: the one the change makes of it is printed, the one it would
    // make as this year's is not ('Premium you' / 'paid £866.20' beside 'Premium incl. IPT £812.45', '£53.75 less than
    // you paid last year'). Both read, asking for ticks.
    const asThisYear = printedFigure(text, pence(premium.value) + change.pence);
    if (asThisYear && !printedFigure(text, pence(value))) {
      const reason = `The notice's figures fit the change it states (${said}) only as last year's ${pounds(pence(premium.value))} and this year's ${pounds(pence(asThisYear.value))}: check both.`;
      const thisYear: RenewalNoticeField = { value: asThisYear.value, confidence: 'medium', snippet: figureSnippet(text, asThisYear, 60) };
      return { ...reading, renewalPremium: flagged(thisYear, reason), previousPremium: flagged({ ...premium, checked: false }, reason) };
    }
    const derived = `Worked out from the notice: this year's price ${pounds(pence(premium.value))}, ${said} on last year.`;
    return { ...reading, previousPremium: { value, confidence: 'medium', snippet: change.snippet, derived } };
  }
  const difference = pence(premium.value) - pence(reading.previousPremium.value);
  if (difference === change.pence) {
    return { ...reading, renewalPremium: { ...premium, checked: true }, previousPremium: { ...reading.previousPremium, checked: true } };
  }
  const reason = `The notice says the price went ${said}, but ${pounds(pence(premium.value))} and last year's ${pounds(pence(reading.previousPremium.value))} differ by ${pounds(Math.abs(difference))}: check both figures.`;
  // The premium and its tax on rows of their own making exactly last year's price with the change: that is this
  // year's price, worked out (the row printing it was not read), and last year's agrees with it.
  const expected = pence(reading.previousPremium.value) + change.pence;
  // Another figure the notice prints is the one the change makes (a price after a mid-term change: 'Premium at renewal
  // on 24 March 2026 (Vauxhall Corsa)  £702.30' read, 'Renewal premium for the Honda Jazz  £781.20' not): that
  // figure, asking for a tick.
  const fits = change.againstLastYear && !premium.checked ? printedFigure(text, expected) : undefined;
  if (fits) {
    const instead = `The notice says the price went ${said} on last year's ${pounds(pence(reading.previousPremium.value))}, which makes the ${pounds(expected)} it prints, not the ${pounds(pence(premium.value))} read: check it.`;
    return { ...reading, renewalPremium: flagged({ value: fits.value, confidence: 'medium', snippet: figureSnippet(text, fits) }, instead) };
  }
  // A price OCR garbled ('£1»958.a4', read as £1), whose characters are the digits of that figure: that figure, asking
  // for a tick.
  const garbled = change.againstLastYear && !premium.checked ? garbledFigureOf(text, expected) : undefined;
  if (garbled) {
    const hard = `The price is hard to read on the notice ('${garbled.read}'); ${pounds(expected)} is last year's ${pounds(pence(reading.previousPremium.value))} ${said}: check it.`;
    return { ...reading, renewalPremium: flagged({ value: (expected / 100).toFixed(2), confidence: 'medium', snippet: figureSnippet(text, garbled) }, hard) };
  }
  const rows = change.againstLastYear && !premium.checked ? premiumAndTaxRows(text).find((r) => r.sum === expected) : undefined;
  if (rows) {
    const derived = `Worked out from the notice: the premium ${pounds(pence(rows.premium))} and its tax ${pounds(pence(rows.tax))} make ${pounds(expected)}, which is last year's ${pounds(pence(reading.previousPremium.value))} ${said}.`;
    return { ...reading, renewalPremium: { value: (expected / 100).toFixed(2), confidence: 'medium', snippet: rows.snippet, derived } };
  }
  return { ...reading, renewalPremium: flagged(premium, reason), previousPremium: flagged(reading.previousPremium, reason) };
}

/**
 * No price read for this year, but last year's is, and the change said against it makes a figure the notice prints
 * ('£649.80' / 'a year, paid in full' on an app's screen beside 'Last year £612.35 · up £37.45'): that figure is this
 * year's price, asking for a tick (what labels it was not read).
 */
function withPriceTheChangeMakes(reading: MoneyReading, text: string, change: { pence: number; againstLastYear: boolean }, said: string): MoneyReading {
  const before = reading.previousPremium;
  if (!before || !change.againstLastYear) return reading;
  const expected = pence(before.value) + change.pence;
  const printed = printedFigure(text, expected);
  if (!printed || expected <= 0) return reading;
  const reason = `Read as last year's ${pounds(pence(before.value))} ${said}, as the notice says; nothing on it labels this figure as this year's price: check it.`;
  return { ...reading, renewalPremium: flagged({ value: printed.value, confidence: 'medium', snippet: figureSnippet(text, printed, 60) }, reason) };
}

/**
 * The premium, tax, fees and discounts in rows over what you pay (price-breakdown.ts): what you pay is the price, not
 * the premium before them; sure when the rows add up to it, asking for a tick when they do not (a figure misread). A
 * price read elsewhere that is none of the rows' figures is left, flagged when it differs from what you pay.
 */
function checkBreakdown(reading: MoneyReading, text: string): MoneyReading {
  const breakdown = findPriceBreakdown(text);
  if (!breakdown) return reading;
  const { total, addsUp } = breakdown;
  const premium = reading.renewalPremium;
  const previous = reading.previousPremium ?? (breakdown.lastYear && { value: breakdown.lastYear.value, confidence: 'medium' as const, snippet: breakdown.lastYear.snippet });
  const withLastYear = { ...reading, ...(previous ? { previousPremium: previous } : {}) };
  if (premium && !breakdown.values.some((v) => pence(v) === pence(premium.value))) {
    return { ...withLastYear, renewalPremium: flagged(premium, `The notice's price breakdown comes to ${pounds(pence(total.value))} to pay: check which is this year's price.`) };
  }
  // Last year's figure said to leave the fees out ('£412.50 (excluding our fee)'): this year's of the same scope is the
  // premium before them, which the rows confirm.
  if (addsUp && premium && breakdown.fees > 0 && pence(premium.value) === pence(total.value) - breakdown.fees && previous && feesLeftOut(text, previous.value)) {
    return { ...withLastYear, renewalPremium: { ...premium, confidence: 'high', checked: true } };
  }
  if (addsUp) return { ...withLastYear, renewalPremium: { value: total.value, confidence: 'high', snippet: total.snippet, checked: true } };
  const reason = `The rows above it do not add up to the ${pounds(pence(total.value))} the notice says you pay: check the price.`;
  return { ...withLastYear, renewalPremium: { value: total.value, confidence: 'medium', snippet: total.snippet, flag: 'check', reason } };
}

export function checkMoney(reading: MoneyReading, parts: PriceParts, text: string): MoneyReading {
  return confirmByBareChange(checkChange(likeForLike(checkBreakdown(checkTotal(reading, parts), text), text), text), text);
}

/**
 * This year's and last year's premiums, read apart, differ by exactly the change a row or tile states as a bare signed
 * figure ('Change  +24.81'): both are checked. Only a confirmation: a change that does not agree changes nothing here.
 */
function confirmByBareChange(reading: MoneyReading, text: string): MoneyReading {
  const { renewalPremium: now, previousPremium: before } = reading;
  if (!now || !before || now.flag || before.flag || now.derived || before.derived || (now.checked && before.checked)) return reading;
  const change = bareChangePence(text);
  if (!change || pence(now.value) - pence(before.value) !== change) return reading;
  return { ...reading, renewalPremium: { ...now, checked: true }, previousPremium: { ...before, checked: true } };
}
