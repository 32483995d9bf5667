// The plain early dialog (issue 38) as the page's code sees it: opened from a lazy dialog's fallback, taken over by
// the real dialog with what was typed, and a cancel there closing the real one. (The head script's own opening is
// checked in real Chromium: e2e/early-dialogs.spec.ts.)
import { act, useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { EarlyDialog, EarlyDialogs, showEarlyDialog, takeEarlyDialog, useEarlyDialogHandover } from './early-dialog';
import { formSpec } from './form-spec';
import { lazyDialog } from './lazy-dialog';

// jsdom has <dialog> but not its modal methods: open and close as the browser does (close fires 'close' later).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    setTimeout(() => this.dispatchEvent(new Event('close')));
  };
});

const SHARE = formSpec<{ email: string; role: string }>({
  name: 'share',
  title: 'Share',
  fields: [
    { name: 'email', label: 'Email address', kind: 'email' },
    { name: 'role', label: 'Role' },
  ],
});

function Page() {
  return (
    <EarlyDialogs>
      <EarlyDialog spec={SHARE} />
    </EarlyDialogs>
  );
}

const plain = () => document.querySelector<HTMLDialogElement>('dialog[data-early-dialog="share"]')!;
const closeEvent = () => act(() => new Promise((resolve) => setTimeout(resolve)));

test('closed until opened; opened with its title and values, then taken with what was typed and where focus was', async () => {
  render(<Page />);
  expect(plain().open).toBe(false);
  expect(takeEarlyDialog('share')).toBeNull();

  const onCancelled = jest.fn();
  const stop = showEarlyDialog({ name: 'share', title: 'Share AB12 CDE', values: { email: 'a@example.com' } }, onCancelled);
  expect(stop).not.toBeNull();
  expect(plain().open).toBe(true);
  expect(screen.getByRole('heading', { name: 'Share AB12 CDE' })).toBeTruthy();
  const email = screen.getByLabelText('Email address') as HTMLInputElement;
  expect(email.value).toBe('a@example.com');
  email.value = 'olivia@example.com';
  email.focus();

  // The fallback leaves as the real dialog takes over.
  stop!();
  // An email field has no caret position to give (the browser's selection API is for text fields).
  expect(takeEarlyDialog('share')).toEqual({ values: { email: 'olivia@example.com' }, focused: { name: 'email', start: null, end: null } });
  expect(plain().open).toBe(false);
  await closeEvent();
  // Taken, not cancelled.
  expect(onCancelled).not.toHaveBeenCalled();
  expect(takeEarlyDialog('share')).toBeNull();
  expect(showEarlyDialog({ name: 'nothing-drawn' }, onCancelled)).toBeNull();
});

test('closed by the user while the real dialog loads: the real one is cancelled at once, and a new tap opens it again', async () => {
  render(<Page />);
  const onCancelled = jest.fn();
  showEarlyDialog({ name: 'share' }, onCancelled);
  (screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).click();
  expect(plain().open).toBe(false);
  await closeEvent();
  expect(onCancelled).toHaveBeenCalledTimes(1);
  // Nothing is left for a real dialog opened later to close itself for.
  expect(takeEarlyDialog('share')).toBeNull();
  expect(showEarlyDialog({ name: 'share' }, onCancelled)).not.toBeNull();
  expect(plain().open).toBe(true);
});

test('a plain dialog the head script opened (a held tap) is adopted by the fallback, not opened twice', async () => {
  render(<Page />);
  plain().showModal();
  (screen.getByLabelText('Email address') as HTMLInputElement).value = 'typed@example.com';
  const onCancelled = jest.fn();
  expect(showEarlyDialog({ name: 'share', values: { email: '' } }, onCancelled)).not.toBeNull();
  expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe('typed@example.com');
  plain().close();
  await closeEvent();
  expect(onCancelled).toHaveBeenCalledTimes(1);
});

function RealShare({ onClose, onValues }: { onClose: () => void; onValues: (values: Record<string, string>) => void }) {
  const form = useForm({ defaultValues: { email: '', role: 'viewer' } });
  useEarlyDialogHandover(SHARE, form, onClose);
  const email = form.watch('email');
  useEffect(() => {
    if (email) onValues(form.getValues());
  }, [email, form, onValues]);
  return <div role="dialog" aria-label="Share AB12 CDE" />;
}

test("a lazy dialog's fallback opens the page's plain dialog instead of 'Loading…', and the real one takes it over", async () => {
  let resolve!: (component: typeof RealShare) => void;
  const Lazy = lazyDialog(
    () => new Promise<typeof RealShare>((r) => (resolve = r)),
    'Loading sharing',
    () => ({ name: 'share', title: 'Share AB12 CDE' }),
  );
  const onValues = jest.fn();
  const onCancelled = jest.fn();
  render(
    <>
      <Page />
      <Lazy onValues={onValues} onClose={onCancelled} />
    </>,
  );
  expect(plain().open).toBe(true);
  expect(screen.queryByText('Loading…')).toBeNull();
  (screen.getByLabelText('Email address') as HTMLInputElement).value = 'olivia@example.com';

  await act(async () => resolve(RealShare));
  expect(screen.getByRole('dialog', { name: 'Share AB12 CDE' })).toBeTruthy();
  expect(plain().open).toBe(false);
  expect(onValues).toHaveBeenCalledWith({ email: 'olivia@example.com', role: 'viewer' });
  expect(onCancelled).not.toHaveBeenCalled();
});

test("without a plain dialog on the page, the fallback is the 'Loading…' note as before", () => {
  const Lazy = lazyDialog(() => new Promise<typeof RealShare>(() => undefined), 'Loading sharing', () => ({ name: 'share' }));
  render(<Lazy onValues={jest.fn()} onClose={jest.fn()} />);
  expect(screen.getByRole('status', { name: 'Loading sharing' }).textContent).toBe('Loading…');
});

test('a cancel in the plain dialog while the real one loads closes it at once (the page stops opening it)', async () => {
  const Lazy = lazyDialog(() => new Promise<typeof RealShare>(() => undefined), 'Loading sharing', () => ({ name: 'share' }));
  const onCancelled = jest.fn();
  render(
    <>
      <Page />
      <Lazy onValues={jest.fn()} onClose={onCancelled} />
    </>,
  );
  (screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).click();
  await closeEvent();
  expect(onCancelled).toHaveBeenCalledTimes(1);
});
