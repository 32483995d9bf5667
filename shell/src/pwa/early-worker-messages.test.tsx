import { act, render, screen } from '@testing-library/react';
import type * as EarlyMessages from './early-worker-messages';
import { keepEarlyWorkerMessages } from './early-worker-messages';
import { OfflineBar } from './offline-bar';
import { watchOfflineStatus } from './offline-status';

/** A navigator whose service worker can post messages to the page, and a window around it. */
function fakeWorker() {
  const serviceWorker = new EventTarget();
  const nav = { serviceWorker, onLine: true } as unknown as Navigator;
  const post = (data: unknown) => serviceWorker.dispatchEvent(new MessageEvent('message', { data }));
  const win = { navigator: nav, addEventListener: () => undefined, removeEventListener: () => undefined } as unknown as Window;
  return { nav, post, win };
}

/** A fresh copy of the module (it keeps what it heard in module state). */
function freshModule(): typeof EarlyMessages {
  let early!: typeof EarlyMessages;
  jest.isolateModules(() => {
    early = require('./early-worker-messages');
  });
  return early;
}

test('what the worker says before anyone listens is handed over in order, once; then nothing more is kept', () => {
  const early = freshModule();
  const { nav, post } = fakeWorker();
  early.keepEarlyWorkerMessages(nav);
  post({ type: 'renewly:offline-data', savedAt: '2026-11-23T10:40:00.000Z' });
  post({ type: 'renewly:offline-data', savedAt: '2026-11-23T10:32:00.000Z' });

  const heard: unknown[] = [];
  early.handOverEarlyWorkerMessages((data) => heard.push(data));
  expect(heard).toEqual([
    { type: 'renewly:offline-data', savedAt: '2026-11-23T10:40:00.000Z' },
    { type: 'renewly:offline-data', savedAt: '2026-11-23T10:32:00.000Z' },
  ]);
  post({ type: 'renewly:offline-refused' });
  early.handOverEarlyWorkerMessages((data) => heard.push(data));
  expect(heard).toHaveLength(2);
});

test('without a service worker nothing is kept and nothing fails', () => {
  const early = freshModule();
  expect(() => early.keepEarlyWorkerMessages({} as Navigator)).not.toThrow();
  const heard: unknown[] = [];
  early.handOverEarlyWorkerMessages((data) => heard.push(data));
  expect(heard).toEqual([]);
});

test("the offline bar says when the data was saved though the worker answered before the app listened", () => {
  const { nav, post, win } = fakeWorker();
  keepEarlyWorkerMessages(nav);
  // Offline, the entry script's early read is answered from the device's copy before the app starts.
  post({ type: 'renewly:offline-data', savedAt: '2026-11-23T10:32:00.000Z' });
  const stop = watchOfflineStatus(win);
  try {
    render(<OfflineBar />);
    expect(screen.getByTestId('offline-bar').textContent).toContain('Showing your data as saved at 10:32 on 23 Nov.');
  } finally {
    act(() => stop());
  }
});
