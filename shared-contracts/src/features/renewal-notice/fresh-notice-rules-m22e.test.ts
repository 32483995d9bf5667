// The premium rules fresh sets 23 and 24 asked for (mfe-policies read-notice/fresh-printed-notices-23.ts, -24.ts): a
// year told as 'twelve months' in words, and figures without '£' under a heading that states the currency, each in a
// few lines of our own, with a near miss that must not be taken.
import { readShortNotice as read, shown, valuesOf as values } from './test-support/short-notice';

describe("'the next twelve months' in words is the year, as '12 months' is", () => {
  test('a sentence naming the renewal premium for the next twelve months', () => {
    const found = read('We are glad to offer you cover again: your new premium for the coming twelve months is £517.30. Last year you paid £498.00.');
    expect(values(found, 'renewalPremium', 'previousPremium')).toEqual(['517.30', '498.00']);
  });

  test('near miss: a payment each month over twelve months is an instalment, not the premium', () => {
    const found = read('Your renewal premium is payable over twelve months: 12 monthly payments of £43.10 each month.');
    expect(shown(found, 'renewalPremium')).toBeUndefined();
  });
});

describe("a heading stating the currency makes the bare figure ending each row an amount ('FIGURES IN GBP')", () => {
  const statement = [
    '                                  FIGURES SHOWN IN POUNDS STERLING',
    'RENEWAL DATE ...................... 14/03/2027',
    'NEW ANNUAL PREMIUM ................ 733.18',
    'LAST YEARS PREMIUM ................ 701.65',
    'POLICY EXCESS ..................... 300',
    'OWN CHOICE EXCESS ................. 150',
    'TOTAL EXCESS ...................... 450',
  ];

  test("premiums in pounds and pence and an excess's whole pounds, each at its row's end", () => {
    const found = read(statement.join('\n'));
    expect(values(found, 'renewalPremium', 'previousPremium', 'totalExcess')).toEqual(['733.18', '701.65', '450']);
  });

  test('compulsory and voluntary rows in capitals, each with a stray mark in its leader, keep their own figures', () => {
    const found = read(['AMOUNTS IN GBP', 'RENEWAL PREMIUM      .     498.20', 'COMPULSORY EXCESS    =     200', 'VOLUNTARY EXCESS     4     150', 'TOTAL EXCESS         i     350'].join('\n'));
    expect(values(found, 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['200', '150', '350']);
  });

  test("near miss: a sentence wrapped after an amount goes on in lower case: its kind word after the amount is still the amount's", () => {
    const found = read(['If you claim you pay the first £350, made up of £200', 'compulsory and £150 voluntary excess.'].join('\n'));
    expect(values(found, 'compulsoryExcess', 'voluntaryExcess')).toEqual(['200', '150']);
  });

  test('near miss: a year, a count, a phone number and a whole number on a row naming no excess stay figures', () => {
    const found = read(
      ['ALL AMOUNTS IN GBP', 'YEARS WITHOUT A CLAIM ............. 5', 'RENEWAL PREMIUM YEAR .............. 2027', 'HELPLINE .......................... 0161 219 800', 'PREMIUM ........................... 512'].join('\n'),
    );
    expect(shown(found, 'renewalPremium')).toBeUndefined();
  });

  test('near miss: with no heading stating the currency, bare figures are no premium', () => {
    const found = read(statement.slice(1).join('\n'));
    expect(shown(found, 'renewalPremium')).toBeUndefined();
  });
});
