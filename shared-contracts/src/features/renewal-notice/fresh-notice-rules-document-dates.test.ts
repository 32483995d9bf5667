// Set 55's Sheilas' Wheels account page: its documents list ('Certificate of motor insurance   Available from
// 09/01/2027') under the cards, one of them 'Cover renews' over 'Sat 16 Jan 2027'. A document's date is not the cover's.
import { readShortNotice as read } from './test-support/short-notice';

const page = (row: string) =>
  read(
    [
      'Your car                          Cover renews',
      'RV71 KHE                          Sat 16 Jan 2027',
      'Mazda CX-30 2.0 e-Skyactiv-G SE-L  at 00:01',
      'Documents',
      'Renewal invitation                               Issued 01/12/2026                   PDF, 212 KB',
      row,
    ].join('\n'),
  ).renewalDate;

describe("a document's own date in a list of documents", () => {
  test("'Certificate of motor insurance  Available from 09/01/2027' is no renewal date: the card's 'Cover renews' date is read", () => {
    expect(page('Certificate of motor insurance                   Available from 09/01/2027')).toMatchObject({ value: '2027-01-16' });
  });

  test("near miss: 'Your new insurance runs from 09/01/2027' is the cover's start", () => {
    expect(page('Your new insurance runs from 09/01/2027')?.value).toBe('2027-01-09');
  });
});
