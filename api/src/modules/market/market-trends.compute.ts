// Turns one vehicle's facts (dataset entry, age, the policy's dates, and its MOT history when the DVSA API is
// configured) into the texts of the market-trends item (spec §3). Pure: the date is an input.
import { daysBetween, formatUkDate, londonDateOf } from '@renewly/shared-contracts';
import { type MarketTrends } from '@renewly/shared-contracts/features/market';
import type { VehicleEntry } from './data/vehicles.v1';
import { DATASET_VERSION } from './data/vehicles.v1';
import { competitorsOf } from './market-dataset';
import { percent, retainedShare, yearlyLoss } from './depreciation';
import type { MotHistory } from './mot-history';

export interface TrendFacts {
  make: string;
  model: string;
  motExpiryDate: string | null;
  roadTaxExpiryDate: string | null;
  entry: VehicleEntry | null;
  /** Whole years since first registration, and where that came from; null when unknown. */
  age: { years: number; from: 'lookup' | 'plate' } | null;
  /** This vehicle's DVSA MOT history; null when not configured or not found. */
  mot: MotHistory | null;
  now: Date;
}

const AGE_FROM = { lookup: 'year of manufacture from the registration lookup', plate: "the plate's age identifier" };

function currentValue(f: TrendFacts): string {
  if (!f.age) return 'Unknown: the age of this car cannot be read from its plate and no registration lookup is held.';
  const ev = f.entry?.ev ?? false;
  return `About ${percent(retainedShare(f.age.years, ev))} of its price when new (${f.age.years} years old, from ${AGE_FROM[f.age.from]}; ${ev ? 'electric' : 'petrol/diesel'} profile). The dataset holds no new price, so no pound figure is given.`;
}

function depreciationRate(f: TrendFacts): string {
  const ev = f.entry?.ev ?? false;
  const rule = ev
    ? 'Electric cars lost 43.2% on average in their first year (cap hpi, as reported by This is Money).'
    : 'Around 40% can go in the first year and the average car keeps about 40% after three years (the AA).';
  if (!f.age) return rule;
  return `About ${percent(yearlyLoss(f.age.years, ev))} of its value in the coming year at this age. ${rule}`;
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
    return `The ${f.make} ${f.model} is not in the Renewly dataset (${DATASET_VERSION}), so no segment or similar models are given.`;
  }
  const ev = f.entry.ev
    ? ' Electric: in Q1 2024 EV values at 3 years / 60,000 miles fell 3.8% while petrol rose 3.6% and diesel 2.6% (cap hpi, as reported by This is Money).'
    : '';
  return `${f.entry.segment} (${DATASET_VERSION}, ${f.entry.checked}).${ev} Many cars lose 50% or more in a couple of years, and the 20% VAT in a new car's price is gone at handover (Parkers).`;
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
    lines.push(`Source: the policy's dates and the Renewly dataset (${DATASET_VERSION}); no DVSA MOT history is shown (not configured, or no answer for this car).`);
  }
  return lines.join('\n');
}

function knownIssues(f: TrendFacts): string {
  const blocks: string[] = [];
  if (f.mot) {
    if (f.mot.outstandingRecall === 'Yes') blocks.push('Outstanding recall (DVSA): yes. Check it on GOV.UK and contact a dealer.');
    else blocks.push(`Outstanding recall (DVSA): ${f.mot.outstandingRecall}.`);
    if (f.mot.lastTest && f.mot.lastTest.defects.length > 0) {
      blocks.push(`At the last MOT (DVSA, ${formatUkDate(f.mot.lastTest.date)}):\n${f.mot.lastTest.defects.map((d) => `- ${d}`).join('\n')}`);
    }
  }
  blocks.push(
    `No model-specific known issues are recorded for the ${f.make} ${f.model} in the Renewly dataset (${DATASET_VERSION}): none could be sourced and checked when it was written.`,
    'Recalls: GOV.UK check-vehicle-recall and DVSA\'s recalls database list every UK recall by make, model and build dates.',
    "Reliability: the What Car? Reliability Survey, the Which? car survey, the Warrantywise Reliability Index and HonestJohn's model guides. A car's own MOT history (with outstanding recalls since August 2023) is on GOV.UK.",
  );
  return blocks.join('\n\n');
}

function newModelUpdates(f: TrendFacts): string {
  return `The Renewly dataset (${DATASET_VERSION}) records no sourced model updates for the ${f.make} ${f.model}. The sources below carry model news, reviews and values.`;
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
  };
}
