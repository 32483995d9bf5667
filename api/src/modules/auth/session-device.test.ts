import type { Request, Response } from 'express';
import { describeDevice, recordSessionDevice } from './session-device';

describe('describeDevice', () => {
  test('browser and system with their major versions; nothing readable gives nulls', () => {
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36')).toEqual({
      browser: 'Chrome 131',
      system: 'Linux',
    });
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0')).toEqual({
      browser: 'Firefox 133',
      system: 'Windows 10',
    });
    expect(describeDevice(undefined)).toEqual({ browser: null, system: null });
    expect(describeDevice('   ')).toEqual({ browser: null, system: null });
    expect(describeDevice('x'.repeat(5000))).toEqual({ browser: null, system: null });
  });

  test('issue 51 item 9: names come only from known lists; a made-up browser is not repeated', () => {
    expect(describeDevice('Call-0800-123456-about-your-account/1.0 (Windows NT 10.0)')).toEqual({ browser: null, system: 'Windows 10' });
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0) Visit evil.example now/131.0')).toEqual({ browser: null, system: 'Windows 10' });
  });
});

describe('recordSessionDevice', () => {
  const run = (session: Record<string, unknown> | undefined, user: unknown, at: number) => {
    const req = { session, user, headers: { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0.0.0 Safari/537.36' } };
    let called = false;
    recordSessionDevice(() => at)(req as unknown as Request, {} as Response, () => (called = true));
    expect(called).toBe(true);
    return session;
  };
  const t0 = Date.UTC(2026, 10, 26, 18, 0, 30);

  test('sets the device and the minute of last use on a signed-in session; at most once a minute', () => {
    const session = run({}, { id: 'u' }, t0)!;
    expect(session).toEqual({ device: { browser: 'Chrome 131', system: 'Windows 10' }, lastUsedAt: Date.UTC(2026, 10, 26, 18, 0, 0) });
    run(session, { id: 'u' }, t0 + 25_000);
    expect(session.lastUsedAt).toBe(Date.UTC(2026, 10, 26, 18, 0, 0));
    run(session, { id: 'u' }, t0 + 31_000);
    expect(session.lastUsedAt).toBe(Date.UTC(2026, 10, 26, 18, 1, 0));
  });

  test('leaves signed-out sessions alone', () => {
    expect(run({}, undefined, t0)).toEqual({});
  });
});
