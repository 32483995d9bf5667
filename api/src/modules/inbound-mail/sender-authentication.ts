// Who really sent a forwarded renewal email (issue 49): DKIM, SPF and DMARC checked with mailauth when it arrives, and
// worded in the review by shared-contracts' senderLine ("From aviva.co.uk, signed by aviva.co.uk"). A message sent
// straight to the address is checked whole (SPF needs the connection's IP, HELO and MAIL FROM, which only the SMTP
// receiver knows); one forwarded as an attachment keeps the insurer's DKIM signature, which is checked on it; one
// forwarded in the body keeps nothing of the insurer's to check, and is said to be unchecked.
import { promises as dns } from 'node:dns';
import { authenticate, dkimVerify, type DKIMResult, type DNSResolver } from 'mailauth';
import type { SenderAuthentication } from '@renewly/shared-contracts/features/inbound-readings';
import type { ForwardedMail } from './forwarded-mail';

/** The SMTP connection a message came in on (none for the HTTPS way in). */
export interface SmtpEnvelope {
  ip: string;
  helo?: string;
  mailFrom?: string;
}

export interface SenderCheckOptions {
  envelope?: SmtpEnvelope;
  /** DNS lookups (tests answer from a table; the default asks the system's resolver, each lookup timed out). */
  resolver?: DNSResolver;
  /** The whole check's limit: past it the reading is kept and the sender is said to be unchecked. */
  timeoutMs?: number;
}

const LOOKUP_TIMEOUT_MS = 3000;
const CHECK_TIMEOUT_MS = 10_000;

/** The system's resolver, each lookup given up after LOOKUP_TIMEOUT_MS (an unreachable DNS must not hold a reading). */
const systemResolver: DNSResolver = (name, rrtype) =>
  withTimeout(dns.resolve(name, rrtype) as Promise<string[][] | string[]>, LOOKUP_TIMEOUT_MS, () => Object.assign(new Error(`DNS lookup timed out: ${name}`), { code: 'ETIMEOUT' }));

function withTimeout<T>(work: Promise<T>, ms: number, failure: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(failure()), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** A DNS failure (temperror) is no answer: the check did not happen, it did not fail. */
const undecided = (results: DKIMResult[]) => results.some((r) => r.status.result === 'temperror' || r.status.result === 'temperr');

function signatures(results: DKIMResult[]): Pick<SenderAuthentication, 'signedBy' | 'alignedSigner' | 'brokenSignature'> {
  const passed = results.filter((r) => r.status.result === 'pass');
  const aligned = passed.find((r) => r.status.aligned);
  // mailauth words a body that no longer matches its hash as 'neutral' (RFC 6376's PERMFAIL), a bad signature as 'fail'.
  const broken = results.some((r) => r.status.result === 'fail' || (r.status.result === 'neutral' && r.status.comment === 'body hash did not verify'));
  return {
    signedBy: [...new Set(passed.map((r) => r.signingDomain))],
    ...(aligned ? { alignedSigner: aligned.signingDomain } : {}),
    ...(broken ? { brokenSignature: true } : {}),
  };
}

async function check(mail: Pick<ForwardedMail, 'original'>, raw: Buffer, options: SenderCheckOptions): Promise<SenderAuthentication> {
  const resolver = options.resolver ?? systemResolver;
  const { original } = mail;
  if (original.how === 'inline') return { how: 'inline', signedBy: [] };
  if (original.how === 'attached') {
    const dkim = await dkimVerify(original.raw, { resolver });
    return undecided(dkim.results) ? { how: 'attached', signedBy: [], unchecked: true } : { how: 'attached', ...signatures(dkim.results) };
  }
  const envelope = options.envelope;
  if (!envelope) {
    // The HTTPS way in: no connection to check SPF against; DKIM still holds (DMARC would need both, so it is left out).
    const dkim = await dkimVerify(raw, { resolver });
    return undecided(dkim.results) ? { how: 'direct', signedBy: [], unchecked: true } : { how: 'direct', ...signatures(dkim.results) };
  }
  const result = await authenticate(raw, { resolver, ip: envelope.ip, helo: envelope.helo, sender: envelope.mailFrom, disableArc: true, disableBimi: true });
  const dmarc = result.dmarc ? result.dmarc.status.result : undefined;
  if (undecided(result.dkim.results) || dmarc === 'temperror') return { how: 'direct', signedBy: [], unchecked: true };
  return { how: 'direct', ...signatures(result.dkim.results), ...(dmarc ? { dmarc } : {}) };
}

/** Checks the message's sender; never throws (a failed or slow check is "unchecked", and the reading is kept). */
export async function checkSender(mail: Pick<ForwardedMail, 'original'>, raw: Buffer, options: SenderCheckOptions = {}): Promise<SenderAuthentication> {
  try {
    return await withTimeout(check(mail, raw, options), options.timeoutMs ?? CHECK_TIMEOUT_MS, () => new Error('sender check timed out'));
  } catch {
    return { how: mail.original.how, signedBy: [], unchecked: true };
  }
}
