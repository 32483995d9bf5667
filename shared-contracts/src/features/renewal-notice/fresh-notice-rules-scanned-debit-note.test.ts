// Set 51's scanned broker's debit note (Staveley Head): a letterhead OCR read with a letter doubled ('STAVELEY HHEAD'),
// a row of 'Net premium | IPT | Amount due', and endorsements coded 'E01', 'E07' (one OCR might take for '£').
import { findInsurerBrand } from './insurer-brand';
import { readShortNotice as read, shownAll, valuesOf } from './test-support/short-notice';

const letterhead = (head: string) =>
  findInsurerBrand(
    [
      head,
      'Insurance brokers since 1924',
      'DEBIT NOTE',
      'Policy no.          SH/PCM/7719305',
      'Insurer             Covea Insurance plc',
      'Staveley Head Ltd is authorised and regulated by the Financial Conduct Authority.',
    ].join('\n'),
  );

describe("a listed broker's letterhead OCR garbled, the small print naming it as the firm regulated", () => {
  test("'STAVELEY HHEAD' over the debit note is Staveley Head, asking for a tick", () => {
    expect(letterhead('STAVELEY HHEAD')).toMatchObject({ value: 'Staveley Head', flag: 'check' });
  });

  test('near miss: a letterhead of another name is not taken for the firm the small print names', () => {
    expect(letterhead('HARBOUR & KEEL')?.value).not.toBe('Staveley Head');
  });
});

const debitRow = (due: string) =>
  read(
    [
      'Transaction: Renewal - Private Motor',
      ' Description                                   Net premium              IPT     Amount due',
      ` Private car — comprehensive                        £688.75          £82.65         ${due}`,
      ' Audi A3 Sportback 35 TFSI S line, BK20 VYR',
    ].join('\n'),
  );

describe("a debit note's row under 'Net premium | IPT | Amount due'", () => {
  test('the amount due, the net premium and its tax to the penny, is the renewal price', () => {
    expect(valuesOf(debitRow('£771.40'), 'renewalPremium')).toEqual(['771.40']);
  });

  test('near miss: a third figure the first two do not make is not taken for the price', () => {
    expect(valuesOf(debitRow('£790.00'), 'renewalPremium')).toEqual([undefined]);
  });

  test("near miss: 'Annual premium incl. IPT' is one heading, and the excesses' columns after it ('£250  £250  £500') no tax and sum due", () => {
    const table = read(['Cover                   Annual premium incl. IPT  Compulsory excess  Voluntary excess  Total excess', 'Comprehensive           £826.40               £250          £250           £500'].join('\n'));
    expect(valuesOf(table, 'renewalPremium')).not.toEqual(['500']);
  });
});

const endorsements = (code: string) =>
  read(
    [
      'Total due from client',
      '                                         £771.40',
      `${code} Own damage excess: £350 (compulsory £250 plus voluntary £100), applying to accidental damage, fire and theft`,
      'claims.',
    ].join('\n'),
  );

describe("an endorsement's code starting its line", () => {
  test("'E01 Own damage excess: £350 (compulsory £250 plus voluntary £100)' under a row's figure: the code is no '£', and the line starts the sentence of the three excesses", () => {
    expect(shownAll(endorsements('E01'), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['250', '100', '350']);
  });

  test("a numbered clause ('12 Own damage excess …') starts its sentence too", () => {
    expect(valuesOf(endorsements('12'), 'totalExcess')).toEqual(['350']);
  });

  test("near miss: OCR's 'E' for '£' on a line with no '£' of its own is still the pound sign ('E250 Compulsory excess')", () => {
    expect(valuesOf(read('Your excess\nE250 Compulsory excess, E100 Voluntary excess, E350 in total'), 'compulsoryExcess', 'voluntaryExcess', 'totalExcess')).toEqual(['250', '100', '350']);
  });
});
