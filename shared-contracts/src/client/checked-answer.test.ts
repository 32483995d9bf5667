/** @jest-environment jsdom */
import { z } from 'zod';
import { markEarlyAnswer } from '../features/early-reads';
import { CHECK_FIRST_READS_AFTER_MS, checkedAnswer, sameAsAnswer } from './checked-answer';
import { HOUSEKEEPING_AFTER_TAP_MS } from './first-interaction';

const schema = z.object({ name: z.string(), tags: z.array(z.string()).default([]) });
const loader = () => jest.fn(() => Promise.resolve(schema));
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('checkedAnswer', () => {
  it('checks an ordinary answer before use, with the schema it loads', async () => {
    const load = loader();
    await expect(checkedAnswer({ name: 'a', tags: ['x'] }, load, { queryKey: ['k'] })).resolves.toEqual({ name: 'a', tags: ['x'] });
    await expect(checkedAnswer({ name: 1 }, load, { queryKey: ['k'] })).rejects.toThrow();
  });

  it('uses a first read at once and checks it a little after the first interaction; a failing one is read again', async () => {
    jest.useFakeTimers();
    const load = loader();
    const client = { invalidateQueries: jest.fn(() => Promise.resolve()) };
    const good = markEarlyAnswer({ name: 'a', tags: [] });
    const bad = markEarlyAnswer({ name: 2 });
    await expect(checkedAnswer(good, load, { queryKey: ['good'], client })).resolves.toBe(good);
    await expect(checkedAnswer(bad, load, { queryKey: ['bad'], client })).resolves.toBe(bad);
    expect(load).not.toHaveBeenCalled();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.dispatchEvent(new Event('pointerdown'));
    // What was tapped goes first: the checks wait HOUSEKEEPING_AFTER_TAP_MS.
    jest.advanceTimersByTime(HOUSEKEEPING_AFTER_TAP_MS - 1);
    expect(load).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    jest.useRealTimers();
    await flush();
    expect(load).toHaveBeenCalledTimes(2);
    expect(client.invalidateQueries).toHaveBeenCalledTimes(1);
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['bad'], exact: true });
    error.mockRestore();
  });

  it('checks first reads after a while without interaction, and reads again one the schema would change', async () => {
    jest.useFakeTimers();
    try {
      const client = { invalidateQueries: jest.fn(() => Promise.resolve()) };
      const lacking = markEarlyAnswer({ name: 'a' }); // the schema would add tags: []
      await checkedAnswer(lacking, loader(), { queryKey: ['lacking'], client });
      jest.advanceTimersByTime(CHECK_FIRST_READS_AFTER_MS);
      await Promise.resolve();
      await Promise.resolve();
      expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ['lacking'], exact: true });
    } finally {
      jest.useRealTimers();
    }
  });

  it('offline, when the checking code cannot be fetched, uses an ordinary answer as it is and checks it once the code comes', async () => {
    const client = { invalidateQueries: jest.fn(() => Promise.resolve()) };
    const load = jest
      .fn<Promise<typeof schema>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 42 failed'))
      .mockRejectedValueOnce(new Error('Loading chunk 42 failed'))
      .mockResolvedValue(schema);
    const answer = { name: 3 };
    await expect(checkedAnswer(answer, load, { queryKey: ['offline'], client })).resolves.toBe(answer);
    // Still offline when the late checks run: nothing is read again (it would meet the same wall).
    jest.useFakeTimers();
    window.dispatchEvent(new Event('pointerdown'));
    jest.advanceTimersByTime(HOUSEKEEPING_AFTER_TAP_MS);
    jest.useRealTimers();
    await flush();
    expect(client.invalidateQueries).not.toHaveBeenCalled();
    // Back online: the next read checks before use again, and a later check of a kept one reads it again.
    await expect(checkedAnswer({ name: 4 }, load, { queryKey: ['offline'], client })).rejects.toThrow();
  });

  it('sameAsAnswer ignores fields the schema drops, not ones it adds or changes', () => {
    expect(sameAsAnswer({ a: 1, b: [{ c: 'x' }] }, { a: 1, b: [{ c: 'x', extra: true }], more: 2 })).toBe(true);
    expect(sameAsAnswer({ a: 1, tags: [] }, { a: 1 })).toBe(false);
    expect(sameAsAnswer({ a: 'x' }, { a: ' x ' })).toBe(false);
  });
});
