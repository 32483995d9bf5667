// Set 45's client portal page (Stubben Edge): tiles of a value over its caption, two a row, and a signed change among
// them ('+£55.85' over 'Change on last year'), then 'Total excess' under '£650'.
import { readShortNotice as read, valuesOf } from './test-support/short-notice';

const tiles = (change: string) =>
  read(
    [
      'Ford Kuga 2.5 PHEV (2022) · KP22 ZTM · Policy RX/PC/7715320',
      '  £1,024.30                       £981.55',
      '  Your renewal price for car insurance (incl. IPT)  What you paid last year',
      '  £350                            £200',
      '  Compulsory excess               Voluntary excess',
      '',
      change,
      'Change on last year',
      '£550',
      'Total excess',
    ].join('\n'),
  );

describe('tiles of a value over its caption, a signed change among them', () => {
  test("'+£42.75' is a tile's value: every caption is set before its value, and each figure read as its caption says", () => {
    expect(valuesOf(tiles('+£42.75'), 'renewalPremium', 'previousPremium', 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['1024.30', '981.55', '350', '200', '550']);
  });

  test("near miss: '+ 42.75 points' is no value, the run of tiles is too short, and the price is not taken from the captions", () => {
    expect(valuesOf(tiles('+ 42.75 points'), 'totalExcess')).not.toEqual(['550']);
  });
});
