import { rateLimitAddress } from './client-address';

test('IPv6 clients are counted by their /64; IPv4 (mapped too) by the address', () => {
  expect(rateLimitAddress('2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
  expect(rateLimitAddress('2001:db8:aa:bb::ffff')).toBe('2001:db8:aa:bb::/64');
  expect(rateLimitAddress('2001:0DB8:00aa:00bb:ffff::1')).toBe('2001:db8:aa:bb::/64');
  expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
  expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
  expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  expect(rateLimitAddress('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  expect(rateLimitAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
  expect(rateLimitAddress('192.0.2.1')).toBe('192.0.2.1');
  expect(rateLimitAddress('unknown')).toBe('unknown');
});
