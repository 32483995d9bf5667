// Runs public/sw.js in a sandbox with a fake `self` and clicks a notification (issue 11 finding 10).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const SOURCE = readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8');

async function click(url: unknown): Promise<string[]> {
  const opened: string[] = [];
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: { origin: 'https://renewly.example' },
    addEventListener: (type: string, fn: (event: unknown) => void) => (listeners[type] = fn),
    clients: {
      matchAll: async () => [],
      openWindow: async (u: string) => opened.push(u),
      claim: async () => undefined,
    },
    registration: {},
  };
  vm.runInNewContext(SOURCE, { self, URL, String });
  let done: Promise<unknown> = Promise.resolve();
  listeners.notificationclick!({
    action: 'view',
    notification: { close: () => undefined, data: { url } },
    waitUntil: (p: Promise<unknown>) => (done = p),
  });
  await done;
  return opened;
}

test.each([
  ['/policies/abc?x=1#r', '/policies/abc?x=1#r'],
  ['https://renewly.example/reminders', '/reminders'],
  ['https://evil.example/phish', '/'],
  ['//evil.example/phish', '/'],
  ['javascript:alert(1)', '/'],
  ['http://renewly.example/downgrade', '/'],
  [undefined, '/'],
  [42, '/42'],
])('a push naming %p opens %p', async (url, expected) => {
  expect(await click(url)).toEqual([expected]);
});
