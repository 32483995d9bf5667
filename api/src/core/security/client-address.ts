// The client's address as the rate limits count it. An IPv6 client usually holds a whole /64 (its host part is chosen
// by the device, often at random), so it is counted by that prefix: one address each would give it 2^64 budgets.
import { isIPv4, isIPv6 } from 'node:net';

/** The first 64 bits of an IPv6 address, e.g. "2001:db8:0:1::/64"; null when `ip` is not IPv6. */
function ipv6Prefix64(ip: string): string | null {
  const address = ip.split('%')[0] ?? ip; // a zone index ("fe80::1%eth0") is not part of the address
  if (!isIPv6(address)) return null;
  // An IPv4 tail ("::ffff:192.0.2.1") is the last two groups.
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [left = '', right] = address.split('::');
  const head = groups(left);
  const full = right === undefined ? head : [...head, ...Array<string>(8 - head.length - groups(right).length).fill('0'), ...groups(right)];
  return `${full.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(':')}::/64`;
}

/** An IPv4 address as itself (also when IPv4-mapped), an IPv6 one by its /64, anything else as given. */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)?.[1];
  if (mapped !== undefined && isIPv4(mapped)) return mapped;
  return ipv6Prefix64(ip) ?? ip;
}
