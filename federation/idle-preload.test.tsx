import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { browserIdleEnvironment, forgetIdlePreloads, IDLE_PRELOAD_MARK, preloadWhenIdle, usePreloadWhenIdle, type IdleEnvironment } from './idle-preload';
import { lazyDialog } from './lazy-dialog';

/** An environment whose idle periods the test starts by hand. */
function fakeIdle({ savesData = false } = {}) {
  const waiting: Array<() => void> = [];
  const user = { interacted: false };
  const env: IdleEnvironment = {
    whenIdle: (run) => {
      waiting.push(run);
      return () => waiting.splice(waiting.indexOf(run) >>> 0, 1);
    },
    savesData: () => savesData,
    userHasInteracted: () => user.interacted,
  };
  /** Runs the next idle callback and lets the loads' promises settle. */
  const idle = async () => {
    await act(async () => waiting.shift()?.());
  };
  return { env, waiting, idle, user };
}

const settled = () => act(async () => undefined);

beforeEach(() => forgetIdlePreloads());

describe('preloadWhenIdle', () => {
  it('loads nothing until the page is idle, then one load per idle period, in order', async () => {
    const { env, waiting, idle } = fakeIdle();
    const first = jest.fn(() => Promise.resolve());
    const second = jest.fn(() => Promise.resolve());
    preloadWhenIdle([first, second], env);
    expect(first).not.toHaveBeenCalled();
    expect(waiting).toHaveLength(1);
    await idle();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    await idle();
    expect(second).toHaveBeenCalledTimes(1);
    expect(waiting).toHaveLength(0);
  });

  it('loads each at most once, whichever page asks again', async () => {
    const { env, idle } = fakeIdle();
    const load = jest.fn(() => Promise.resolve());
    preloadWhenIdle([load], env);
    await idle();
    preloadWhenIdle([load], env);
    await idle();
    await idle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is quiet about a failed load, stops the round, and a later round (or the tap) tries it again', async () => {
    const { env, idle, waiting } = fakeIdle();
    const failing = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const next = jest.fn(() => Promise.resolve());
    preloadWhenIdle([failing, next], env);
    await idle();
    await settled();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(waiting).toHaveLength(0);
    expect(next).not.toHaveBeenCalled();
    preloadWhenIdle([failing, next], env);
    await idle();
    await idle();
    expect(failing).toHaveBeenCalledTimes(2);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('marks the moment of the first preload (the end of the first load for bench:weight), once', async () => {
    const mark = jest.fn();
    const had = Object.getOwnPropertyDescriptor(performance, 'mark');
    Object.defineProperty(performance, 'mark', { value: mark, configurable: true });
    try {
      const { env, idle } = fakeIdle();
      preloadWhenIdle([jest.fn(() => Promise.resolve()), jest.fn(() => Promise.resolve())], env);
      expect(mark).not.toHaveBeenCalled();
      await idle();
      await idle();
      expect(mark.mock.calls).toEqual([[IDLE_PRELOAD_MARK]]);
    } finally {
      if (had) Object.defineProperty(performance, 'mark', had);
      else delete (performance as { mark?: unknown }).mark;
    }
  });

  it('loads nothing on a save-data or 2G connection', () => {
    const { env, waiting } = fakeIdle({ savesData: true });
    const load = jest.fn(() => Promise.resolve());
    preloadWhenIdle([load], env);
    expect(waiting).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
  });

  it('starts nothing once the user has tapped: what they tapped loads first and alone', async () => {
    const { env, idle, user } = fakeIdle();
    const first = jest.fn(() => Promise.resolve());
    const second = jest.fn(() => Promise.resolve());
    preloadWhenIdle([first, second], env);
    await idle();
    expect(first).toHaveBeenCalledTimes(1);
    user.interacted = true;
    await idle();
    expect(second).not.toHaveBeenCalled();
  });

  it('starts nothing more once cancelled', async () => {
    const { env, idle } = fakeIdle();
    const load = jest.fn(() => Promise.resolve());
    const cancel = preloadWhenIdle([load], env);
    cancel();
    await idle();
    expect(load).not.toHaveBeenCalled();
  });
});

describe('a dialog preloaded when idle', () => {
  it('loads again when tapped after its idle preload failed', async () => {
    const { env, idle } = fakeIdle();
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(function Greeting() {
        return <div role="dialog" aria-label="Greeting" />;
      });
    const Dialog = lazyDialog(load, 'Loading the greeting');
    preloadWhenIdle([Dialog.preload], env);
    await idle();
    await settled();
    expect(load).toHaveBeenCalledTimes(1);
    render(<Dialog />);
    expect(await screen.findByRole('dialog', { name: 'Greeting' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('usePreloadWhenIdle with lazy dialogs', () => {
  it("loads a lazy dialog through its preload (the component, a function too, is never called as a loader)", async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(() =>
        Promise.resolve(function Greeting() {
          return <div role="dialog" aria-label="Greeting" />;
        }),
      );
      const Dialog = lazyDialog(load, 'Loading the greeting');
      const share = jest.fn(() => Promise.resolve());
      function Page() {
        usePreloadWhenIdle(Dialog, share);
        return <p>drawn</p>;
      }
      render(<Page />);
      await act(async () => jest.advanceTimersByTime(2000));
      expect(load).toHaveBeenCalledTimes(1);
      await act(async () => jest.advanceTimersByTime(2000));
      expect(share).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('the browser environment', () => {
  const setConnection = (connection: object | undefined) =>
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
  afterEach(() => setConnection(undefined));

  it('saves data when the user asked to or the link is 2G', () => {
    setConnection({ saveData: true, effectiveType: '4g' });
    expect(browserIdleEnvironment.savesData()).toBe(true);
    setConnection({ saveData: false, effectiveType: 'slow-2g' });
    expect(browserIdleEnvironment.savesData()).toBe(true);
    setConnection({ saveData: false, effectiveType: '2g' });
    expect(browserIdleEnvironment.savesData()).toBe(true);
    setConnection({ saveData: false, effectiveType: '4g' });
    expect(browserIdleEnvironment.savesData()).toBe(false);
    setConnection(undefined);
    expect(browserIdleEnvironment.savesData()).toBe(false);
  });
});

describe('usePreloadWhenIdle', () => {
  it('waits for the page to be idle after it is drawn (the browser fallback: a timer), and takes dialogs or loaders', async () => {
    jest.useFakeTimers();
    try {
      const dialog = { preload: jest.fn(() => Promise.resolve()) };
      const loader = jest.fn(() => Promise.resolve());
      function Page() {
        usePreloadWhenIdle(dialog, loader);
        return <p>drawn</p>;
      }
      render(<Page />);
      expect(dialog.preload).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(2000));
      expect(dialog.preload).toHaveBeenCalledTimes(1);
      expect(loader).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(2000));
      expect(loader).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
