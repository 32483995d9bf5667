// Counts the imports between the API's folders (api/src): which folders form cycles, which imports run from a lower
// layer to a higher one (the order declared in .dependency-cruiser.cjs, the map), and which imports reach into another
// module's internals instead of its entry (modules/<name>/index.ts). Production files only: tests and fixtures may
// reach into what they test.
//   node scripts/api-dependencies.mjs            the figures and the lists
//   node scripts/api-dependencies.mjs --json     the same as JSON
//   node scripts/api-dependencies.mjs --edges    also every folder-to-folder edge with its number of imports
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'api/src');
const { apiLayers } = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs'));

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if (name.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(name)) out.push(p);
  }
  return out;
}

/** The folder a file belongs to: `modules/<name>`, `core/<name>`, another top folder, or a root file's own name. */
function unitOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts.length === 1) return parts[0].replace(/\.ts$/, '');
  if ((parts[0] === 'modules' || parts[0] === 'core') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, path.join(base, 'index.ts'), base].find((p) => existsSync(p) && statSync(p).isFile());
}

/** The rank of a folder in the declared order: lower may not import higher. */
function rankOf(unit) {
  const i = apiLayers.findIndex(
    (entry) =>
      entry === unit || (entry.endsWith('/*') && (unit === entry.slice(0, -2) || unit.startsWith(entry.slice(0, -1)))),
  );
  return i === -1 ? null : i;
}

const imports = [];
for (const file of sourceFiles(SRC)) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*'(\.[^']*)'|import\(\s*'(\.[^']*)'\s*\)/g)) {
    const spec = m[1] ?? m[2];
    const target = resolve(file, spec);
    if (!target) continue;
    const from = unitOf(file);
    const to = unitOf(target);
    if (from !== to) imports.push({ file: path.relative(ROOT, file), target: path.relative(ROOT, target), from, to });
  }
}

// Folder graph and its strongly connected components (Tarjan).
const edges = new Map();
for (const i of imports) edges.set(`${i.from} -> ${i.to}`, (edges.get(`${i.from} -> ${i.to}`) ?? 0) + 1);
const units = [...new Set(imports.flatMap((i) => [i.from, i.to]))].sort();
const next = new Map(units.map((u) => [u, new Set()]));
for (const i of imports) next.get(i.from).add(i.to);
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
function visit(u) {
  index.set(u, counter);
  low.set(u, counter++);
  stack.push(u);
  onStack.add(u);
  for (const v of next.get(u)) {
    if (!index.has(v)) {
      visit(v);
      low.set(u, Math.min(low.get(u), low.get(v)));
    } else if (onStack.has(v)) low.set(u, Math.min(low.get(u), index.get(v)));
  }
  if (low.get(u) === index.get(u)) {
    const scc = [];
    let v;
    do {
      v = stack.pop();
      onStack.delete(v);
      scc.push(v);
    } while (v !== u);
    if (scc.length > 1) cycles.push(scc.sort());
  }
}
for (const u of units) if (!index.has(u)) visit(u);

const unranked = units.filter((u) => rankOf(u) === null);
const upward = imports.filter((i) => rankOf(i.from) !== null && rankOf(i.to) !== null && rankOf(i.to) > rankOf(i.from));
const isModule = (u) => u.startsWith('modules/');
const deep = imports.filter(
  (i) => isModule(i.to) && i.from !== i.to && !/^api\/src\/modules\/[^/]+\/index\.ts$/.test(i.target) && isModule(i.from),
);
const coreToModule = imports.filter((i) => (i.from === 'core' || i.from.startsWith('core/')) && !i.to.startsWith('core'));

const report = {
  folders: units.length,
  folderEdges: edges.size,
  imports: imports.length,
  cycles: cycles.length,
  foldersInCycles: cycles.reduce((n, c) => n + c.length, 0),
  largestCycle: Math.max(0, ...cycles.map((c) => c.length)),
  upwardImports: upward.length,
  upwardFolderPairs: new Set(upward.map((i) => `${i.from} -> ${i.to}`)).size,
  deepImports: deep.length,
  coreImportsOutsideCore: coreToModule.length,
  cycleMembers: cycles,
  unranked,
  upward: upward.map((i) => `${i.file} -> ${i.target}`),
  deep: deep.map((i) => `${i.file} -> ${i.target}`),
  coreOutside: coreToModule.map((i) => `${i.file} -> ${i.target}`),
};

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const lines = [
    `folders ${report.folders}, folder-to-folder edges ${report.folderEdges}, imports between folders ${report.imports}`,
    `cycles ${report.cycles} (folders in cycles ${report.foldersInCycles}, largest ${report.largestCycle})`,
    `upward imports ${report.upwardImports} (${report.upwardFolderPairs} folder pairs)`,
    `deep imports into another module ${report.deepImports}`,
    `core imports outside core ${report.coreImportsOutsideCore}`,
  ];
  console.log(lines.join('\n'));
  for (const c of cycles) console.log(`\ncycle: ${c.join(', ')}`);
  if (unranked.length) console.log(`\nnot in the declared order: ${unranked.join(', ')}`);
  console.log('\nupward:\n  ' + report.upward.join('\n  '));
  if (process.argv.includes('--deep')) console.log('\ndeep:\n  ' + report.deep.join('\n  '));
  if (process.argv.includes('--edges')) for (const [k, n] of [...edges].sort()) console.log(`${n} ${k}`);
}
