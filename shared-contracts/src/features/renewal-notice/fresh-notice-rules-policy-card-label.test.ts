// Set 44's client portal page (Brown & Brown): cards of a label in capitals over its value, 'POLICY' over
// 'BBE/PCL/771045 · Comprehensive'.
import { readShortNotice as read } from './test-support/short-notice';

const card = (value: string) => read(['  VEHICLE', '  Porsche Macan S (2022) · GN22 YHR', '  POLICY', `  ${value}`, '  RENEWAL DATE', '  01/07/2027'].join('\n')).policyNumber?.value;

describe("'POLICY' alone over a line starting with its number", () => {
  test("the number, up to the separator after it", () => {
    expect(card('KLX/PCL/550913 · Comprehensive')).toBe('KLX/PCL/550913');
  });

  test("near miss: 'POLICY' over words ('Comprehensive, 2 drivers') gives no number", () => {
    expect(card('Comprehensive, 2 drivers')).toBeUndefined();
  });
});
