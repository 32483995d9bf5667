// Where a user's channel may point (issue 41): the push-endpoint policy (push-endpoint-policy.ts) applied to every
// URL a user gives. https only, and never a loopback, private, link-local or reserved address: at save (the literal,
// or what the name resolves to now) and at send, in the connection's own DNS lookup, so a name that changes its
// answer later gets nowhere. Hosts the operator names in CHANNEL_PRIVATE_HOSTS (a self-hosted ntfy or Gotify on
// their own network) are exempt, and may use http.
import dns from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import lookupCallback from 'node:dns';
import { CHANNEL_MESSAGES } from '@renewly/shared-contracts/features/user-channels';
import { isPublicAddress, literalHostIsNotPublic, publicOnlyLookup } from '../push/push-endpoint-policy';

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');

export function isOperatorHost(url: URL, privateHosts: readonly string[]): boolean {
  return privateHosts.includes(hostOf(url));
}

/** The message for a URL a channel may not use, or null when it may (the name resolved now, when it resolves). */
export async function refusedChannelUrl(raw: string, privateHosts: readonly string[]): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return CHANNEL_MESSAGES.url;
  }
  if (isOperatorHost(url, privateHosts)) return url.protocol === 'https:' || url.protocol === 'http:' ? null : CHANNEL_MESSAGES.url;
  if (url.protocol !== 'https:') return CHANNEL_MESSAGES.httpsOnly;
  const host = hostOf(url);
  if (isIP(host) !== 0) return literalHostIsNotPublic(raw) ? CHANNEL_MESSAGES.refusedAddress : null;
  try {
    const addresses = await dns.lookup(host, { all: true });
    if (addresses.some((a) => !isPublicAddress(a.address))) return CHANNEL_MESSAGES.refusedAddress;
  } catch {
    // Not resolvable now (offline, a typo): the send checks again, and its failure is in the delivery log.
  }
  return null;
}

/** The DNS lookup a channel's connection uses: public addresses only, but for the operator's own hosts. */
export function channelLookup(url: URL, privateHosts: readonly string[]): LookupFunction {
  return isOperatorHost(url, privateHosts) ? (lookupCallback.lookup as unknown as LookupFunction) : publicOnlyLookup;
}
