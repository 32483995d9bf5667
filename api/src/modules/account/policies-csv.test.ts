import { csvCell, policiesCsv, POLICY_CSV_COLUMNS } from './policies-csv';

test('cells are quoted when they hold a comma, quote, newline or edge space; quotes are doubled', () => {
  expect(csvCell('plain')).toBe('plain');
  expect(csvCell('a,b')).toBe('"a,b"');
  expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  expect(csvCell('two\nlines')).toBe('"two\nlines"');
  expect(csvCell(' padded')).toBe('" padded"');
  expect(csvCell(null)).toBe('');
  expect(csvCell(true)).toBe('true');
});

test('cells a spreadsheet would run as a formula get a leading quote', () => {
  for (const f of ['=1+1', '+44', '-2', '@SUM(A1)', '\tx']) expect(csvCell(f).replace(/^"|"$/g, '').startsWith(`'${f[0]}`)).toBe(true);
  expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
});

test('a header row, then one CRLF-ended row per policy in column order', () => {
  const csv = policiesCsv([{ registrationNumber: 'AB12CDE', carManufacturer: 'Ford', isActive: true }]);
  const [header, row, end] = csv.split('\r\n');
  expect(header).toBe(POLICY_CSV_COLUMNS.join(','));
  expect(row!.split(',')).toHaveLength(POLICY_CSV_COLUMNS.length);
  expect(row!.startsWith('AB12CDE,Ford,')).toBe(true);
  expect(end).toBe('');
});
