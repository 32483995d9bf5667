// Turns one vehicle's facts (dataset entry, age, the policy's dates, and its MOT history when the DVSA API is
// configured) into the texts of the market-trends item (spec §3). Pure: the date is an input.
import { daysBetween, formatGBP, formatUkDate, londonDateOf } from '@renewly/shared-contracts';
import { knownIssueBlock, OTHER_VERSIONS_HEADING, type MarketInsights, type MarketTrends } from '@renewly/shared-contracts/features/market';
import { competitorsOf, type VehicleEntry } from './market-dataset';
import { percent, poundsAt, retainedShare, valueCurve, valueRange, yearlyLoss } from './depreciation';
import { publisherOf } from './publisher';
import { generationStarts, issueIsOtherVersion, priceAppliesTo, priceYear } from './vehicle-generation';
import type { MotHistory } from './mot-history';

export interface TrendFacts {
  make: string;
  model: string;
  motExpiryDate: string | null;
  roadTaxExpiryDate: string | null;
  entry: VehicleEntry | null;
  /** Whole years since first registration, the year of first registration, and where they came from; null when unknown. */
  age: { years: number; year: number; from: 'lookup' | 'plate' } | null;
  /** This vehicle's DVSA MOT history; null when not configured or not found. */
  mot: MotHistory | null;
  now: Date;
}

const AGE_FROM = { lookup: 'from the registration lookup', plate: 'from its plate' };

const ageWords = (years: number) => (years === 0 ? 'under a year old' : years === 1 ? '1 year old' : `${years} years old`);
const profile = (ev: boolean) => (ev ? 'electric' : 'petrol/diesel');
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '2024-08' -> 'August 2024'; '2016-05 (fourth generation)' -> 'May 2016, fourth generation'; '2015 (UK launch)' -> '2015, UK launch'; other wording as the source gave it. */
export function priceDate(asOf: string): string {
  const month = /^(\d{4})-(\d{2})(?:\s*\((.+)\))?$/.exec(asOf);
  const name = month ? MONTHS[Number(month[2]) - 1] : undefined;
  if (month && name) return `${name} ${month[1]}${month[3] ? `, ${month[3]}` : ''}`;
  return asOf.replace(/\s*\((.+)\)$/, ', $1');
}

/** 'from £23,355 (2020, carenthusiast.com)': the price with when it applied and who published it. */
function priceWords(p: NonNullable<VehicleEntry['newPrice']>): string {
  const when = priceDate(p.asOf);
  return `${formatGBP(p.gbp)} (${when}${when.includes(',') ? ';' : ','} ${publisherOf(p.source)})`;
}

/**
 * The model's new price where it applies to this car: read within the car's own generation (or for its own year).
 * Without an age the car's year is unknown: the price is then only quoted, never turned into pounds of value.
 */
function applicablePrice(f: TrendFacts) {
  const price = f.entry?.newPrice ?? null;
  if (!price || !f.age) return { price, otherGeneration: false };
  const year = priceYear(price.asOf);
  const applies = year !== null && priceAppliesTo(f.age.year, year, generationStarts(f.entry!.modelUpdates));
  return applies ? { price, otherGeneration: false } : { price: null, otherGeneration: true };
}

function valueOf(f: TrendFacts) {
  const ev = f.entry?.ev ?? false;
  const { price, otherGeneration } = applicablePrice(f);
  const estimate = price && f.age ? valueRange(price.gbp, f.age.years, ev) : null;
  return { ev, price, estimate, otherGeneration };
}

function currentValue(f: TrendFacts): string {
  const { ev, price, estimate, otherGeneration } = valueOf(f);
  const name = `${f.make} ${f.model}`;
  if (!f.age) {
    const noAge = "No value is estimated: the car's age cannot be read from its plate and no registration lookup is held.";
    if (!f.entry) return `The ${name} is not in our list of models, and ${noAge.charAt(0).toLowerCase()}${noAge.slice(1)}`;
    return price ? `${noAge} New, it cost from ${priceWords(price)}.` : noAge;
  }
  const age = `${ageWords(f.age.years)}, ${AGE_FROM[f.age.from]}`;
  const kept = percent(retainedShare(f.age.years, ev));
  if (price && estimate) {
    return `About ${formatGBP(estimate.low)} to ${formatGBP(estimate.high)}.\nFrom a new price of ${priceWords(price)} and the car's age (${age}); an estimate, not a valuation.`;
  }
  if (!f.entry) {
    return `The ${name} is not in our list of models, so no new price is known: at its age (${age}) a typical petrol or diesel car keeps about ${kept} of its price when new.`;
  }
  if (otherGeneration) {
    // No pounds at all: the recorded price is named by its date only, so no figure of another generation is shown.
    return `No new price is recorded for this car's year (${f.age.year}): the one recorded for the ${name} (${priceDate(f.entry.newPrice!.asOf)}) is for another generation, so no pound figure is given. At its age (${age}) a car like it keeps about ${kept} of its price when new (${profile(ev)} profile).`;
  }
  return `No new price is recorded for the ${name}, so no pound figure is given: at its age (${age}) a car like it keeps about ${kept} of its price when new (${profile(ev)} profile).`;
}

function depreciationRate(f: TrendFacts): string {
  const { ev, price } = valueOf(f);
  const rule = ev
    ? 'Electric cars lost 43.2% on average in their first year (cap hpi, as reported by This is Money).'
    : 'Around 40% can go in the first year and the average car keeps about 40% after three years (the AA).';
  if (!f.age) return rule;
  const loss = yearlyLoss(f.age.years, ev);
  const pounds = price ? ` (about ${formatGBP(Math.round((poundsAt(price.gbp, f.age.years, ev) * loss) / 100) * 100)})` : '';
  return `About ${percent(loss)} of its value${pounds} may go in the coming year at this age; it has kept about ${percent(retainedShare(f.age.years, ev))} of its price when new. ${rule}`;
}

const SEASONAL: Record<string, string> = {
  'Sports car': 'Open and sporty cars are usually sought in spring and summer (Renewly assumption, not a sourced figure).',
  'Large SUV': 'Large 4x4s are usually sought in autumn and winter (Renewly assumption, not a sourced figure).',
  Pickup: 'Pickups and 4x4s are usually sought in autumn and winter (Renewly assumption, not a sourced figure).',
};

function bestSellingMonths(f: TrendFacts): string {
  const plate =
    'March and September: new plates arrive on 1 March and 1 September, the months of peak new-car sales, which move used-car supply and prices (part-exchanges arrive then).';
  const seasonal = f.entry ? SEASONAL[f.entry.segment] : undefined;
  return seasonal ? `${plate} ${seasonal}` : plate;
}

function marketAnalysis(f: TrendFacts): string {
  if (!f.entry) {
    return `The ${f.make} ${f.model} is not in our list of models, so no segment or similar models are given.`;
  }
  const ev = f.entry.ev
    ? ' Electric: in Q1 2024 EV values at 3 years / 60,000 miles fell 3.8% while petrol rose 3.6% and diesel 2.6% (cap hpi, as reported by This is Money).'
    : '';
  return `Segment: ${f.entry.segment}${f.entry.ev ? ', sold as an electric car only' : ''}.${ev} Many cars lose 50% or more in a couple of years, and the 20% VAT in a new car's price is gone at handover (Parkers).`;
}

function dueLine(what: string, date: string | null, today: string): string {
  if (!date) return `${what}: no date recorded on the policy.`;
  const days = daysBetween(today, date);
  if (days < 0) return `${what}: expired on ${formatUkDate(date)} (${-days} days ago).`;
  if (days <= 30) return `${what}: due on ${formatUkDate(date)}, in ${days} days.`;
  return `${what}: due on ${formatUkDate(date)} (in ${days} days).`;
}

function maintenanceAlerts(f: TrendFacts): string {
  const today = londonDateOf(f.now);
  const lines = [dueLine('MOT', f.motExpiryDate, today), dueLine('Road tax', f.roadTaxExpiryDate, today)];
  if (f.age && f.age.years < 3) lines.push('A car needs its first MOT by its third anniversary of registration.');
  if (f.mot) {
    const last = f.mot.lastTest;
    if (last) {
      lines.push(
        `Last MOT (DVSA): ${last.result} on ${formatUkDate(last.date)}, ${last.advisories} advisories, ${last.failures} failures.`,
      );
    }
    if (f.mot.mileage.length >= 2) {
      const first = f.mot.mileage[0]!;
      const latest = f.mot.mileage[f.mot.mileage.length - 1]!;
      lines.push(`Mileage at MOT (DVSA): ${first.value.toLocaleString('en-GB')} ${first.unit} in ${first.date.slice(0, 4)}, ${latest.value.toLocaleString('en-GB')} ${latest.unit} in ${latest.date.slice(0, 4)}.`);
    }
    lines.push('Source: the policy\'s dates and this vehicle\'s MOT history (DVSA MOT History API).');
  } else {
    lines.push("Source: the policy's dates; no DVSA MOT history is shown (not configured, or no answer for this car).");
  }
  return lines.join('\n');
}

/**
 * The car's own first: an issue whose 'applies to' rules out the car's year (another generation, or years outside its
 * range) is marked `otherVersion` and comes after, each group in the source's order. Without the car's year none is.
 */
function sourcedIssues(f: TrendFacts) {
  const updates = f.entry?.modelUpdates ?? [];
  const issues = (f.entry?.knownIssues ?? []).map((i) => ({
    summary: i.summary,
    applies: i.applies,
    source: i.source,
    publisher: publisherOf(i.source),
    read: i.read,
    otherVersion: f.age !== null && issueIsOtherVersion(i.applies, f.age.year, updates),
  }));
  return [...issues.filter((i) => !i.otherVersion), ...issues.filter((i) => i.otherVersion)];
}

/** Newest first; updates of one year keep the source's order. */
function sourcedUpdates(f: TrendFacts) {
  return [...(f.entry?.modelUpdates ?? [])]
    .sort((a, b) => b.year - a.year)
    .map((u) => ({ year: u.year, summary: u.summary, source: u.source, publisher: publisherOf(u.source), read: u.read }));
}

function knownIssues(f: TrendFacts): string {
  const issues = sourcedIssues(f);
  const blocks = issues.filter((i) => !i.otherVersion).map(knownIssueBlock);
  const others = issues.filter((i) => i.otherVersion).map(knownIssueBlock);
  const sourced = blocks.length > 0;
  if (f.mot) {
    if (f.mot.outstandingRecall === 'Yes') blocks.push('Outstanding recall (DVSA): yes. Check it on GOV.UK and contact a dealer.');
    else blocks.push(`Outstanding recall (DVSA): ${f.mot.outstandingRecall}.`);
    if (f.mot.lastTest && f.mot.lastTest.defects.length > 0) {
      blocks.push(`At the last MOT (DVSA, ${formatUkDate(f.mot.lastTest.date)}):\n${f.mot.lastTest.defects.map((d) => `- ${d}`).join('\n')}`);
    }
  }
  if (!sourced && others.length > 0) blocks.push(`No model-specific issue is recorded for this version of the ${f.make} ${f.model}.`);
  else if (!sourced) blocks.push(`No model-specific issue is recorded for the ${f.make} ${f.model}.`);
  if (others.length > 0) blocks.push(OTHER_VERSIONS_HEADING, ...others);
  blocks.push(
    'Recalls: GOV.UK check-vehicle-recall and DVSA\'s recalls database list every UK recall by make, model and build dates.',
    "Reliability: the What Car? Reliability Survey, the Which? car survey, the Warrantywise Reliability Index and HonestJohn's model guides. A car's own MOT history (with outstanding recalls since August 2023) is on GOV.UK.",
  );
  return blocks.join('\n\n');
}

function newModelUpdates(f: TrendFacts): string {
  const updates = sourcedUpdates(f);
  if (updates.length === 0) {
    return `No model updates are recorded for the ${f.make} ${f.model}. The sources below carry model news, reviews and values.`;
  }
  return updates.map((u) => `${u.year}: ${u.summary} (Source: ${u.publisher})`).join('\n');
}

function insights(f: TrendFacts): MarketInsights {
  const { ev, price, estimate } = valueOf(f);
  return {
    ageYears: f.age?.years ?? null,
    ev,
    known: f.entry !== null,
    newPrice: price ? { gbp: price.gbp, asOf: priceDate(price.asOf), source: price.source, publisher: publisherOf(price.source), read: price.read } : null,
    estimate,
    curve: valueCurve(price?.gbp ?? null, ev, f.age?.years ?? null),
    knownIssues: sourcedIssues(f),
    modelUpdates: sourcedUpdates(f),
  };
}

export function computeTrends(f: TrendFacts): MarketTrends {
  return {
    lastUpdated: f.now.toISOString(),
    currentValue: currentValue(f),
    depreciationRate: depreciationRate(f),
    bestSellingMonths: bestSellingMonths(f),
    marketAnalysis: marketAnalysis(f),
    maintenanceAlerts: maintenanceAlerts(f),
    knownIssues: knownIssues(f),
    competitorModels: f.entry ? competitorsOf(f.entry).join(', ') : '',
    newModelUpdates: newModelUpdates(f),
    insights: insights(f),
  };
}
