import type { KeyboardEvent } from 'react';
import { DatePicker } from 'antd';
import enGB from 'antd/lib/date-picker/locale/en_GB';
import dayjs, { type Dayjs } from 'dayjs';
// Weeks start on Monday and month names are British in the calendar (antd's en_GB locale names 'en-gb').
import 'dayjs/locale/en-gb';

/** Shown and typed as UK dates; the first format is the one displayed. */
export const UK_DATE_FORMATS = ['DD/MM/YYYY', 'D/M/YYYY'];
const CALENDAR_DATE = 'YYYY-MM-DD';

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

export interface UkDatePickerProps {
  id: string;
  /** 'YYYY-MM-DD' or ''. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/** A date field showing dd/mm/yyyy whatever the browser's language, bound to a 'YYYY-MM-DD' string. */
export function UkDatePicker({ id, value, onChange, onBlur }: UkDatePickerProps) {
  return (
    <DatePicker
      id={id}
      locale={enGB}
      format={UK_DATE_FORMATS}
      placeholder="dd/mm/yyyy"
      style={{ width: '100%' }}
      value={calendarDateToDayjs(value)}
      onChange={(date) => onChange(dayjsToCalendarDate(date))}
      onBlur={onBlur}
      // Enter confirms the typed date; it must not also send the whole form.
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    />
  );
}
