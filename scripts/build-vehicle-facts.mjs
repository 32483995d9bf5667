// Writes the market dataset's second version, api/src/modules/market/data/vehicles.v2.ts, from
//   - the segment and electric-only classification of every form model (api/src/modules/market/data/vehicles.v1.ts),
//   - the sourced facts gathered per make in ../shared/data/vehicle-facts/<make>.json (every file present there):
//     a new price with the year it applies to, known issues with what they apply to, model updates with their year,
//     each with the address it was read at (`source`) and the date it was read (`read`).
// Makes without a file keep no facts (the page says so). A fact without an http(s) address, a date or a positive
// whole-pound price stops the script with a list of what is wrong; a model the form does not hold is reported and
// left out (it has no segment to carry over).
//
//   npm run market:facts                          reads ../shared/data/vehicle-facts/
//   npm run market:facts -- --from <folder>       reads another folder
//   npm run market:facts -- --check               fails when the committed module differs from what would be written
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const fromArg = args.indexOf('--from');
const factsDir = fromArg >= 0 ? path.resolve(args[fromArg + 1]) : path.resolve(root, '../shared/data/vehicle-facts');
const v1Path = path.join(root, 'api/src/modules/market/data/vehicles.v1.ts');
const outPath = path.join(root, 'api/src/modules/market/data/vehicles.v2.ts');

/** vehicles.v1.ts evaluated (TypeScript 5's transpiler, a devDependency of the repo). */
function loadV1() {
  const ts = require('typescript');
  const { outputText } = ts.transpileModule(fs.readFileSync(v1Path, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: {} };
  new Function('module', 'exports', 'require', outputText)(module, module.exports, require);
  return module.exports.VEHICLES_V1;
}

const key = (make, model) => `${make.trim().toLowerCase()}|${model.trim().toLowerCase()}`;
const problems = [];
const isDate = (s) => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(Date.parse(s));
function isWebAddress(s) {
  if (typeof s !== 'string') return false;
  try {
    const url = new URL(s);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}
const text = (s) => (typeof s === 'string' ? s.trim() : '');

function sourced(where, fact) {
  if (!isWebAddress(fact?.source)) problems.push(`${where}: source is not an http(s) address (${JSON.stringify(fact?.source)})`);
  if (!isDate(fact?.read)) problems.push(`${where}: read is not a YYYY-MM-DD date (${JSON.stringify(fact?.read)})`);
  return { source: text(fact?.source), read: text(fact?.read) };
}

function readFacts() {
  if (!fs.existsSync(factsDir)) {
    console.error(`No facts folder at ${factsDir}: nothing to read.`);
    process.exit(1);
  }
  const files = fs.readdirSync(factsDir).filter((f) => f.endsWith('.json')).sort();
  const byModel = new Map();
  for (const file of files) {
    const models = JSON.parse(fs.readFileSync(path.join(factsDir, file), 'utf8'));
    if (!Array.isArray(models)) {
      problems.push(`${file}: not a list of models`);
      continue;
    }
    for (const m of models) {
      const where = `${file}: ${m.make} ${m.model}`;
      const entry = { newPrice: null, knownIssues: [], modelUpdates: [] };
      if (m.newPrice) {
        const price = m.newPrice.fromGBP;
        if (!Number.isInteger(price) || price <= 0) problems.push(`${where}: newPrice.fromGBP is not a positive whole number of pounds`);
        if (!text(m.newPrice.asOf)) problems.push(`${where}: newPrice.asOf is missing`);
        entry.newPrice = { gbp: price, asOf: text(m.newPrice.asOf), ...sourced(`${where} newPrice`, m.newPrice) };
      }
      for (const [i, issue] of (m.knownIssues ?? []).entries()) {
        if (!text(issue.summary)) problems.push(`${where} knownIssues[${i}]: summary is missing`);
        entry.knownIssues.push({ summary: text(issue.summary), applies: text(issue.applies), ...sourced(`${where} knownIssues[${i}]`, issue) });
      }
      for (const [i, update] of (m.modelUpdates ?? []).entries()) {
        if (!Number.isInteger(update.year)) problems.push(`${where} modelUpdates[${i}]: year is not a whole number`);
        if (!text(update.summary)) problems.push(`${where} modelUpdates[${i}]: summary is missing`);
        entry.modelUpdates.push({ year: update.year, summary: text(update.summary), ...sourced(`${where} modelUpdates[${i}]`, update) });
      }
      if (byModel.has(key(m.make, m.model))) problems.push(`${where}: listed twice`);
      byModel.set(key(m.make, m.model), { file, make: m.make, model: m.model, ...entry });
    }
  }
  return { files, byModel };
}

const v1 = loadV1();
const { files, byModel } = readFacts();
const formKeys = new Set(v1.map((v) => key(v.make, v.model)));
const outside = [...byModel.values()].filter((f) => !formKeys.has(key(f.make, f.model)));
for (const f of outside) console.warn(`Left out: ${f.make} ${f.model} (${f.file}) is not a model of the policy form.`);
if (problems.length > 0) {
  console.error(`The facts have ${problems.length} problem(s); nothing written:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}

const rows = v1.map((v) => {
  const facts = byModel.get(key(v.make, v.model));
  return {
    make: v.make,
    model: v.model,
    segment: v.segment,
    ev: v.ev,
    newPrice: facts?.newPrice ?? null,
    knownIssues: facts?.knownIssues ?? [],
    modelUpdates: facts?.modelUpdates ?? [],
  };
});

// The version names its facts: any change to them gives another, so every stored vehicle is computed again.
const factsHash = createHash('sha256').update(JSON.stringify(rows)).digest('hex').slice(0, 12);
const count = (pick) => rows.filter(pick).length;
const summary = `${rows.length} models; from ${files.length} make file(s): ${count((r) => r.newPrice)} new prices, ${count((r) => r.knownIssues.length > 0)} models with known issues, ${count((r) => r.modelUpdates.length > 0)} with model updates`;
const body = `// GENERATED by scripts/build-vehicle-facts.mjs (npm run market:facts): do not edit by hand. To change a fact, edit
// its make's file in ../shared/data/vehicle-facts/ and run the script again; to change a segment or the electric-only
// flag, edit vehicles.v1.ts (the classification this version carries over) and run it again.
//
// The market dataset, version 2: every model of the policy form with its segment and electric-only flag (from
// vehicles.v1.ts) and the facts gathered from public pages, each with the address it was read at and the date:
// - newPrice: the lowest new price found (whole pounds) and the year or month it applies to (\`asOf\`, as the page says);
// - knownIssues: what was reported and which cars it applies to;
// - modelUpdates: launches, generations and facelifts by year.
// null or empty where no source stated it. Read from: ${files.join(', ')}. ${summary}.
import type { Segment } from './vehicles.v1';

export const DATASET_VERSION = 'vehicles.v2-${factsHash}';

export interface SourcedFact {
  /** The address the fact was read at (http or https, as the page was found). */
  source: string;
  /** The date it was read, YYYY-MM-DD. */
  read: string;
}
export interface NewPrice extends SourcedFact {
  /** Whole pounds. */
  gbp: number;
  /** The year (or month) the price applies to, in the source's words. */
  asOf: string;
}
export interface KnownIssue extends SourcedFact {
  summary: string;
  /** Which cars it applies to ('' when the source did not say). */
  applies: string;
}
export interface ModelUpdate extends SourcedFact {
  year: number;
  summary: string;
}
export interface VehicleEntry {
  make: string;
  model: string;
  segment: Segment;
  /** Sold in the UK only as a battery-electric car (selects the electric depreciation profile). */
  ev: boolean;
  newPrice: NewPrice | null;
  knownIssues: readonly KnownIssue[];
  modelUpdates: readonly ModelUpdate[];
}

export const VEHICLES_V2: readonly VehicleEntry[] = ${JSON.stringify(rows, null, 2)};
`;

if (args.includes('--check')) {
  const current = fs.existsSync(outPath) ? fs.readFileSync(outPath, 'utf8') : '';
  if (current !== body) {
    console.error(`${path.relative(root, outPath)} differs from the facts in ${factsDir}: run npm run market:facts.`);
    process.exit(1);
  }
  console.log(`${path.relative(root, outPath)} is up to date (${summary}).`);
} else {
  fs.writeFileSync(outPath, body);
  console.log(`Wrote ${path.relative(root, outPath)}: ${summary}.`);
}
