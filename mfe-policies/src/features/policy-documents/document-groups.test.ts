import type { PolicyDocument } from '@renewly/shared-contracts/features/policy-documents';
import { groupByPolicyYear } from './document-groups';
import { fileProblem, uploadName, uploadTypeOf } from './upload-choice';

const doc = (id: string, termStart: string, termEnd: string, createdAt: string) => ({ id, termStart, termEnd, createdAt }) as PolicyDocument;

test('documents are grouped by policy year, the latest year first and the latest added first within it', () => {
  const years = groupByPolicyYear([
    doc('a', '2025-03-01', '2026-03-01', '2025-03-05T00:00:00Z'),
    doc('b', '2026-03-01', '2027-03-01', '2026-03-05T00:00:00Z'),
    doc('c', '2026-03-01', '2027-03-01', '2026-06-05T00:00:00Z'),
    doc('d', '1999-12-01', '2000-12-01', '1999-12-05T00:00:00Z'),
  ]);
  expect(years.map((y) => y.heading)).toEqual(['2026–27 policy year', '2025–26 policy year', '1999–00 policy year']);
  expect(years[0]!.documents.map((d) => d.id)).toEqual(['c', 'b']);
});

test('the type sent is the file type, else its extension says', () => {
  expect(uploadTypeOf({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
  expect(uploadTypeOf({ name: 'IMG_1.HEIC', type: '' })).toBe('image/heic');
  expect(uploadTypeOf({ name: 'photo.jpg', type: 'application/octet-stream' })).toBe('image/jpeg');
  expect(uploadTypeOf({ name: 'notes.docx', type: '' })).toBeNull();
  expect(fileProblem({ name: 'notes.docx', type: '', size: 10 })).toMatch(/Only PDF/);
  expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toBe('The file is empty');
});

test('a long file name is shortened to what the server takes, keeping its extension', () => {
  const name = uploadName(`${'x'.repeat(200)}.pdf`);
  expect(name).toHaveLength(120);
  expect(name.endsWith('.pdf')).toBe(true);
  expect(uploadName('  scan.png ')).toBe('scan.png');
});
