// Issue 49: the words and link of a forwarded notice waiting for review, without zod (the policies page's first load).
/** Where the bell's notification for a reading leads: the policies page opens the review. */
export const inboundReadingLink = (id: string) => `/policies?reading=${id}`;
export const INBOUND_READING_PARAM = 'reading';

export const INBOUND_READING_TEXTS = {
  notFound: 'This renewal notice is no longer waiting for review.',
  received: 'Renewal notice received: check it',
  check: 'Check it',
  pickCar: 'Which car is this notice for?',
  noCar: 'Add the car first, then check the notice.',
  fromSender: (domain: string) => `From ${domain}`,
  unreadable: (names: readonly string[]) =>
    `We could not read ${names.join(', ')}. If the figures are in it, save it from your email and choose Import renewal notice on the car.`,
  /** The review's checkbox (issue 49 part 2): the notice's file kept with the car's papers when the review is saved. */
  keepNotice: 'Keep this notice',
  keepNoticeExtra: 'Saved with this car\'s documents, under this policy year.',
  noticeKept: 'The notice is kept with the car\'s documents.',
  noHeldNotice: 'This email\'s notice was not kept with it, so it cannot be kept now. Save it from your email and add it under Documents.',
  /** The warning toast's title when the policy was saved but keeping the notice was refused (the server says why). */
  noticeNotKept: 'Policy updated, but the notice was not kept',
  nothingRead: 'We could not read the figures in this email. Save the notice from your email, choose Import renewal notice on the car, then mark this one as checked.',
} as const;

/**
 * Who sent the insurer's message, as checked when it arrived (SPF, DKIM and DMARC, with mailauth). `how`: sent
 * straight to the forwarding address, forwarded as an attachment (the insurer's signature travels with it), or
 * forwarded in the email's body (no signature of the insurer's is left to check).
 */
export interface SenderAuthentication {
  how: 'direct' | 'attached' | 'inline';
  /** The domains whose DKIM signature on the insurer's message verified. */
  signedBy: string[];
  /** The one of them that matches the From address's domain (DMARC's alignment), if any. */
  alignedSigner?: string;
  /** A signature was there but did not verify: the message was changed after it was signed. */
  brokenSignature?: boolean;
  /** DMARC's result for the From domain, for a message that came straight. */
  dmarc?: string;
  /** The checks could not be made (the DNS did not answer in time): said, not guessed. */
  unchecked?: boolean;
}

/**
 * The review's line on the sender: "From aviva.co.uk, signed by aviva.co.uk" when the insurer's own signature checks
 * out, otherwise what could not be shown and why (`verified` false: shown as a warning).
 */
export function senderLine(domain: string, auth: SenderAuthentication | null | undefined): { text: string; verified: boolean } {
  const from = INBOUND_READING_TEXTS.fromSender(domain);
  if (!auth) return { text: from, verified: false };
  if (auth.unchecked) return { text: `${from}: its signature could not be checked just now`, verified: false };
  if (auth.how === 'inline') {
    return { text: `${from}: not checked (forwarded in the email's body, which keeps no signature; forward it as an attachment to have it checked)`, verified: false };
  }
  if (auth.dmarc === 'fail') return { text: `${from}: it failed ${domain}'s own check (DMARC), so it may not be from ${domain}`, verified: false };
  if (auth.alignedSigner) return { text: `${from}, signed by ${auth.alignedSigner}`, verified: true };
  if (auth.brokenSignature && auth.signedBy.length === 0) return { text: `${from}: its signature does not match, so it was changed after it was signed`, verified: false };
  if (auth.signedBy.length > 0) return { text: `${from}, signed by ${auth.signedBy.join(', ')}, not by ${domain}`, verified: false };
  return { text: `${from}, not signed`, verified: false };
}
