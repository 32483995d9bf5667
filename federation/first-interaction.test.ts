import { onFirstInteraction } from './first-interaction';

afterEach(() => jest.useRealTimers());

test('runs once, at the first tap, key, focus or scroll', () => {
  for (const fire of [
    () => window.dispatchEvent(new Event('pointerdown')),
    () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })),
    () => document.body.dispatchEvent(new FocusEvent('focusin', { bubbles: true })),
    () => window.dispatchEvent(new Event('wheel')),
  ]) {
    const task = jest.fn();
    onFirstInteraction(task);
    expect(task).not.toHaveBeenCalled();
    fire();
    fire();
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
  }
});

test('runs after the given time when nobody interacts, and only once', () => {
  jest.useFakeTimers();
  const task = jest.fn();
  onFirstInteraction(task, { orAfterMs: 10_000 });
  jest.advanceTimersByTime(9_999);
  expect(task).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);
  window.dispatchEvent(new Event('pointerdown'));
  expect(task).toHaveBeenCalledTimes(1);
});

test('cancelled, it never runs', () => {
  jest.useFakeTimers();
  const task = jest.fn();
  const cancel = onFirstInteraction(task, { orAfterMs: 1_000 });
  cancel();
  window.dispatchEvent(new Event('pointerdown'));
  jest.advanceTimersByTime(5_000);
  expect(task).not.toHaveBeenCalled();
});

test('housekeeping waits after the first tap, so what was tapped goes first; cancelled meanwhile, it never runs', () => {
  jest.useFakeTimers();
  const task = jest.fn();
  onFirstInteraction(task, { orAfterMs: 10_000, afterInteractionMs: 3_000 });
  jest.advanceTimersByTime(1_000);
  window.dispatchEvent(new Event('pointerdown'));
  jest.advanceTimersByTime(2_999);
  expect(task).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('pointerdown'));
  jest.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(20_000);
  expect(task).toHaveBeenCalledTimes(1);

  const cancelled = jest.fn();
  const cancel = onFirstInteraction(cancelled, { afterInteractionMs: 3_000 });
  window.dispatchEvent(new Event('pointerdown'));
  cancel();
  jest.advanceTimersByTime(5_000);
  expect(cancelled).not.toHaveBeenCalled();
});
