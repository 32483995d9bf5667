// Issue 51, item 23, on the card's line as drawn: on 28 November, for a renewal on 3 December, it must not offer
// 'any day from 5 to 15 November'; it says to get quotes now. On the best day it says 'today'.
import { render } from '@testing-library/react';
import { BestQuoteDayLine } from './best-quote-day-line';

const lineOn = (day: string) => {
  jest.useFakeTimers({ now: new Date(`${day}T12:00:00Z`), doNotFake: ['nextTick', 'setImmediate'] });
  try {
    return render(<BestQuoteDayLine renewalDate="2026-12-03" />).getByTestId('best-quote-day').textContent ?? '';
  } finally {
    jest.useRealTimers();
  }
};

test('after the window: get quotes now, no day already past', () => {
  const text = lineOn('2026-11-28');
  expect(text).toMatch(/^Get quotes now \(before your policy renews on Thu 3 December/);
  expect(text).not.toMatch(/\d+ November/);
});

test("on the best day it says 'today'", () => {
  expect(lineOn('2026-11-07')).toMatch(/^Best day to get quotes: today \(any day to 15 November is fine\)/);
});
