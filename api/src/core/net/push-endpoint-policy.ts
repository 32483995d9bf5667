// Where a web push may go (ASVS 12.6.1, 5.2.6): a subscription's endpoint is a URL the browser gives, so without a
// check a signed-in user could make the delivery engine POST to a loopback, private or cloud-metadata address on
// every in-app reminder. Two checks: at subscribe, the host must be one of the push services browsers use; at send,
// the address it resolves to must be public (checked in the connection's own DNS lookup, so a name that changes its
// answer between the check and the request cannot slip through).
import dns from 'node:dns';
import { Agent, type AgentOptions } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** The push services of Chrome/Edge (FCM), Firefox (autopush), Safari (Apple) and Windows (WNS). */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
] as const;

/** True when the URL's host is one of `patterns` (a host, or '*.suffix' for any host below it). */
export function isPushServiceEndpoint(endpoint: string, patterns: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(endpoint).hostname.toLowerCase();
  } catch {
    return false;
  }
  return patterns.some((p) => {
    const pattern = p.trim().toLowerCase();
    return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;
  });
}

// Loopback, private, link-local, shared, documentation, benchmarking, multicast and reserved ranges.
const notPublic = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) notPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) notPublic.addSubnet(net, prefix, 'ipv6');

/** True for an address on the public internet (an IPv4-mapped IPv6 address is judged as its IPv4 address). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return false;
  return !notPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class NonPublicAddressError extends Error {
  readonly code = 'ENONPUBLIC';
  constructor(host: string) {
    super(`${host} is not a public address`);
  }
}

/** dns.lookup that refuses names resolving to any address that is not public. */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || list.some((a) => !isPublicAddress(a.address))) return callback(new NonPublicAddressError(hostname), '', 0);
    if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

/** An https agent whose connections reach public addresses only. */
export const publicOnlyAgent = (options: AgentOptions = {}) => new Agent({ ...options, lookup: publicOnlyLookup });

/** An endpoint whose host is an address literal is never looked up: judge it directly. */
export function literalHostIsNotPublic(endpoint: string): boolean {
  const host = new URL(endpoint).hostname.replace(/^\[|\]$/g, '');
  return isIP(host) !== 0 && !isPublicAddress(host);
}
