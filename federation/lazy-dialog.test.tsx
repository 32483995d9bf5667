import { act } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { painted as afterNextPaint } from './after-paint';
import { IDLE_TIMEOUT_MS } from './idle-preload';
import { lazyDialog, preloadOnIntent, usePreloadOnFirstInteraction } from './lazy-dialog';

function Greeting({ name }: { name: string }) {
  return <div role="dialog" aria-label="Greeting">{`Hello ${name}`}</div>;
}

/** A loader the test resolves by hand, counting its calls. */
function controlledLoader() {
  const calls: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  const load = jest.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        calls.push({ resolve: () => resolve(Greeting), reject });
      }),
  );
  return { load, calls };
}

describe('lazyDialog', () => {
  it('shows the loading note while the code loads, then the dialog with its props', async () => {
    const { load, calls } = controlledLoader();
    const Dialog = lazyDialog(load, 'Loading the greeting');
    render(<Dialog name="Ada" />);
    expect(screen.getByRole('status', { name: 'Loading the greeting' }).textContent).toBe('Loading…');
    // Issue 50: the load starts after the fallback has painted, not in the task that drew it (a tap's).
    expect(load).not.toHaveBeenCalled();
    await act(() => afterNextPaint());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => calls[0]!.resolve());
    expect(screen.getByRole('dialog', { name: 'Greeting' }).textContent).toBe('Hello Ada');
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('draws a preloaded dialog in the same render, without a frame of the loading note', async () => {
    const { load, calls } = controlledLoader();
    const Dialog = lazyDialog(load, 'Loading the greeting');
    const loading = Dialog.preload();
    calls[0]!.resolve();
    await loading;
    // A synchronous render: had it suspended, the loading note would be what is on the page now.
    act(() => {
      render(<Dialog name="Grace" />);
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Greeting' }).textContent).toBe('Hello Grace');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once however often it is preloaded, and tries again after a failed load', async () => {
    const { load, calls } = controlledLoader();
    const Dialog = lazyDialog(load, 'Loading the greeting');
    const first = Dialog.preload();
    void Dialog.preload();
    expect(load).toHaveBeenCalledTimes(1);
    calls[0]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = Dialog.preload();
    expect(load).toHaveBeenCalledTimes(2);
    calls[1]!.resolve();
    // The dialog, wrapped with its focus handling (loaded with it).
    await expect(second).resolves.toBeInstanceOf(Function);
  });
});

describe('usePreloadOnFirstInteraction', () => {
  function pageWith(Dialog: ReturnType<typeof lazyDialog>) {
    return function Page() {
      usePreloadOnFirstInteraction(Dialog);
      return <p>Page</p>;
    };
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("does not load with the page, but after the user's first tap or key, once", () => {
    const { load } = controlledLoader();
    const Page = pageWith(lazyDialog(load, 'Loading the greeting'));
    render(<Page />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByText('Page'));
    act(() => jest.advanceTimersByTime(IDLE_TIMEOUT_MS));
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(window, { key: 'Tab' });
    act(() => jest.advanceTimersByTime(IDLE_TIMEOUT_MS));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads nothing in the interaction's own task (issue 50: a tap on a dialog's button answers first)", () => {
    const { load } = controlledLoader();
    const Page = pageWith(lazyDialog(load, 'Loading the greeting'));
    render(<Page />);
    fireEvent.pointerDown(screen.getByText('Page'));
    expect(load).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(IDLE_TIMEOUT_MS));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts on a key press as well', () => {
    const { load } = controlledLoader();
    const Page = pageWith(lazyDialog(load, 'Loading the greeting'));
    render(<Page />);
    fireEvent.keyDown(window, { key: 'Tab' });
    act(() => jest.advanceTimersByTime(IDLE_TIMEOUT_MS));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('does not load once the page is gone', () => {
    const { load } = controlledLoader();
    const Page = pageWith(lazyDialog(load, 'Loading the greeting'));
    const { unmount } = render(<Page />);
    unmount();
    fireEvent.pointerDown(window);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('preloadOnIntent', () => {
  it('starts loading when the button is pointed at or focused, once the frame has painted', async () => {
    const { load } = controlledLoader();
    const Dialog = lazyDialog(load, 'Loading the greeting');
    render(
      <button type="button" {...preloadOnIntent(Dialog)}>
        Open
      </button>,
    );
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open' }));
    // Issue 50: after the next paint (a finger's pointerenter is in the tap's own task).
    expect(load).not.toHaveBeenCalled();
    await afterNextPaint();
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.focus(screen.getByRole('button', { name: 'Open' }));
    await afterNextPaint();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
