// Set 45's drawn schedule (Ropner): 'Policy number . . . . . . . . RIS/MTR/0917736', a leader of dots a space apart.
import { readShortNotice as read } from './test-support/short-notice';

const dots = ' .'.repeat(40);

describe('a policy number after a leader of spaced dots', () => {
  test('is read after its label', () => {
    expect(read(`Policy number${dots} KLT/MTR/0441920`).policyNumber?.value).toBe('KLT/MTR/0441920');
  });

  test("near miss: a reference after 'Client number' and the leader is not the policy's", () => {
    expect(read(`Client number${dots} KLT/MTR/0441920`).policyNumber?.value).not.toBe('KLT/MTR/0441920');
  });
});
