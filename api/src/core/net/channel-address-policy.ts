// Where a user's channel may point (issue 41): the push-endpoint policy (push-endpoint-policy.ts) applied to every
// URL a user gives. https only, and never a loopback, private, link-local or reserved address: at save (the literal,
// or what the name resolves to now) and at send, in the connection's own DNS lookup, so a name that changes its
// answer later gets nowhere. The services the operator names in CHANNEL_PRIVATE_HOSTS (a self-hosted ntfy or Gotify
// on their own network) are exempt, and may use http: each entry is one host and port (issue 51 item 7), never the
// whole host, so naming a home ntfy does not open the app's own API or database on the same machine.
import dns from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import lookupCallback from 'node:dns';
import { CHANNEL_MESSAGES } from '@renewly/shared-contracts/features/user-channels';
import { isPublicAddress, literalHostIsNotPublic, publicOnlyLookup } from './push-endpoint-policy';

const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^\[|\]$/g, '');
const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/**
 * One CHANNEL_PRIVATE_HOSTS entry, 'host' or 'host:port' ('[::1]:8080' for IPv6), in the form the URL parser gives
 * (so '0x7f.1' is written '127.0.0.1' and 'LOCALHOST' 'localhost'); a bare host stands for the default ports (443
 * over https, 80 over http) only. Null when the entry is not a host and port.
 */
export function normaliseOperatorEntry(entry: string): string | null {
  const match = /^(\[[0-9a-f:.]+\]|[^:/?#@\s[\]]+)(?::(\d{1,5}))?$/i.exec(entry.trim());
  if (!match) return null;
  const port = match[2] === undefined ? null : Number(match[2]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${match[1]}/`).hostname.toLowerCase();
  } catch {
    return null;
  }
  return port === null ? hostname : `${hostname}:${port}`;
}

/** True when the URL's host and port are exactly one the operator named (a bare host: its scheme's default port). */
export function isOperatorHost(url: URL, privateHosts: readonly string[]): boolean {
  const defaultPort = DEFAULT_PORTS[url.protocol];
  if (!defaultPort) return false;
  const hostname = url.hostname.toLowerCase();
  const port = url.port || defaultPort;
  return privateHosts.includes(`${hostname}:${port}`) || (url.port === '' && privateHosts.includes(hostname));
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
