// Issue 48: every first-action form declared in a `*.form.ts` file (form-spec.ts) is checked here, found on its own:
// its plain early dialog draws the spec's title, first fields and loading labels, and what is typed in it reaches the
// real form through the one generic hand-over (useEarlyDialogHandover), focus included; a cancel there is a cancel.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { act } from 'react';
import { render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { EarlyDialog, EarlyDialogs, showEarlyDialog, useEarlyDialogHandover } from './early-dialog';
import { EARLY_CANCELLED_ATTRIBUTE } from '@renewly/shared-contracts/features/server-drawn';
import { earlyFields, laterLabels, type FieldSpec, type FormSpec } from './form-spec';

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

  test('its plain dialog draws the title, the first fields and the labels still loading', () => {
    render(
      <EarlyDialogs>
        <EarlyDialog spec={spec} options={optionsOf(spec)} />
      </EarlyDialogs>,
    );
    showEarlyDialog({ name: spec.name }, () => undefined);
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
    render(
      <EarlyDialogs>
        <EarlyDialog spec={spec} options={optionsOf(spec)} />
      </EarlyDialogs>,
    );
    showEarlyDialog({ name: spec.name }, () => undefined);
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
    render(
      <EarlyDialogs>
        <EarlyDialog spec={spec} options={optionsOf(spec)} />
      </EarlyDialogs>,
    );
    showEarlyDialog({ name: spec.name }, () => undefined);
    // The user closes it after the tap was pressed again (the real dialog is on its way).
    document.querySelector(`dialog[data-early-dialog="${spec.name}"]`)!.setAttribute(EARLY_CANCELLED_ATTRIBUTE, '');
    const onCancelled = jest.fn();
    render(<RealDialog spec={spec} onCancelled={onCancelled} onForm={() => undefined} />);
    expect(onCancelled).toHaveBeenCalledTimes(1);
  });
});
