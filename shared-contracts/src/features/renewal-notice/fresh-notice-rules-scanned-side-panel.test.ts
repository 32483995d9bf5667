// A scanned side panel (set 40's DPI Bros., in our own wording): its 'Policy number' label read at the line's start and
// its value at the far end of the next line, after the address beside the panel (identity-fields.ts). With near misses:
// a telephone number there, a plain word, a value two lines down.
import { readShortNotice as read } from './test-support/short-notice';

const PANEL = (below: string, between = '') => [
  'Mrs Joan Pryce',
  '14 Mill Lane',
  'Policy number',
  ...(between ? [between] : []),
  `Chelmsford CM2 6QT${' '.repeat(60)}${below}`,
  'Motor renewal notice',
  'Your motor policy is due for renewal on 2027-05-02.',
].join('\n');

describe("a side panel's policy number past the address beside it", () => {
  test('the far cell of the next line, a reference of letters and digits, is offered, asking for a tick', () => {
    const found = read(PANEL('KMB-PC-2203- 5519'));
    expect(found.policyNumber?.value).toBe('KMB-PC-2203-5519');
    expect(found.policyNumber?.confidence).toBe('low');
  });

  test('near miss: a telephone number at the far end is no policy number', () => {
    expect(read(PANEL('01245 600 311')).policyNumber).toBeUndefined();
  });

  test('near miss: a word at the far end is no policy number', () => {
    expect(read(PANEL('Renewal date')).policyNumber).toBeUndefined();
  });

  test('near miss: a reference two lines under the label is not taken for it', () => {
    expect(read(PANEL('KMB-PC-2203-5519', 'Essex')).policyNumber).toBeUndefined();
  });
});
