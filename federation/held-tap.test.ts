import { HELD_TAP_EVENT, HELD_TAP_GLOBAL } from '@renewly/shared-contracts/features/server-drawn';
import { FIRST_ACTION_ATTRIBUTE, preloadForHeldTap } from './held-tap';

const holder = window as unknown as Record<string, unknown>;

function button(action?: string): HTMLButtonElement {
  const el = document.createElement('button');
  if (action) el.setAttribute(FIRST_ACTION_ATTRIBUTE, action);
  document.body.appendChild(el);
  return el;
}

afterEach(() => {
  holder[HELD_TAP_GLOBAL] = null;
  document.body.innerHTML = '';
});

test('a tap already held when the page code arrives starts its loader at once; others are left', () => {
  const form = jest.fn(() => Promise.resolve());
  const share = jest.fn(() => Promise.resolve());
  holder[HELD_TAP_GLOBAL] = button('policy-form');
  const stop = preloadForHeldTap({ 'policy-form': form, share });
  expect(form).toHaveBeenCalledTimes(1);
  expect(share).not.toHaveBeenCalled();
  stop();
});

test('a tap held later (the head script announces it) starts its loader; an unmarked or unknown button nothing', () => {
  const share = jest.fn(() => Promise.reject(new Error('offline')));
  const stop = preloadForHeldTap({ share });
  document.dispatchEvent(new CustomEvent(HELD_TAP_EVENT, { detail: button() }));
  document.dispatchEvent(new CustomEvent(HELD_TAP_EVENT, { detail: button('bell') }));
  expect(share).not.toHaveBeenCalled();
  // A failed load is quiet: the replayed tap loads it again.
  document.dispatchEvent(new CustomEvent(HELD_TAP_EVENT, { detail: button('share') }));
  expect(share).toHaveBeenCalledTimes(1);
  stop();
  document.dispatchEvent(new CustomEvent(HELD_TAP_EVENT, { detail: button('share') }));
  expect(share).toHaveBeenCalledTimes(1);
});
