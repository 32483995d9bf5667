// Not exported from the index: '@renewly/shared-contracts/features/insurer-message' (issue 39 §4, "Ask {insurer} to
// do better"). Pure, no zod: a ready message in the user's words, from their own figures only (the renewal offer,
// last year's price, the cheapest like-for-like quote they recorded). Without a recorded offer there is no message
// (issue 51: this year's price is not an offer); last year's price is the one paid to the insurer making the offer
// (this year's, while the offer is held: rules/policy-terms.ts), never one paid to an earlier insurer. Renewly sends nothing: the user copies it,
// opens it in their mail app (mailto:) or prints it. The rules it cites are the price-rise note's (uk-references.md,
// 'Renewal rules (FCA)'): ICOBS 6B (a renewal price no more than a new customer's through the same channel) and
// ICOBS 6A.6 (automatic renewal easy to turn off).
import { displayRegistration } from '../rules/registration';
import { formatUkDate } from '../rules/dates';
import { formatPounds, pence, type PolicyForComparison } from './received-quotes-compare';

/** The FCA Handbook pages the message and the page cite (the price-rise note's links). */
export const INSURER_MESSAGE_RULES = {
  pricing: { label: 'ICOBS 6B', url: 'https://handbook.fca.org.uk/handbook/ICOBS/6B/1.html' },
  autoRenewal: { label: 'ICOBS 6A.6', url: 'https://handbook.fca.org.uk/handbook/ICOBS/6A/6.html' },
} as const;

export const INSURER_MESSAGE_TEXTS = {
  notAdvice: 'Information, not advice. Renewly sends nothing: you choose whether to send this message, and how.',
  autoRenewalOption: 'Ask them to turn automatic renewal off',
  noOffer: 'No renewal offer recorded yet. Type the price your insurer offered under Quotes you got, or import the renewal notice, to write this message.',
} as const;

/** 'Ask Admiral to do better' (or 'Ask your insurer to do better'). */
export const askInsurerTitle = (insurer: string | null | undefined) => `Ask ${insurer?.trim() || 'your insurer'} to do better`;

export interface InsurerMessageInput {
  policy: PolicyForComparison & {
    registrationNumber: string;
    renewalDate: string;
    insurerPolicyNumber?: string | null;
  };
  /** The cheapest like-for-like quote the user recorded (compareReceivedQuotes' `cheapest`), if any. */
  cheapest: { insurer: string; annualPrice: number; coverage?: string; excess?: number } | null;
  /** The user ticked 'Ask them to turn automatic renewal off'. */
  autoRenewalOff: boolean;
  /** The user's first name, to sign with (left out when unknown). */
  signature?: string | null;
}

export interface InsurerMessage {
  subject: string;
  body: string;
  /** Which parts the message carries (for the page's notes and the tests). */
  mentions: { lastYear: boolean; pricingRule: boolean; quote: boolean; autoRenewal: boolean };
}

/** ' for comprehensive cover with a £250 excess': the quote's own terms, as the user recorded them. */
function quoteTerms(quote: { coverage?: string; excess?: number }): string {
  const words: Record<string, string> = { 'Third Party Fire & Theft': 'third party, fire and theft' };
  const cover = quote.coverage ? ` for ${words[quote.coverage] ?? quote.coverage.toLowerCase()} cover` : '';
  const excess = typeof quote.excess === 'number' ? ` with ${quote.excess > 0 ? `a ${formatPounds(quote.excess)}` : 'no'} excess` : '';
  return cover + excess;
}

/** The message, or null when there is no renewal offer to talk about. */
export function insurerMessage({ policy, cheapest, autoRenewalOff, signature }: InsurerMessageInput): InsurerMessage | null {
  const offer = pence(policy.renewalOffer);
  if (offer === null) return null;
  // While an offer is held, previousPremium is this year's price with the same insurer (the notice's own figure).
  const lastYear = pence(policy.previousPremium);
  const insurer = policy.insurer?.trim() || null;
  const plate = displayRegistration(policy.registrationNumber);
  const number = policy.insurerPolicyNumber?.trim() || null;
  const money = (p: number) => formatPounds(p / 100);
  const quotePence = cheapest ? Math.round(cheapest.annualPrice * 100) : null;
  const quoteBelowOffer = cheapest !== null && quotePence !== null && quotePence < offer;
  const rose = lastYear !== null && offer > lastYear;

  const lines: string[] = [];
  lines.push(insurer ? `Dear ${insurer},` : 'Hello,');
  lines.push('');
  lines.push(
    `My car insurance${number ? ` (policy number ${number})` : ''} for ${plate} is due to renew on ${formatUkDate(policy.renewalDate)}. ` +
      `Your renewal price is ${money(offer)} a year.` +
      (lastYear !== null ? ` Last year I paid ${money(lastYear)}${rose ? `, so this is ${money(offer - lastYear)} more` : ''}.` : ''),
  );
  if (quoteBelowOffer) {
    lines.push('');
    lines.push(
      `I have been quoted ${money(quotePence)} a year by ${cheapest.insurer}${quoteTerms(cheapest)}: ` +
        `${money(offer - quotePence)} less than your renewal price.`,
    );
  }
  if (rose) {
    lines.push('');
    lines.push(
      `Under the FCA's pricing rules (${INSURER_MESSAGE_RULES.pricing.label}), my renewal price may be no more than the price you would ` +
        'charge a new customer for the same cover through the same channel. Please check that my renewal price meets this.',
    );
  }
  lines.push('');
  lines.push(quoteBelowOffer ? 'Can you match or beat this price? If not, I am likely to switch.' : 'Can you offer me a better price?');
  if (autoRenewalOff) {
    lines.push('');
    lines.push(
      `Please also turn automatic renewal off on my policy (${INSURER_MESSAGE_RULES.autoRenewal.label}), and confirm in writing that you have done so. ` +
        'I will tell you myself if I decide to renew.',
    );
  }
  lines.push('');
  lines.push('Thank you,');
  if (signature?.trim()) lines.push(signature.trim());

  return {
    subject: `Renewal of my car insurance${number ? ` ${number}` : ''} (${plate})`,
    body: lines.join('\n'),
    mentions: { lastYear: lastYear !== null, pricingRule: rose, quote: quoteBelowOffer, autoRenewal: autoRenewalOff },
  };
}

/** A `mailto:` link with the subject and body filled in (no address: the user picks it in their mail app). */
export const insurerMessageMailto = (message: Pick<InsurerMessage, 'subject' | 'body'>): string =>
  `mailto:?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(message.body.replace(/\n/g, '\r\n'))}`;
