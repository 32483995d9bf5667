import { escapeText, foldLine, renderCalendar } from './ics';

test('TEXT values escape backslash, semicolon, comma and newlines', () => {
  expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
});

test('lines fold at 75 octets, continuation lines start with a space, multi-byte characters are never split', () => {
  const line = `SUMMARY:${'£'.repeat(100)}`; // '£' is two octets in UTF-8
  const folded = foldLine(line).split('\r\n');
  expect(folded.length).toBeGreaterThan(2);
  for (const [i, part] of folded.entries()) {
    expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    if (i > 0) expect(part.startsWith(' ')).toBe(true);
  }
  expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
  expect(foldLine('SHORT:x')).toBe('SHORT:x');
});

test('a calendar is CRLF throughout, with VERSION, PRODID, a name and all-day events', () => {
  const text = renderCalendar({
    name: 'Mine, mostly',
    prodId: '-//T//T//EN',
    events: [{ uid: 'u1@renewly', date: '2026-12-31', summary: 'End', stamp: new Date('2026-01-02T03:04:05Z'), alarms: [{ daysBefore: 7, description: 'Soon' }] }],
  });
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  expect(text).toContain('VERSION:2.0\r\n');
  expect(text).toContain('X-WR-CALNAME:Mine\\, mostly\r\n');
  expect(text).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
  expect(text).toContain('DTSTAMP:20260102T030405Z\r\n');
  expect(text).toContain('TRIGGER:-P7D\r\n');
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
});
