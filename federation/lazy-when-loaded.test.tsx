import { lazy, Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { lazyWhenLoaded } from './lazy-when-loaded';

function Panel() {
  return <div role="dialog" aria-label="Panel" />;
}
const load = () => Promise.resolve({ default: Panel });

function drawn(Component: React.ComponentType) {
  act(() => {
    render(
      <Suspense fallback={<p role="status">Loading</p>}>
        <Component />
      </Suspense>,
    );
  });
}

it('once preloaded, draws in the first render: no fallback (a plain lazy suspends even when its code is here)', async () => {
  const Plain = lazy(load);
  const Preloaded = lazyWhenLoaded(load);
  await Preloaded.preload();
  drawn(Preloaded);
  expect(screen.getByRole('dialog', { name: 'Panel' })).toBeTruthy();
  expect(screen.queryByRole('status')).toBeNull();
  document.body.innerHTML = '';
  drawn(Plain);
  expect(screen.getByRole('status').textContent).toBe('Loading');
});

it('not preloaded: the fallback, then the component; a failed load is tried again', async () => {
  let fail = true;
  const Flaky = lazyWhenLoaded(() => (fail ? Promise.reject(new Error('offline')) : load()));
  await expect(Flaky.preload()).rejects.toThrow('offline');
  fail = false;
  drawn(Flaky);
  expect(screen.getByRole('status')).toBeTruthy();
  expect(await screen.findByRole('dialog', { name: 'Panel' })).toBeTruthy();
});
