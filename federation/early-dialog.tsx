// Issue 38: a tap made while a server-drawn page is still starting opens a plain dialog at once. The page draws it
// (closed, inside #root, so the server's markup and the browser's stay equal) with the real dialog's title and its
// first fields as the browser's own controls; the head script (EARLY_CLICK_SCRIPT) opens it with showModal() when it
// holds a tap on a button marked `earlyDialog(...)`, so the user can start typing while the page's code arrives. When
// the real dialog mounts (the held tap pressed again), it takes what was typed (`useEarlyDialogHandover`), the plain
// one closes in the same commit, and focus goes to the same field. Cancel or Escape in the plain one is a cancel of the
// real one too.
import { useLayoutEffect, type ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { BRAND_COLORS } from '@renewly/shared-contracts';
import {
  EARLY_CANCELLED_ATTRIBUTE,
  EARLY_CLOSE_ATTRIBUTE,
  EARLY_DIALOG_ATTRIBUTE,
  EARLY_OPENER_PROPERTY,
  EARLY_REPLAYED_ATTRIBUTE,
  EARLY_TAKEN_ATTRIBUTE,
  EARLY_TITLE_ATTRIBUTE,
  EARLY_VALUES_ATTRIBUTE,
  EARLY_BUTTON_ATTRIBUTE,
} from '@renewly/shared-contracts/features/server-drawn';
import { earlyFields, laterLabels, type FieldOption, type FormSpec } from './form-spec';

/** The attributes of a button whose early tap opens the plain dialog `name` (its title and first values, if any). */
export function earlyDialog(name: string, opts: { title?: string; values?: Record<string, string> } = {}): Record<string, string> {
  const attributes: Record<string, string> = { [EARLY_BUTTON_ATTRIBUTE]: name };
  if (opts.title) attributes[EARLY_TITLE_ATTRIBUTE] = opts.title;
  if (opts.values) attributes[EARLY_VALUES_ATTRIBUTE] = JSON.stringify(opts.values);
  return attributes;
}

/** The button attributes of an opening (none for null: the button opens no plain form). */
export const earlyDialogFor = (opening: EarlyOpening | null): Record<string, string> => (opening ? earlyDialog(opening.name, opening) : {});

const idOf = (name: string, part: string) => `early-${name}-${part}`;

/**
 * The plain dialog of the form `spec`, closed until the head script opens it: its first fields as the browser's own
 * controls, the next ones' labels as still loading. `options` gives a select its choices from the page's data.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's spec
export function EarlyDialog({ spec, options = {} }: { spec: FormSpec<any>; options?: Record<string, readonly FieldOption[]> }) {
  const { name, title } = spec;
  return (
    <dialog {...{ [EARLY_DIALOG_ATTRIBUTE]: name }} aria-labelledby={idOf(name, 'title')} className={spec.wide ? 'rw-early rw-early-wide' : 'rw-early'}>
      {/* The head script may title it for the tapped button ('Share AB12CDE') before React hydrates it: kept as it is. */}
      <h2 id={idOf(name, 'title')} className="rw-early-title" suppressHydrationWarning>
        {title}
      </h2>
      {earlyFields(spec).map((field) => (
        <div className="rw-early-field" key={field.name}>
          <label htmlFor={idOf(name, field.name)} className="rw-early-label">
            {field.label}
          </label>
          {field.kind === 'select' ? (
            <select id={idOf(name, field.name)} name={field.name} className="rw-early-input" defaultValue="">
              <option value="" disabled>
                {field.placeholder}
              </option>
              {(options[field.name] ?? field.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={idOf(name, field.name)}
              name={field.name}
              type={field.kind === 'email' ? 'email' : 'text'}
              inputMode={field.kind === 'money' ? 'decimal' : undefined}
              placeholder={field.placeholder}
              maxLength={field.maxLength}
              autoComplete="off"
              className={field.uppercase ? 'rw-early-input rw-early-upper' : 'rw-early-input'}
            />
          )}
        </div>
      ))}
      <p className="rw-early-note" role="status">
        Loading the rest of the form…
      </p>
      <ul className="rw-early-later" aria-hidden="true">
        {laterLabels(spec).map((label) => (
          <li key={label}>
            <span className="rw-early-label">{label}</span>
            <span className="rw-early-skeleton" />
          </li>
        ))}
      </ul>
      <div className="rw-early-footer">
        {/* Closed by the head script before React has the page, by this handler after. */}
        <button type="button" className="rw-early-button" {...{ [EARLY_CLOSE_ATTRIBUTE]: '' }} onClick={(event) => event.currentTarget.closest('dialog')?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  );
}

const css = `
.rw-early { box-sizing: border-box; width: min(520px, calc(100vw - 16px)); max-width: none; margin: 100px auto auto; padding: 20px 24px;
  border: 0; border-radius: 8px; background: #fff; color: ${BRAND_COLORS.text}; font-size: 14px;
  box-shadow: 0 6px 16px rgba(0,0,0,.08), 0 3px 6px -4px rgba(0,0,0,.12), 0 9px 28px 8px rgba(0,0,0,.05); }
.rw-early-wide { width: min(680px, calc(100vw - 16px)); margin-top: 16px; }
.rw-early::backdrop { background: rgba(0,0,0,.45); }
.rw-early-title { margin: 0 0 16px; font-size: 16px; font-weight: 600; line-height: 1.5; }
.rw-early-field { margin-bottom: 16px; }
.rw-early-label { display: block; margin-bottom: 6px; font-weight: 500; }
.rw-early-input { box-sizing: border-box; display: block; width: 100%; height: 32px; margin: 0; padding: 4px 11px; font: inherit;
  color: ${BRAND_COLORS.text}; background: #fff; border: 1px solid #d9d9d9; border-radius: 6px; }
.rw-early-input:focus { outline: none; border-color: ${BRAND_COLORS.primary}; box-shadow: 0 0 0 2px rgba(15, 110, 140, 0.25); }
.rw-early-input::placeholder { font-style: italic; }
.rw-early-upper { text-transform: uppercase; font-weight: 600; letter-spacing: 1px; }
.rw-early-note { margin: 0 0 12px; color: ${BRAND_COLORS.textSecondary}; }
.rw-early-later { list-style: none; margin: 0; padding: 0; }
.rw-early-later li { margin-bottom: 16px; }
.rw-early-later .rw-early-label { color: ${BRAND_COLORS.textSecondary}; }
.rw-early-skeleton { display: block; height: 32px; border-radius: 6px; background: #eef1f3; }
.rw-early-footer { display: flex; justify-content: flex-end; margin-top: 12px; }
.rw-early-button { font: inherit; height: 32px; padding: 4px 15px; border-radius: 6px; cursor: pointer; background: #fff;
  color: ${BRAND_COLORS.text}; border: 1px solid #d9d9d9; }
.rw-early-button:focus-visible { outline: 3px solid #8cc7d9; outline-offset: 1px; }
`;

/** The page's plain dialogs and their one style element (draw it where the page draws, on the server and the browser). */
export function EarlyDialogs({ children }: { children: ReactNode }) {
  return (
    <>
      <style>{css}</style>
      {children}
    </>
  );
}

export interface EarlyOpening {
  name: string;
  title?: string;
  values?: Record<string, string>;
}

/**
 * Shows the plain dialog `name` while its real dialog's code loads (a lazy dialog's fallback): opens it as the head
 * script opens it for an earlier tap, or adopts it when the head script already has (the held tap pressed again). A
 * close by the user calls `onCancelled` at once, so the real dialog is not opened later and a new tap opens this one
 * again. Returns a stop (the fallback is leaving: the real dialog takes the plain one over), or null when the page has
 * no such dialog (the fallback then says 'Loading…').
 */
export function showEarlyDialog({ name, title, values = {} }: EarlyOpening, onCancelled: () => void): (() => void) | null {
  const dialog = earlyDialogElement(name);
  if (!dialog || typeof dialog.showModal !== 'function') return null;
  if (!dialog.open) {
    for (const field of dialog.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) field.value = values[field.name] ?? '';
    const heading = dialog.querySelector('h2');
    if (title && heading) heading.textContent = title;
    (dialog as unknown as Record<string, unknown>)[EARLY_OPENER_PROPERTY] = document.activeElement;
    dialog.removeAttribute(EARLY_TAKEN_ATTRIBUTE);
    dialog.removeAttribute(EARLY_CANCELLED_ATTRIBUTE);
    dialog.showModal();
  }
  // The real dialog is on its way (the head script reads this too).
  dialog.setAttribute(EARLY_REPLAYED_ATTRIBUTE, '');
  const onClose = () => {
    dialog.removeAttribute(EARLY_CANCELLED_ATTRIBUTE);
    dialog.removeAttribute(EARLY_REPLAYED_ATTRIBUTE);
    onCancelled();
  };
  dialog.addEventListener('close', onClose);
  return () => dialog.removeEventListener('close', onClose);
}

export interface EarlyHandover {
  /** Each field's value, by its name. */
  values: Record<string, string>;
  /** The field that had focus, and where its caret was. */
  focused?: { name: string; start: number | null; end: number | null };
}

function earlyDialogElement(name: string): HTMLDialogElement | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector<HTMLDialogElement>(`[${EARLY_DIALOG_ATTRIBUTE}="${name}"]`);
}

/**
 * What the open plain dialog `name` holds, closing it ('cancelled' when the user closed it after their tap had been
 * pressed again, so the real dialog must close too; null when it is not open).
 */
export function takeEarlyDialog(name: string): EarlyHandover | 'cancelled' | null {
  const dialog = earlyDialogElement(name);
  if (!dialog) return null;
  if (dialog.hasAttribute(EARLY_CANCELLED_ATTRIBUTE)) {
    dialog.removeAttribute(EARLY_CANCELLED_ATTRIBUTE);
    dialog.removeAttribute(EARLY_REPLAYED_ATTRIBUTE);
    return 'cancelled';
  }
  if (!dialog.open) return null;
  const held = readFields(dialog);
  // Taken, not cancelled: the head script's close listener reads this.
  dialog.setAttribute(EARLY_TAKEN_ATTRIBUTE, '');
  dialog.removeAttribute(EARLY_REPLAYED_ATTRIBUTE);
  dialog.close();
  return held;
}

/** Each field's value in the plain dialog, and which one has focus (with its caret). */
function readFields(dialog: HTMLDialogElement): EarlyHandover {
  const values: Record<string, string> = {};
  for (const field of dialog.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]')) values[field.name] = field.value;
  const active = document.activeElement;
  let focused: EarlyHandover['focused'];
  if (active instanceof HTMLInputElement && dialog.contains(active)) focused = { name: active.name, start: active.selectionStart, end: active.selectionEnd };
  else if (active instanceof HTMLSelectElement && dialog.contains(active)) focused = { name: active.name, start: null, end: null };
  return { values, focused };
}

// The dismissal watch of each plain menu shown by showEarlyMenu, stopped as its real menu takes it over.
const menuWatches = new Map<string, () => void>();

/**
 * Shows the plain menu `name` (a popover) at once, as the head script shows it for an earlier tap: for a real menu that
 * takes a while to draw the first time. `onDismissed` is called if the user closes it (Escape, a tap outside) before
 * the real menu takes it over (closeEarlyMenu). False when the page has no such menu.
 */
export function showEarlyMenu(name: string, onDismissed: () => void): boolean {
  const menu = earlyDialogElement(name);
  if (!menu || typeof menu.showPopover !== 'function') return false;
  if (!menu.matches(':popover-open')) {
    menu.removeAttribute(EARLY_TAKEN_ATTRIBUTE);
    menu.removeAttribute(EARLY_CANCELLED_ATTRIBUTE);
    (menu as unknown as Record<string, unknown>)[EARLY_OPENER_PROPERTY] = document.activeElement;
    menu.showPopover();
    menu.querySelector<HTMLElement>('[role=menuitem]')?.focus();
  }
  menuWatches.get(name)?.();
  const onToggle = (event: Event) => {
    if ((event as Event & { newState?: string }).newState !== 'closed') return;
    stop();
    menu.removeAttribute(EARLY_CANCELLED_ATTRIBUTE);
    menu.removeAttribute(EARLY_REPLAYED_ATTRIBUTE);
    onDismissed();
  };
  const stop = () => {
    menu.removeEventListener('toggle', onToggle);
    menuWatches.delete(name);
  };
  menu.addEventListener('toggle', onToggle);
  menuWatches.set(name, stop);
  return true;
}

/** Closes the plain menu `name` (a popover) if it is open, as its real menu shows: taken over, not dismissed. */
export function closeEarlyMenu(name: string): void {
  menuWatches.get(name)?.();
  const menu = earlyDialogElement(name);
  if (!menu || typeof menu.hidePopover !== 'function' || !menu.matches(':popover-open')) return;
  menu.setAttribute(EARLY_TAKEN_ATTRIBUTE, '');
  menu.removeAttribute(EARLY_REPLAYED_ATTRIBUTE);
  menu.hidePopover();
}

/** What the hand-over needs of the real dialog's react-hook-form. */
export interface HandoverForm {
  getValues: (name: string) => unknown;
  setValue: (name: string, value: string, options: { shouldDirty: boolean }) => void;
  getFieldState: (name: string) => { invalid: boolean };
  trigger: (name: string) => Promise<boolean>;
}

/**
 * Where a plain field's value goes when it is not the real form's field of the same name (a row of a field array,
 * added if need be): its path, or null when there is nothing to put anywhere.
 */
export type HandoverPlaces = Record<string, (typed: string) => string | null>;

/**
 * In the real dialog (once, as it mounts): takes over the plain dialog of the form `spec` if it is open. Every field
 * the spec draws plain is copied into the form (`setValue` with shouldDirty, only where it differs from what the form
 * holds, as the spec compares them; a field the spec checks at once, or one already marked, is checked again), then
 * focus and the caret go back where they were: in the field of the same name, or the one `places` puts it in. If the
 * user had cancelled the plain one, `onCancelled` closes the real one.
 *
 * Issue 51 item 18: no key typed may fall between the two. The plain dialog stays open, and keeps the keys, until the
 * real field that takes focus is drawn; then, in one task, the plain one closes, the form gets everything typed up to
 * that moment and the real field has focus. (Closing it as the real dialog mounted, before the real field was drawn,
 * sent the keys typed in between to the page: "Hasting Direct", "£39".)
 */
export function useEarlyDialogHandover(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's spec, and its form (whose values a plain field may stand in a row of)
  spec: FormSpec<any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: Pick<UseFormReturn<any, any, any>, 'getValues' | 'setValue' | 'getFieldState' | 'trigger'>,
  onCancelled: () => void,
  places: HandoverPlaces = {},
): void {
  // Field names are checked against the form where the spec is declared; here any name of it will do.
  const handoverForm = form as unknown as HandoverForm;
  useLayoutEffect(() => {
    const apply = (values: Record<string, string>) => copyIntoForm(spec, handoverForm, values, places);
    const first = readEarlyDialog(spec.name);
    if (first === null) return;
    if (first === 'cancelled') return onCancelled();
    // The form starts with what was typed so far; the real field each plain one stands for.
    const paths = apply(first.values);
    const realName = (plainName: string) => paths[plainName] ?? plainName;
    // The real field that will take focus, once it is drawn and can take it (null: not yet).
    const target = (): HTMLInputElement | null | 'none' => {
      const focused = readEarlyDialog(spec.name);
      if (focused === null || focused === 'cancelled' || !focused.focused) return 'none';
      const field = findRealField(realName(focused.focused.name));
      return field && canTakeFocus(field) ? field : null;
    };
    const handOver = () => {
      const taken = takeEarlyDialog(spec.name);
      if (taken === null) return;
      if (taken === 'cancelled') return onCancelled();
      apply(taken.values);
      if (!taken.focused) return;
      const field = findRealField(realName(taken.focused.name));
      if (field) focusWithTyped(field, taken.values[taken.focused.name], taken.focused);
    };
    let frames = 0;
    let handle = 0;
    const tryHandOver = () => {
      // Given up after about ten seconds: the plain dialog must not stay over the real one for ever.
      if (target() !== null || frames++ >= MAX_HANDOVER_FRAMES) handOver();
      else handle = requestAnimationFrame(tryHandOver);
    };
    tryHandOver();
    return () => cancelAnimationFrame(handle);
    // Once, as the dialog opens: the form and `onCancelled` are read at that moment.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** Copies the plain form's values into the real form where they differ; answers each plain field's real path. */
function copyIntoForm(spec: FormSpec, form: HandoverForm, values: Record<string, string>, places: HandoverPlaces): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const field of earlyFields(spec)) {
    const typed = values[field.name];
    if (typed === undefined) continue;
    const path = places[field.name] ? places[field.name]!(typed) : field.name;
    if (path === null) continue;
    paths[field.name] = path;
    const held = form.getValues(path);
    const same = field.normalise ?? ((value: string) => value);
    if (same(typed) === same(held === null || held === undefined ? '' : String(held))) continue;
    form.setValue(path, typed, { shouldDirty: true });
    if (field.checkAtOnce?.(typed) || form.getFieldState(path).invalid) void form.trigger(path);
  }
  return paths;
}

const MAX_HANDOVER_FRAMES = 600;

/** What the open plain dialog `name` holds, left open (as takeEarlyDialog, without taking it). */
function readEarlyDialog(name: string): EarlyHandover | 'cancelled' | null {
  const dialog = earlyDialogElement(name);
  if (!dialog) return null;
  if (dialog.hasAttribute(EARLY_CANCELLED_ATTRIBUTE)) return 'cancelled';
  if (!dialog.open) return null;
  return readFields(dialog);
}

/** The real dialog's field by its name, else by the form kit's id (`${form}-${name}`, which antd's selects carry instead). */
function findRealField(name: string): HTMLInputElement | null {
  return (
    [...document.querySelectorAll<HTMLInputElement>(`[role="dialog"] [name="${name}"]`)].at(-1) ??
    [...document.querySelectorAll<HTMLInputElement>(`[role="dialog"] [id$="-${name}"]`)].at(-1) ??
    null
  );
}

/** Drawn, shown and enabled: focus() will land on it once the plain (modal) dialog has closed. */
function canTakeFocus(field: HTMLInputElement): boolean {
  if (!field.isConnected || field.disabled) return false;
  // Not inside something hidden (display: none, visibility: hidden); a browser without checkVisibility (jsdom) is taken at its word.
  return typeof field.checkVisibility !== 'function' || field.checkVisibility({ visibilityProperty: true });
}

/** Focuses the real field showing what was typed (a select's search input keeps its own, empty, text), caret as it was. */
function focusWithTyped(field: HTMLInputElement, typed: string | undefined, caret: NonNullable<EarlyHandover['focused']>): void {
  if (field.type !== 'search' && field.getAttribute('role') !== 'combobox' && typed !== undefined && field.value !== typed) field.value = typed;
  field.focus({ preventScroll: true });
  if (caret.start !== null && typeof field.setSelectionRange === 'function') field.setSelectionRange(caret.start, caret.end ?? caret.start);
}
