import { useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { DatePicker } from 'antd';
import enGB from 'antd/lib/date-picker/locale/en_GB';
import dayjs, { type Dayjs } from 'dayjs';
// Weeks start on Monday and month names are British in the calendar (antd's en_GB locale names 'en-gb').
import 'dayjs/locale/en-gb';
import type { FieldValues } from 'react-hook-form';
import { isCalendarDate } from '@renewly/shared-contracts';
import type { FieldControlProps } from '../../../../../federation/form/form-field';

/** Shown and typed as UK dates; the first format is the one displayed. */
export const UK_DATE_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY'];
const CALENDAR_DATE = 'YYYY-MM-DD';
const UK_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** 'YYYY-MM-DD' (as the API sends it) to a local-midnight dayjs, so the calendar day never shifts with the time zone. */
export function calendarDateToDayjs(value: string): Dayjs | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  // dayjs reads a bare 'YYYY-MM-DD' as local midnight (unlike Date, which reads it as UTC).
  const date = dayjs(value);
  return date.isValid() && date.format(CALENDAR_DATE) === value ? date : null;
}

/** The picked day back to 'YYYY-MM-DD' (empty when cleared). */
export function dayjsToCalendarDate(date: Dayjs | null | undefined): string {
  return date ? date.format(CALENDAR_DATE) : '';
}

/** Typed 'dd/mm/yyyy' (or 'd/m/yyyy') to 'YYYY-MM-DD'; null unless it is a real day ('31/02/2027' is not). */
export function parseUkDate(text: string): string | null {
  const match = UK_DATE.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

/** What the field holds after the user typed `text`: '' when cleared, the date when real, else the text itself. */
export function committedValue(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' ? '' : (parseUkDate(trimmed) ?? trimmed);
}

// The month and year buttons are named by what they show ('Oct', '2026'), not 'Choose a month' (WCAG 2.5.3, label
// in name): antd types these as strings; left unset, the picker draws no aria-label.
const PICKER_LOCALE = {
  ...enGB,
  lang: { ...enGB.lang, ...({ monthSelect: undefined, yearSelect: undefined, decadeSelect: undefined } as unknown as Partial<typeof enGB.lang>) },
};

export interface UkDatePickerProps {
  id: string;
  /** 'YYYY-MM-DD', '' or, after the user typed something that is not a real date, that text. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

/**
 * A date field showing dd/mm/yyyy whatever the browser's language, bound to a 'YYYY-MM-DD' string. What the user
 * typed is committed however they leave the field (Enter, Tab, a click on Save or elsewhere), so the date on screen
 * is the date saved. Text that is not a real date is committed as it is, for the form's schema to reject.
 */
export function UkDatePicker({ id, value, onChange, onBlur, ...aria }: UkDatePickerProps) {
  // While the value is typed text that is not a date, antd keeps the date it had: its input keeps showing the text.
  const shown = useRef<Dayjs | null>(null);
  if (value === '' || isCalendarDate(value)) shown.current = calendarDateToDayjs(value);

  const commit = (input: EventTarget | null) => {
    if (!(input instanceof HTMLInputElement)) return;
    const next = committedValue(input.value);
    if (next !== value) onChange(next);
  };
  // A real date is taken as soon as it is typed, so nothing changes under the pointer when the user then clicks
  // Save (a message that disappears on blur would move the button between press and release).
  const commitWhileTyping = (input: EventTarget) => {
    if (input instanceof HTMLInputElement && parseUkDate(input.value)) commit(input);
  };

  return (
    <div onInput={(event) => commitWhileTyping(event.target)}>
      <DatePicker
        id={id}
        locale={PICKER_LOCALE}
        // The calendar stays inside the dialog (a region for screen readers), not loose at the end of the body.
        getPopupContainer={(trigger: HTMLElement) => trigger.parentElement ?? document.body}
        format={UK_DATE_FORMATS}
        placeholder="dd/mm/yyyy"
        style={{ width: '100%' }}
        value={shown.current}
        preserveInvalidOnBlur
        onChange={(date) => onChange(dayjsToCalendarDate(date))}
        onBlur={(event: FocusEvent<HTMLElement>) => {
          commit(event.target);
          onBlur?.();
        }}
        onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
          // Enter confirms the typed date; it must not also send the whole form.
          if (event.key === 'Enter') {
            event.preventDefault();
            commit(event.target);
          }
        }}
        {...aria}
      />
    </div>
  );
}

/** A form field's control (FormField's `render`) as a UK date picker, for a field holding 'YYYY-MM-DD' or ''. */
export function ukDateControl<T extends FieldValues>({ field, id, status, ...aria }: FieldControlProps<T>) {
  return (
    <UkDatePicker
      id={id}
      status={status}
      aria-invalid={aria['aria-invalid']}
      aria-describedby={aria['aria-describedby']}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}
