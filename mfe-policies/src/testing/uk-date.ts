import { fireEvent } from '@testing-library/react';

/**
 * Types a dd/mm/yyyy date into a UK date field (UkDatePicker) as a user does: a click into it, the text typed (an
 * `input` event, as each key press sends: a real date is taken while typing), then Enter to confirm it.
 */
export function typeUkDate(field: HTMLElement, text: string) {
  fireEvent.mouseDown(field);
  fireEvent.focus(field);
  fireEvent.input(field, { target: { value: text } });
  fireEvent.keyDown(field, { key: 'Enter', code: 'Enter' });
}
