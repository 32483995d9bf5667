// The plain early dialog (issue 38) as the page's code sees it: opened from a lazy dialog's fallback, taken over by
// the real dialog with what was typed, and a cancel there closing the real one. (The head script's own opening is
// checked in real Chromium: e2e/early-dialogs.spec.ts.)
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { act, useEffect } from 'react';
import { render, screen, within } from '@testing-library/react';
import { EARLY_CANCELLED_ATTRIBUTE } from '@renewly/shared-contracts/features/server-drawn';
import { useForm } from 'react-hook-form';
import { painted } from './after-paint';
import { EarlyDialog, EarlyDialogs, showEarlyDialog, takeEarlyDialog, useEarlyDialogHandover } from './early-dialog';
import { earlyFields, formSpec, laterLabels, type FieldSpec, type FormSpec } from './form-spec';
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

  // The real dialog's code is asked for once the plain one has painted (issue 50).
  await act(() => painted());
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

// Issue 48: every first-action form declared in a `*.form.ts` file (form-spec.ts), found on its own: its plain early
// dialog draws the spec's title, first fields and loading labels, and what is typed in it reaches the real form through
// the one generic hand-over (useEarlyDialogHandover), focus included; a cancel there is a cancel.
const ROOT = join(__dirname, '..');

/** Every `*.form.ts` under the front-end packages' sources. */
function formFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? formFiles(path) : entry.name.endsWith('.form.ts') ? [path] : [];
  });
}

const isSpec = (value: unknown): value is FormSpec =>
  typeof value === 'object' && value !== null && typeof (value as FormSpec).name === 'string' && Array.isArray((value as FormSpec).fields);

const sources = readdirSync(ROOT).filter((name) => name === 'shell' || name.startsWith('mfe-'));
const SPECS: [string, FormSpec][] = sources.flatMap((pkg) =>
  formFiles(join(ROOT, pkg, 'src')).flatMap((file) =>
    Object.values(require(file) as Record<string, unknown>)
      .filter(isSpec)
      .map((spec): [string, FormSpec] => [`${spec.name} (${relative(ROOT, file)})`, spec]),
  ),
);

test('the first-action forms are found, each declared once', () => {
  const names = SPECS.map(([, spec]) => spec.name);
  expect(names).toEqual(expect.arrayContaining(['add-policy', 'edit-policy', 'share', 'received-quotes', 'price-history', 'create-reminder', 'edit-reminder']));
  expect(new Set(names).size).toBe(names.length);
});

// A choice for a select whose choices come from the page's data (the reminders' policies).
const PAGE_OPTION = { value: 'page-choice', label: 'A choice from the page' };
const optionsOf = (spec: FormSpec) => Object.fromEntries(earlyFields(spec).map((f) => [f.name, f.options ?? [PAGE_OPTION]]));
const typedFor = (field: FieldSpec) =>
  field.kind === 'select' ? (field.options?.[0] ?? PAGE_OPTION).value : field.kind === 'email' ? 'olivia@example.com' : field.kind === 'money' ? '123.45' : 'Typed 1';

/** A real dialog with the spec's early fields as inputs of a react-hook-form that starts empty. */
function RealDialog({ spec, onCancelled, onForm }: { spec: FormSpec; onCancelled: () => void; onForm: (form: ReturnType<typeof useForm>) => void }) {
  const form = useForm({ defaultValues: Object.fromEntries(earlyFields(spec).map((f) => [f.name, ''])) });
  onForm(form);
  // Read while rendering, as the dialogs read it (react-hook-form tracks only what a render has read).
  void form.formState.dirtyFields;
  useEarlyDialogHandover(spec, form, onCancelled);
  return (
    <div role="dialog" aria-label="Real">
      {earlyFields(spec).map((field) => (
        <input key={field.name} aria-label={field.label} {...form.register(field.name)} />
      ))}
    </div>
  );
}

describe.each(SPECS)('%s', (_, spec) => {
  const plain = () => screen.getByRole('dialog', { name: spec.title });
  /** Draws the page's plain dialog of this form and opens it, as a tap would. */
  const openPlain = () => {
    render(
      <EarlyDialogs>
        <EarlyDialog spec={spec} options={optionsOf(spec)} />
      </EarlyDialogs>,
    );
    showEarlyDialog({ name: spec.name }, () => undefined);
  };

  test('its plain dialog draws the title, the first fields and the labels still loading', () => {
    openPlain();
    expect(earlyFields(spec).length).toBeGreaterThan(0);
    for (const field of earlyFields(spec)) {
      const control = within(plain()).getByLabelText(field.label) as HTMLInputElement | HTMLSelectElement;
      expect(control.name).toBe(field.name);
      expect(control.tagName).toBe(field.kind === 'select' ? 'SELECT' : 'INPUT');
      if (control instanceof HTMLInputElement) expect(control.type).toBe(field.kind === 'email' ? 'email' : 'text');
    }
    const loading = [...plain().querySelectorAll('.rw-early-later .rw-early-label')].map((label) => label.textContent);
    expect(loading).toEqual([...laterLabels(spec)]);
  });

  test('what is typed there is the real form’s (dirty), focus on the same field; a cancel there closes the real one', async () => {
    openPlain();
    const fields = earlyFields(spec);
    for (const field of fields) (within(plain()).getByLabelText(field.label) as HTMLInputElement).value = typedFor(field);
    const last = fields.at(-1)!;
    (within(plain()).getByLabelText(last.label) as HTMLElement).focus();

    let form!: ReturnType<typeof useForm>;
    const onCancelled = jest.fn();
    render(<RealDialog spec={spec} onCancelled={onCancelled} onForm={(f) => (form = f)} />);
    for (const field of fields) expect(form.getValues(field.name)).toBe(typedFor(field));
    expect(Object.keys(form.formState.dirtyFields).sort()).toEqual(fields.map((f) => f.name).sort());
    expect(document.querySelector<HTMLDialogElement>(`dialog[data-early-dialog="${spec.name}"]`)!.open).toBe(false);
    expect(document.activeElement).toBe(within(screen.getByRole('dialog', { name: 'Real' })).getByLabelText(last.label));
    await act(() => new Promise((resolve) => setTimeout(resolve)));
    expect(onCancelled).not.toHaveBeenCalled();
  });

  test('a cancel in the plain dialog closes the real one as it mounts', async () => {
    openPlain();
    // The user closes it after the tap was pressed again (the real dialog is on its way).
    document.querySelector(`dialog[data-early-dialog="${spec.name}"]`)!.setAttribute(EARLY_CANCELLED_ATTRIBUTE, '');
    const onCancelled = jest.fn();
    render(<RealDialog spec={spec} onCancelled={onCancelled} onForm={() => undefined} />);
    expect(onCancelled).toHaveBeenCalledTimes(1);
  });
});
