// Focus for dialogs and confirms (WCAG 2.4.3): a dialog opens with focus on its first field, and when it closes
// (Escape, Cancel, Save, a confirmed Delete) focus goes back to the control that opened it, or, if that control is gone
// (the deleted item's own button), to the page's main content: never to the page body.
import { useEffect, useState } from 'react';
import { EARLY_DIALOG_ATTRIBUTE, EARLY_OPENER_PROPERTY } from '@renewly/shared-contracts/features/server-drawn';

const FIELDS = 'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled])';
const MAX_FRAMES_TO_WAIT = 60;

const isShown = (el: Element) => el.getClientRects().length > 0;

/** Whether focus was lost: on the body, nowhere, or on an element no longer in the page (or inside `leaving`). */
function focusLost(leaving?: Element | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected || Boolean(leaving?.contains(active));
}

/** Puts focus back on the opener if it is still shown, else on the page's main content; only if focus was lost. */
export function returnFocus(opener: HTMLElement | null, leaving?: Element | null): void {
  if (!focusLost(leaving)) return;
  if (opener?.isConnected && isShown(opener)) opener.focus({ preventScroll: true });
  // Without scrolling: the page stays where the user was.
  else document.querySelector<HTMLElement>('main')?.focus({ preventScroll: true });
}

/** The button that opened the plain early dialog holding `active` (undefined when `active` is not in one). */
function earlyOpenerOf(active: Element | null): HTMLElement | null | undefined {
  const dialog = active?.closest(`dialog[${EARLY_DIALOG_ATTRIBUTE}]`);
  if (!dialog) return undefined;
  return ((dialog as unknown as Record<string, unknown>)[EARLY_OPENER_PROPERTY] as HTMLElement | undefined) ?? null;
}

/** The newest open modal dialog (a portal appends it last). */
function newestDialog(): HTMLElement | undefined {
  return [...document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]')].filter(isShown).at(-1);
}

/** Focuses what `find` returns as soon as it is drawn (it returns null until then; `'done'` to stop without focusing). */
export function focusWhenShown(find: () => HTMLElement | null | 'done'): () => void {
  let frames = 0;
  let handle = requestAnimationFrame(function tryFocus() {
    const target = find();
    if (target === 'done') return;
    // Without scrolling: a popup is drawn for a frame or two before it is placed beside its button.
    if (target && isShown(target)) target.focus({ preventScroll: true });
    else if (frames++ < MAX_FRAMES_TO_WAIT) handle = requestAnimationFrame(tryFocus);
  });
  return () => cancelAnimationFrame(handle);
}

/** A radio not chosen in a group that has a chosen one: focus starts on the chosen answer, where Tab would reach it. */
function isUnchosenRadio(field: HTMLElement, dialog: HTMLElement): boolean {
  if (!(field instanceof HTMLInputElement) || field.type !== 'radio' || field.checked || !field.name) return false;
  return [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')].some((r) => r.name === field.name && r.checked);
}

/**
 * After a control's work is done, gives focus back where it was lost: to `find()`'s element once it is drawn and
 * enabled (a button disabled while it works drops focus to the body; a removed row takes its button's focus with it).
 * Nothing if the user has meanwhile put focus somewhere.
 */
export function refocusWhenLost(find: () => HTMLElement | null): () => void {
  return focusWhenShown(() => {
    if (!focusLost()) return 'done';
    const target = find();
    return target && !(target as HTMLButtonElement).disabled ? target : null;
  });
}

/** Focuses the first field of the dialog that has just opened, as soon as it is drawn (unless a field of it has focus). */
export function focusFirstFieldSoon(): () => void {
  return focusWhenShown(() => {
    const dialog = newestDialog();
    if (!dialog) return null;
    if (dialog.contains(document.activeElement) && document.activeElement?.matches(FIELDS)) return 'done';
    return [...dialog.querySelectorAll<HTMLElement>(FIELDS)].find((field) => isShown(field) && !isUnchosenRadio(field, dialog)) ?? null;
  });
}

/**
 * For a dialog that is mounted while open and unmounted when closed: remembers what had focus when it opened, focuses
 * the dialog's first field once drawn, and on close gives focus back.
 */
export function useDialogFocus(): void {
  // Opened from a plain early dialog (early-dialog.tsx), whose field has focus: the opener is the button that opened it.
  const [opener] = useState(() => {
    const active = document.activeElement as HTMLElement | null;
    const early = earlyOpenerOf(active);
    return early === undefined ? active : early;
  });
  useEffect(() => {
    const stop = focusFirstFieldSoon();
    return () => {
      stop();
      returnFocus(opener);
    };
  }, [opener]);
}
