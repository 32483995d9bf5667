import { onToast, showToast, TOAST_EVENT, type ToastDetail } from './toast-events';

describe('toast events', () => {
  const g = globalThis as { window?: unknown };
  beforeEach(() => {
    g.window = new EventTarget();
  });
  afterEach(() => {
    delete g.window;
  });

  it('showToast dispatches renewly:toast with the detail; onToast receives it until unsubscribed', () => {
    const seen: ToastDetail[] = [];
    const unsubscribe = onToast((d) => seen.push(d));
    showToast({ title: 'Policy created successfully', variant: 'success' });
    unsubscribe();
    showToast({ title: 'ignored' });
    expect(seen).toEqual([{ title: 'Policy created successfully', variant: 'success' }]);
  });

  it('uses the event name renewly:toast on window', () => {
    const seen: string[] = [];
    (g.window as EventTarget).addEventListener(TOAST_EVENT, (e) => seen.push((e as CustomEvent<ToastDetail>).detail.title));
    showToast({ title: 'Error', description: 'Failed to delete policy', variant: 'error' });
    expect(TOAST_EVENT).toBe('renewly:toast');
    expect(seen).toEqual(['Error']);
  });

  it('does nothing without a window (server side)', () => {
    delete g.window;
    expect(() => showToast({ title: 'x' })).not.toThrow();
    expect(typeof onToast(() => {})).toBe('function');
  });
});
