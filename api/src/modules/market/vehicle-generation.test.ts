import { findVehicle } from './market-dataset';
import {
  appliesSpans,
  generationNumber,
  generationSpan,
  generationStarts,
  issueIsOtherVersion,
  priceAppliesTo,
  priceYear,
  startsGeneration,
} from './vehicle-generation';

const u = (year: number, summary: string) => ({ year, summary });
// The RAV4's updates as the facts word them: a generation start, a facelift, the next generation.
const RAV4 = [
  u(2012, 'Fourth-generation RAV4 introduced.'),
  u(2016, 'Facelift added a 2.5 petrol-electric hybrid (front- or four-wheel drive) plus a new 2.0 diesel.'),
  u(2019, 'Fifth generation on the TNGA-K platform went on UK sale at the start of 2019, hybrid-only in the UK.'),
];

describe('which updates start a generation', () => {
  it.each([
    ['Fourth-generation RAV4 introduced.', true],
    ['Eighth-generation Golf arrived in the UK on an updated version of the Mk7\'s platform with reworked engines.', true],
    ['Fifth-generation Sportage added hybrid and plug-in hybrid versions on the Hyundai Tucson\'s platform.', true],
    ['Second-generation Kuga launched, with production moved from Germany to Spain.', true],
    ['All-new Defender went on UK sale in early 2020.', true],
    ['New A6 generation on the road, borrowing its twin-screen interior from the A7 and A8.', true],
    ['Sixth-generation 5 Series launched (later given a mid-life refresh with more engines).', true],
    ['Facelift added a 2.5 petrol-electric hybrid plus a new 2.0 diesel.', false],
    ['Second-generation X5 updated with cleaner, more powerful diesels.', false],
    ['Third-generation Octavia got a mid-life facelift with split headlights.', false],
    ['Updated eighth-generation Hilux gained a larger 2.8 diesel.', false],
    ['Update introduced the fifth-generation hybrid system (140hp 1.8, 196hp 2.0).', false],
    ['New 1.0 FireFly mild-hybrid petrol introduced, set to replace the old 1.2.', false],
    ['A quieter 1.6 CDTi diesel replaced the 1.7.', false],
  ])('%s -> %s', (summary, starts) => {
    expect(startsGeneration(u(2020, summary), false)).toBe(starts);
  });

  it('counts a first launch only when it is the earliest update recorded', () => {
    const launch = u(2016, 'Q2 small SUV launched below the Q3.');
    expect(startsGeneration(launch, true)).toBe(true);
    expect(startsGeneration(launch, false)).toBe(false);
  });

  it('lists the start years once, oldest first, and none without updates', () => {
    expect(generationStarts(RAV4)).toEqual([2012, 2019]);
    expect(generationStarts([u(2020, 'Eighth-generation Golf arrived.'), u(2020, 'Electric e-Golf production ended in December 2020.')])).toEqual([2020]);
    expect(generationStarts([])).toEqual([]);
  });

  it('reads generation numbers', () => {
    expect(generationNumber('Fourth-generation RAV4')).toBe(4);
    expect(generationNumber('Mk8 built up to June 2020')).toBe(8);
    expect(generationNumber('second generation, 2002-2009')).toBe(2);
    expect(generationNumber('LS 500h')).toBeNull();
  });
});

describe('generationSpan', () => {
  it('runs from a start to the year before the next start, the last one open', () => {
    expect(generationSpan(2012, [2012, 2019])).toEqual({ from: 2012, to: 2018 });
    expect(generationSpan(2018, [2012, 2019])).toEqual({ from: 2012, to: 2018 });
    expect(generationSpan(2019, [2012, 2019])).toEqual({ from: 2019, to: null });
    expect(generationSpan(2011, [2012, 2019])).toEqual({ from: null, to: 2011 });
    expect(generationSpan(2011, [])).toEqual({ from: null, to: null });
  });
});

describe('priceAppliesTo (a new price is used only within its generation)', () => {
  const starts = generationStarts(RAV4);
  it('uses a price for a car of its generation, up to the edge years at its start and end', () => {
    expect(priceAppliesTo(2012, 2016, starts)).toBe(true); // the generation's first year
    expect(priceAppliesTo(2016, 2016, starts)).toBe(true);
    expect(priceAppliesTo(2018, 2016, starts)).toBe(true); // its last year
  });

  it('refuses it for a car of another generation, either side', () => {
    expect(priceAppliesTo(2019, 2016, starts)).toBe(false); // the next generation's first year
    expect(priceAppliesTo(2023, 2016, starts)).toBe(false); // the issue's 2023 RAV4
    expect(priceAppliesTo(2011, 2016, starts)).toBe(false); // before the first recorded generation
    // A 2019 Golf from the 2020 Mk8 price: the Mk8 starts in 2020.
    expect(priceAppliesTo(2019, 2020, [2020])).toBe(false);
    expect(priceAppliesTo(2020, 2020, [2020])).toBe(true);
    expect(priceAppliesTo(2024, 2020, [2020])).toBe(true);
  });

  it('with no generation data, uses a price only for a car of the price\'s own year', () => {
    expect(priceAppliesTo(2021, 2021, [])).toBe(true);
    expect(priceAppliesTo(2022, 2021, [])).toBe(false);
    expect(priceAppliesTo(2020, 2021, [])).toBe(false);
  });

  it('with a price from before the first recorded generation, only for a car of that year', () => {
    expect(priceAppliesTo(2006, 2006, [2015])).toBe(true);
    expect(priceAppliesTo(2008, 2006, [2015])).toBe(false);
  });

  it('reads the year of a price from the start of its asOf', () => {
    expect(priceYear('2016-05 (fourth generation)')).toBe(2016);
    expect(priceYear('2017-18 (sixth-generation launch)')).toBe(2017);
    expect(priceYear('2020')).toBe(2020);
    expect(priceYear('undated')).toBeNull();
  });

  it('holds for the dataset: the RAV4 and Golf of the issue', () => {
    const rav4 = findVehicle('Toyota', 'RAV4')!;
    const golf = findVehicle('Volkswagen', 'Golf')!;
    expect(priceAppliesTo(2023, priceYear(rav4.newPrice!.asOf)!, generationStarts(rav4.modelUpdates))).toBe(false);
    expect(priceAppliesTo(2015, priceYear(rav4.newPrice!.asOf)!, generationStarts(rav4.modelUpdates))).toBe(true);
    expect(priceAppliesTo(2019, priceYear(golf.newPrice!.asOf)!, generationStarts(golf.modelUpdates))).toBe(false);
    expect(priceAppliesTo(2021, priceYear(golf.newPrice!.asOf)!, generationStarts(golf.modelUpdates))).toBe(true);
  });
});

describe('issueIsOtherVersion (what a known issue applies to)', () => {
  const updates = [u(2008, 'Kuga reached UK showrooms in June 2008.'), u(2012, 'Second-generation Kuga launched.'), u(2019, 'Third-generation Kuga launched.')];
  it('reads ranges, including their edge years', () => {
    expect(issueIsOtherVersion('2008-2013 AWD', 2008, updates)).toBe(false);
    expect(issueIsOtherVersion('2008-2013 AWD', 2013, updates)).toBe(false);
    expect(issueIsOtherVersion('2008-2013 AWD', 2014, updates)).toBe(true);
    expect(issueIsOtherVersion('first-generation 208, 2012-13', 2013, [])).toBe(false);
    expect(issueIsOtherVersion('first-generation 208, 2012-13', 2014, [])).toBe(true);
    expect(issueIsOtherVersion('2020-on hybrid (owner review)', 2019, [])).toBe(true);
    expect(issueIsOtherVersion('2020-on hybrid (owner review)', 2024, [])).toBe(false);
    expect(issueIsOtherVersion('Corsa registered from February 2014', 2013, [])).toBe(true);
    expect(issueIsOtherVersion('Original 1990s Frontera only', 2005, [])).toBe(true);
    expect(issueIsOtherVersion('cars built before the 2006 mid-life update', 2005, [])).toBe(false);
  });

  it('reads a test car\'s year as its generation', () => {
    expect(issueIsOtherVersion('2016 long-term test car', 2012, updates)).toBe(false);
    expect(issueIsOtherVersion('2016 long-term test car', 2018, updates)).toBe(false);
    expect(issueIsOtherVersion('2016 long-term test car', 2019, updates)).toBe(true);
    expect(issueIsOtherVersion('56-plate long-term test car', 2011, updates)).toBe(true);
  });

  it('reads numbered generations through the updates that number them', () => {
    expect(issueIsOtherVersion('second-generation 2.0 TDCi', 2015, updates)).toBe(false);
    expect(issueIsOtherVersion('second-generation 2.0 TDCi', 2020, updates)).toBe(true);
    expect(issueIsOtherVersion('first-generation Evoque', 2017, [u(2019, 'Second-generation Evoque on sale.')])).toBe(false);
    expect(issueIsOtherVersion('first-generation Evoque', 2020, [u(2019, 'Second-generation Evoque on sale.')])).toBe(true);
    expect(issueIsOtherVersion('latest generation (CMF platform)', 2020, [u(2021, 'All-new Sandero moved onto CMF.')])).toBe(true);
  });

  it('keeps with every car an issue whose text names no years, or a year no generation data can place', () => {
    expect(issueIsOtherVersion('automatic versions', 2001, updates)).toBe(false);
    expect(issueIsOtherVersion('first-generation X1 (diesel-only range)', 2022, [])).toBe(false);
    expect(issueIsOtherVersion('2022 long-term test car', 2024, [])).toBe(false);
    expect(appliesSpans('all versions', [], [])).toEqual([]);
  });
});
