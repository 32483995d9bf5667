import axe from 'axe-core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { showToast } from '@renewly/shared-contracts';
import { ToastArea } from './toast-area';
import { useToastStore } from './toast-store';

// jsdom has no PointerEvent; a MouseEvent subclass carries clientX like the real one.
if (!('PointerEvent' in window)) {
  Object.assign(window, { PointerEvent: class PointerEvent extends MouseEvent {} });
}

describe('ToastArea', () => {
  beforeEach(() => act(() => useToastStore.getState().dismiss()));

  it('shows toasts raised through showToast, one at a time', () => {
    render(<ToastArea />);
    act(() => showToast({ title: 'First' }));
    act(() => showToast({ title: 'Login failed', description: 'Invalid email or password', variant: 'error' }));
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Invalid email or password');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('dismisses with the close button', () => {
    render(<ToastArea />);
    act(() => showToast({ title: 'Profile Updated', variant: 'success' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Profile Updated')).toBeNull();
  });

  it('dismisses on a swipe right of 50 px but not 49 px', () => {
    render(<ToastArea />);
    act(() => showToast({ title: 'Swipe me' }));
    const toast = screen.getByRole('status');
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 149 });
    expect(screen.queryByText('Swipe me')).not.toBeNull();
    fireEvent.pointerDown(toast, { clientX: 100 });
    fireEvent.pointerUp(toast, { clientX: 150 });
    expect(screen.queryByText('Swipe me')).toBeNull();
  });

  it('F8 focuses the toast viewport', () => {
    render(<ToastArea />);
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement?.className).toBe('renewly-toast-viewport');
  });

  it.each(['success', 'error', 'warning'] as const)('axe finds nothing in the list with a %s toast: it stays a list item, its words carry the live role', async (variant) => {
    const { container } = render(<ToastArea />);
    act(() => showToast({ title: 'Policy Updated', description: 'Saved.', variant }));
    expect([...container.querySelectorAll('li')].map((li) => li.getAttribute('role'))).toEqual([null]);
    expect(screen.getByRole(variant === 'success' ? 'status' : 'alert').textContent).toBe('Policy UpdatedSaved.');
    const { violations } = await axe.run(container, { runOnly: ['aria-allowed-role', 'list', 'listitem', 'aria-required-children'] });
    expect(violations.map((v) => v.id)).toEqual([]);
  });
});
