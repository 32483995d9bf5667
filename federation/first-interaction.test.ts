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
