import { act } from '@testing-library/react';
import { TOAST_DURATION_MS } from '@renewly/shared-contracts';
import { useToastStore } from './toast-store';

describe('toast store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    act(() => useToastStore.getState().dismiss());
  });
  afterEach(() => jest.useRealTimers());

  it('keeps at most one toast: a new toast replaces the current one', () => {
    const { add } = useToastStore.getState();
    act(() => {
      add({ title: 'First' });
      add({ title: 'Second', description: 'more', variant: 'error' });
    });
    const toasts = useToastStore.getState().toasts;
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({ title: 'Second', description: 'more', variant: 'error' });
  });

  it('dismisses a toast after 5000 ms, not before', () => {
    act(() => {
      useToastStore.getState().add({ title: 'Saved' });
    });
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(useToastStore.getState().toasts).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('a replaced toast timer does not dismiss its successor early', () => {
    const { add } = useToastStore.getState();
    act(() => {
      add({ title: 'Old' });
    });
    act(() => jest.advanceTimersByTime(4000));
    act(() => {
      add({ title: 'New' });
    });
    act(() => jest.advanceTimersByTime(1500));
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['New']);
  });

  it('updates and dismisses by id', () => {
    let id = 0;
    act(() => {
      id = useToastStore.getState().add({ title: 'Saving' });
    });
    act(() => useToastStore.getState().update(id, { title: 'Saved', variant: 'success' }));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ id, title: 'Saved', variant: 'success' });
    act(() => useToastStore.getState().dismiss(id + 1));
    expect(useToastStore.getState().toasts).toHaveLength(1);
    act(() => useToastStore.getState().dismiss(id));
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });
});
