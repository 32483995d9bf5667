// Issue 51 item 7: a CHANNEL_PRIVATE_HOSTS entry opens one host and port, not the whole host.
import { isOperatorHost, normaliseOperatorEntry } from './channel-address-policy';
import { ConfigError, loadConfig } from '../config/env';

const allowed = (url: string, entries: string[]) => isOperatorHost(new URL(url), entries.map((e) => normaliseOperatorEntry(e)!));

test('entries are written as the URL parser writes hosts; anything else is not an entry', () => {
  expect(normaliseOperatorEntry('ntfy.home.lan')).toBe('ntfy.home.lan');
  expect(normaliseOperatorEntry('NTFY.Home.LAN:8080')).toBe('ntfy.home.lan:8080');
  expect(normaliseOperatorEntry('0x7f.1:8080')).toBe('127.0.0.1:8080');
  expect(normaliseOperatorEntry('[::1]:8080')).toBe('[::1]:8080');
  for (const bad of ['http://ntfy.home.lan', 'ntfy.home.lan/path', 'host:0', 'host:65536', 'host:port', 'a@b', '']) expect(normaliseOperatorEntry(bad)).toBeNull();
});

test('a host and port entry matches that port only, however the host is written', () => {
  const entries = ['127.0.0.1:8080'];
  expect(allowed('http://127.0.0.1:8080/x', entries)).toBe(true);
  expect(allowed('https://2130706433:8080/', entries)).toBe(true);
  for (const url of ['http://127.0.0.1:3000/', 'http://127.0.0.1:27018/', 'https://2130706433/', 'http://0x7f.1/', 'http://127.0.0.1/', 'https://127.0.0.1/']) {
    expect([url, allowed(url, entries)]).toEqual([url, false]);
  }
  expect(allowed('http://LOCALHOST:8080/', entries)).toBe(false);
  expect(allowed('http://LOCALHOST:8080/', ['localhost:8080'])).toBe(true);
  expect(allowed('http://[::1]:8080/', ['[::1]:8080'])).toBe(true);
  expect(allowed('http://[::1]:8081/', ['[::1]:8080'])).toBe(false);
});

test('a bare host stands for its default ports only (443 over https, 80 over http)', () => {
  const entries = ['ntfy.home.lan'];
  expect(allowed('https://ntfy.home.lan/x', entries)).toBe(true);
  expect(allowed('http://ntfy.home.lan/x', entries)).toBe(true);
  expect(allowed('https://ntfy.home.lan:443/x', entries)).toBe(true);
  expect(allowed('http://ntfy.home.lan:8080/x', entries)).toBe(false);
  expect(allowed('http://ntfy.home.lan:443/x', entries)).toBe(false);
  expect(allowed('ftp://ntfy.home.lan/x', entries)).toBe(false);
});

test('the config keeps the entries normalised and names one that is not a host or host:port', () => {
  const base = { NODE_ENV: 'test', MONGODB_URI: 'mongodb://127.0.0.1:27018/x' };
  expect(loadConfig({ ...base, CHANNEL_PRIVATE_HOSTS: ' NTFY.lan:8080, 0x7f.1:2586 ,gotify.lan' }).channelPrivateHosts).toEqual(['ntfy.lan:8080', '127.0.0.1:2586', 'gotify.lan']);
  expect(() => loadConfig({ ...base, CHANNEL_PRIVATE_HOSTS: 'http://ntfy.lan/' })).toThrow(ConfigError);
  expect(() => loadConfig({ ...base, CHANNEL_PRIVATE_HOSTS: 'http://ntfy.lan/' })).toThrow(/CHANNEL_PRIVATE_HOSTS: "http:\/\/ntfy.lan\/" is not a host or host:port/);
});
