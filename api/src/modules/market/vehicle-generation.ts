// Which generation of a model a year belongs to, read from the dataset's sourced facts (pure, no dates of its own):
// - a model update starts a generation when its summary says so ('Fourth-generation RAV4 introduced', 'All-new ...',
//   'Mk8 ...'), or when it is the model's first recorded launch; facelifts, updates, added versions and ends do not;
// - a generation runs from its start year to the year before the next recorded start (the last one runs on);
// - years before the first recorded start belong to no known generation.
// Used for two rules: a new price is used only for a car of its own generation (or of the price's own year), and a
// known issue is set apart when what it applies to cannot be the car's year.

export interface UpdateFact {
  year: number;
  summary: string;
}

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth'];
const ORDINAL = `(${ORDINALS.join('|')})`;

/** 'Fourth-generation', 'Mk8', 'Mk 2': the generation's number, or null. */
export function generationNumber(text: string): number | null {
  const word = new RegExp(`\\b${ORDINAL}[- ]generation\\b`, 'i').exec(text);
  if (word) return ORDINALS.indexOf(word[1]!.toLowerCase()) + 1;
  const mark = /\bMk ?(\d{1,2})\b/i.exec(text);
  return mark ? Number(mark[1]) : null;
}

/** A summary that opens with its generation: 'Fourth-generation RAV4 introduced', 'All-new Defender went on sale'. */
const OPENS_WITH_GENERATION = new RegExp(`^(?:(?:an?|the)\\s+)?(?:(?:${ORDINALS.join('|')}|new|next|final|current)[- ]generation|all-new)\\b`, 'i');
/** ...unless the words that follow (up to the first punctuation, at most four) say it was only changed. */
const ONLY_CHANGED = /\b(updated|got|production|facelifted|refreshed|revised|given|tweaked)\b/i;
/** Words that make an update something other than a new generation (read outside brackets: '(later given a refresh)'). */
const NOT_A_START =
  /\b(facelift(ed)?|refresh(ed)?|update[sd]?|updating|revised|revisions?|revamp|makeover|tweaked|added|joined|dropped|ended|finished|discontinued|phased out|previewed|concept|production moved|simplified|upgraded|replaced by|succeeded by|gained|(diesel|petrol|engine) replaced)\b|\bgot a\b/i;
/** Words that say a new generation (or a new car under an old name) began. */
const SAYS_NEW_GENERATION =
  /\b((first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|new|next|final)[- ]generation|all-new|totally revamped|reborn|reinvented|revived|name returned|returned as|replaced the|replacing|in place of|took over from|taking over from|succeeding)\b|\bMk ?\d/i;
/** 'New A6 generation on the road', 'A new, more stylish Megane arrived' (not 'New 1.0 FireFly petrol introduced'). */
const OPENS_WITH_NEW = /^(?:(?:an?|the)\s+)?(new|renewed)\b(?![- ]?\d)/i;
/** Words of a first launch (counted only for the model's earliest recorded update). */
const SAYS_LAUNCHED = /\b(opened for (UK )?orders|launched|introduced|went on (UK )?sale|on (UK )?sale|arrived|reached|entered|first appeared|appeared|debut|went into production|entered production)\b/i;

/** Whether one update starts a generation; `earliest`: it is the model's first recorded update. */
export function startsGeneration(update: UpdateFact, earliest: boolean): boolean {
  const opening = OPENS_WITH_GENERATION.exec(update.summary);
  if (opening) {
    const next = update.summary.slice(opening[0].length).split(/[,;:(]/)[0]!.trim().split(/\s+/).slice(0, 4).join(' ');
    return !ONLY_CHANGED.test(next);
  }
  const text = update.summary.replace(/\([^)]*\)/g, '');
  if (NOT_A_START.test(text)) return false;
  if (SAYS_NEW_GENERATION.test(text) || OPENS_WITH_NEW.test(text)) return true;
  return earliest && SAYS_LAUNCHED.test(text);
}

/** The years generations start in, oldest first (no duplicates); empty when the facts record none. */
export function generationStarts(updates: readonly UpdateFact[]): number[] {
  if (updates.length === 0) return [];
  const first = Math.min(...updates.map((u) => u.year));
  const years = updates.filter((u) => startsGeneration(u, u.year === first)).map((u) => u.year);
  return [...new Set(years)].sort((a, b) => a - b);
}

/** A span of years, both ends included; null: open (before the first known start, or the last generation). */
export interface YearSpan {
  from: number | null;
  to: number | null;
}

/** The generation `year` belongs to: from its start to the year before the next; before the first, no known start. */
export function generationSpan(year: number, starts: readonly number[]): YearSpan {
  const from = [...starts].reverse().find((s) => s <= year) ?? null;
  const next = starts.find((s) => s > year);
  return { from, to: next === undefined ? null : next - 1 };
}

export const inSpan = (year: number, span: YearSpan) => (span.from === null || year >= span.from) && (span.to === null || year <= span.to);

/**
 * Whether a new price read for `priceYear` applies to a car of `carYear`: the same year, or both within one known
 * generation. A car with no generation data, or before the first known one, gets a price of its own year only.
 */
export function priceAppliesTo(carYear: number, priceYear: number, starts: readonly number[]): boolean {
  if (carYear === priceYear) return true;
  const span = generationSpan(priceYear, starts);
  return span.from !== null && inSpan(carYear, span);
}

/** The year a price applies to, from its `asOf' ('2016-05 (fourth generation)', '2017-18 (...)': 2016, 2017). */
export function priceYear(asOf: string): number | null {
  const m = /^(\d{4})/.exec(asOf.trim());
  return m ? Number(m[1]) : null;
}

const fullYear = (y: string, century: number) => (y.length === 2 ? century + Number(y) : Number(y));

/** Years a plate's age identifier stands for ('05-plate': 2005, '56-plate': 2006, '65-plate': 2015). */
function plateYear(id: number): number | null {
  if (id >= 51 && id <= 99) return 2000 + id - 50;
  if (id >= 2 && id <= 49) return 2000 + id;
  return null;
}

/**
 * The years a known issue's 'applies to' text names, as spans: ranges ('2008-2013', '2012-13', '2020-on',
 * 'from 2019', '1990s'), generations ('first-generation', 'Mk2', 'latest generation') and single years of a test
 * car ('2018 test car', '56-plate'), each of which stands for its generation. Spans a text cannot be pinned to are left
 * out, so an empty list means the text names no years.
 */
export function appliesSpans(applies: string, starts: readonly number[], updates: readonly UpdateFact[]): YearSpan[] {
  const spans: YearSpan[] = [];
  let rest = applies;
  const take = (re: RegExp, f: (m: RegExpExecArray) => YearSpan | null) => {
    rest = rest.replace(re, (...args: unknown[]) => {
      const m = args.slice(0, -2) as unknown as RegExpExecArray;
      const span = f(m);
      if (span) spans.push(span);
      return ' ';
    });
  };
  take(/\b((?:19|20)\d{2})\s*[-–]\s*((?:19|20)?\d{2})\b(?!\s*[-–]?\s*on\b)/g, (m) => {
    const from = Number(m[1]);
    const to = fullYear(m[2]!, Math.floor(from / 100) * 100);
    return to >= from ? { from, to } : null;
  });
  take(/\b((?:19|20)\d{2})[- ]on\b/gi, (m) => ({ from: Number(m[1]), to: null }));
  take(/\b(?:from|since|up to|until|before)\s+(?:the\s+)?(?:[A-Z][a-z]+\s+)?((?:19|20)\d{2})\b/g, (m) => {
    const y = Number(m[1]);
    return /^(up to|until)/i.test(m[0]) ? { from: null, to: y } : /^before/i.test(m[0]) ? { from: null, to: y - 1 } : { from: y, to: null };
  });
  take(/\b((?:19|20)\d)0s\b/g, (m) => ({ from: Number(m[1]) * 10, to: Number(m[1]) * 10 + 9 }));
  take(/\b(\d{2})-plate\b/g, (m) => {
    const y = plateYear(Number(m[1]));
    return y === null ? null : generationSpan(y, starts);
  });
  take(/\b((?:19|20)\d{2})\b/g, (m) => generationSpan(Number(m[1]), starts));
  const numbered = generationNumber(applies);
  if (numbered !== null) {
    const span = numberedGenerationSpan(numbered, updates, starts);
    if (span) spans.push(span);
  } else if (/\b(latest|new|current)[- ]generation\b/i.test(applies) && starts.length > 0) {
    spans.push({ from: starts[starts.length - 1]!, to: null });
  } else if (/\b(earlier|previous|older)[- ]generation\b/i.test(applies) && starts.length > 0) {
    spans.push({ from: null, to: starts[starts.length - 1]! - 1 });
  }
  // A span that says nothing (open at both ends) pins nothing.
  return spans.filter((s) => s.from !== null || s.to !== null);
}

/**
 * The years of generation `n` where the updates number generations ('Second-generation Duster', 2018): that start to
 * the next; for a generation before the first numbered one, the years before it; null when nothing pins it.
 */
function numberedGenerationSpan(n: number, updates: readonly UpdateFact[], starts: readonly number[]): YearSpan | null {
  const numbered = updates
    .filter((u) => starts.includes(u.year))
    .map((u) => ({ n: generationNumber(u.summary), year: u.year }))
    .filter((u): u is { n: number; year: number } => u.n !== null);
  const same = numbered.find((u) => u.n === n);
  if (same) return generationSpan(same.year, starts);
  const later = numbered.filter((u) => u.n > n).sort((a, b) => a.year - b.year)[0];
  if (later) return { from: null, to: later.year - 1 };
  const earlier = numbered.filter((u) => u.n < n).sort((a, b) => b.year - a.year)[0];
  if (earlier) {
    const next = starts.find((s) => s > earlier.year);
    return next === undefined ? null : { from: next, to: null };
  }
  return null;
}

/**
 * Whether a known issue is about another version of the model than a car of `carYear`: some year its text names
 * (directly or through a generation) rules the car's year out. A text that names no years applies to every car.
 */
export function issueIsOtherVersion(applies: string, carYear: number, updates: readonly UpdateFact[]): boolean {
  const starts = generationStarts(updates);
  return appliesSpans(applies, starts, updates).some((span) => !inSpan(carYear, span));
}
