import { act, render, screen } from '@testing-library/react';
import { OfflineBar, savedAtText } from './offline-bar';
import { noteWorkerMessage, watchOfflineStatus } from './offline-status';

describe('the offline bar', () => {
  let stop: () => void;
  beforeEach(() => {
    stop = watchOfflineStatus();
  });
  afterEach(() => {
    act(() => window.dispatchEvent(new Event('online')));
    stop();
  });

  it('is hidden online and says when the shown data was saved once the worker serves a kept answer', () => {
    render(<OfflineBar />);
    expect(screen.queryByTestId('offline-bar')).toBeNull();
    act(() => noteWorkerMessage({ type: 'renewly:offline-data', savedAt: '2026-11-23T10:32:00.000Z' }));
    act(() => noteWorkerMessage({ type: 'renewly:offline-data', savedAt: '2026-11-23T10:40:00.000Z' }));
    // The oldest of what is shown.
    expect(screen.getByTestId('offline-bar').textContent).toBe(
      "You're offline. Showing your data as saved at 10:32 on 23 Nov. Changes can't be saved until you're back online.",
    );
  });

  it('says plainly that a change was refused, and goes when the browser is back online', () => {
    render(<OfflineBar />);
    act(() => window.dispatchEvent(new Event('offline')));
    expect(screen.getByTestId('offline-bar').textContent).toContain('Showing what this device has saved.');
    act(() => noteWorkerMessage({ type: 'renewly:offline-refused' }));
    expect(screen.getByRole('alert').textContent).toBe(
      "Your change wasn't saved: changes can't be made offline. Try again when you're back online.",
    );
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.queryByTestId('offline-bar')).toBeNull();
  });

  it('ignores messages it does not know', () => {
    render(<OfflineBar />);
    act(() => noteWorkerMessage({ type: 'something-else', savedAt: 'x' }));
    expect(screen.queryByTestId('offline-bar')).toBeNull();
  });

  it('writes London time (GMT and BST)', () => {
    expect(savedAtText('2026-07-01T08:05:00.000Z')).toBe('09:05 on 1 Jul');
    expect(savedAtText('2026-12-01T08:05:00.000Z')).toBe('08:05 on 1 Dec');
    expect(savedAtText('not a date')).toBe('');
  });
});
