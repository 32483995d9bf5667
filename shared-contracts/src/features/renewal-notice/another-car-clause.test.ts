// 'You also insure …' names another car or policy only in its own clause (a review of set 18's rule, issue 47): what
// follows the clause's comma is this policy's again.
import { readShortNotice as read } from './test-support/short-notice';

test("after 'Because you also insure your home with us,' the car's renewal date is read", () => {
  const found = read('Policy number: QX-4471902\nBecause you also insure your home with us, your car policy renews on 4 March 2027 with a 5% discount.');
  expect(found.renewalDate?.value).toBe('2027-03-04');
});

test("near miss: the plate inside 'As you also insure your Honda Jazz (LM19 ZTX) with us,' is not this car's", () => {
  const found = read('As you also insure your Honda Jazz (LM19 ZTX) with us, you will have a separate letter before it renews.');
  expect(found.registrationNumber?.value).not.toBe('LM19ZTX');
});
