import { act } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazyDialog, preloadOnIntent, usePreloadWhenIdle } from './lazy-dialog';

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
    await expect(second).resolves.toBe(Greeting);
  });
});

describe('usePreloadWhenIdle', () => {
  it('starts loading after the page has rendered, not during its render', async () => {
    const { load } = controlledLoader();
    const Dialog = lazyDialog(load, 'Loading the greeting');
    function Page() {
      usePreloadWhenIdle(Dialog);
      return <p>Page</p>;
    }
    render(<Page />);
    expect(screen.getByText('Page')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('does not load when the page is gone before it was idle', async () => {
    const { load } = controlledLoader();
    const Dialog = lazyDialog(load, 'Loading the greeting');
    function Page() {
      usePreloadWhenIdle(Dialog);
      return <p>Page</p>;
    }
    const { unmount } = render(<Page />);
    unmount();
    // Longer than the fallback's timeout: the cancelled task never runs.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(load).not.toHaveBeenCalled();
  });
});

describe('preloadOnIntent', () => {
  it('starts loading when the button is pointed at or focused', () => {
    const { load } = controlledLoader();
    const Dialog = lazyDialog(load, 'Loading the greeting');
    render(
      <button type="button" {...preloadOnIntent(Dialog)}>
        Open
      </button>,
    );
    expect(load).not.toHaveBeenCalled();
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.focus(screen.getByRole('button', { name: 'Open' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
