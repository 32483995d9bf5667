// Gives every API module one public entry (issue 48): writes modules/<name>/index.ts re-exporting what the other
// modules (and channels/) import from its files, and rewrites those imports to the entry. Tests, and the app layer
// (routes, jobs, app, runtime, cli, web), are left as they are. An import is moved to the entry only when that makes
// no import cycle between files (eslint's local/no-import-cycle): while the modules still form a knot, an entry that
// re-exports a file importing back would close one. Those stay deep imports, listed in the known violations.
// Run again after adding a cross-module import:
//   node scripts/api-module-entries.mjs           rewrite
//   node scripts/api-module-entries.mjs --check   list the deep imports, change nothing (exit 1 if any)
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(ROOT, 'api/src');
const MODULES = path.join(SRC, 'modules');
const check = process.argv.includes('--check');

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (name.endsWith('.ts') && !/\.(test|fixture)\.ts$/.test(name)) out.push(p);
  }
  return out;
}
const moduleOf = (file) => {
  const rel = path.relative(MODULES, file);
  return rel.startsWith('..') ? null : rel.split(path.sep)[0];
};
function resolve(from, spec) {
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, path.join(base, 'index.ts')].find((p) => existsSync(p));
}

const importers = [...walk(MODULES), ...walk(path.join(SRC, 'channels'))];
// module -> Map(file -> Set of exported names wanted by others)
const wanted = new Map();
const edits = [];
const IMPORT = /import\s+(type\s+)?(\*\s+as\s+(\w+)|\{([^}]*)\})\s+from\s+'(\.[^']*)';?/g;
for (const file of importers) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(file, m[5]);
    if (!target) continue;
    const to = moduleOf(target);
    if (!to || to === moduleOf(file) || path.basename(target) === 'index.ts') continue;
    if (path.dirname(target) !== path.join(MODULES, to)) throw new Error(`nested file ${target}`);
    let names;
    if (m[3]) {
      // A namespace import: the members the file reads from it.
      names = [...new Set([...text.matchAll(new RegExp(`\\b${m[3]}\\.(\\w+)`, 'g'))].map((x) => x[1]))];
    } else {
      names = m[4].split(',').map((n) => n.trim()).filter(Boolean).map((n) => n.replace(/^type\s+/, '').split(/\s+as\s+/)[0]);
    }
    if (!wanted.has(to)) wanted.set(to, new Map());
    const files = wanted.get(to);
    if (!files.has(target)) files.set(target, new Set());
    for (const n of names) files.get(target).add(n);
    edits.push({ file, whole: m[0], spec: m[5], to, target, names });
  }
}

if (check) {
  for (const e of edits) console.log(`${path.relative(ROOT, e.file)}: ${e.whole}`);
  process.exit(edits.length ? 1 : 0);
}

// The file graph of api/ (tests too: eslint checks their cycles as well), to keep every rewrite cycle-free.
const graph = new Map();
const allFiles = [...walkAll(path.join(ROOT, 'api/src')), ...walkAll(path.join(ROOT, 'api/test'))];
function walkAll(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walkAll(p, out);
    else if (name.endsWith('.ts')) out.push(p);
  }
  return out;
}
const edgeCount = (from, to) => graph.get(from)?.get(to) ?? 0;
function addEdge(from, to, n = 1) {
  if (!graph.has(from)) graph.set(from, new Map());
  const m = graph.get(from);
  m.set(to, (m.get(to) ?? 0) + n);
  if (m.get(to) <= 0) m.delete(to);
}
for (const file of allFiles) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/(?:import|export)\s[^;]*?from\s*'(\.[^']*)'/g)) {
    const t = resolve(file, m[1]);
    if (t) addEdge(file, t);
  }
}
function reaches(from, goal) {
  const seen = new Set();
  const todo = [...(graph.get(from)?.keys() ?? [])];
  while (todo.length) {
    const f = todo.pop();
    if (f === goal) return true;
    if (seen.has(f)) continue;
    seen.add(f);
    for (const n of graph.get(f)?.keys() ?? []) todo.push(n);
  }
  return false;
}
const isExported = (file, name) =>
  new RegExp(`export\\s+(declare\\s+)?(async\\s+)?(const|function|class|interface|type|enum|let)\\s+${name}\\b|export\\s*\\{[^}]*\\b${name}\\b`).test(
    readFileSync(file, 'utf8'),
  );
const accepted = [];
const kept = [];
for (const e of edits) {
  const index = path.join(MODULES, e.to, 'index.ts');
  addEdge(e.file, e.target, -1);
  addEdge(e.file, index);
  const newIndexEdge = edgeCount(index, e.target) === 0;
  if (newIndexEdge) addEdge(index, e.target);
  // Every new edge touches the entry: a new cycle, if any, runs through it.
  if (reaches(index, index)) {
    addEdge(e.file, index, -1);
    if (newIndexEdge) addEdge(index, e.target, -1);
    addEdge(e.file, e.target);
    kept.push(e);
  } else accepted.push(e);
}
wanted.clear();
for (const e of accepted) {
  if (!wanted.has(e.to)) wanted.set(e.to, new Map());
  const files = wanted.get(e.to);
  if (!files.has(e.target)) files.set(e.target, new Set());
  for (const n of e.names) if (isExported(e.target, n)) files.get(e.target).add(n);
}
edits.length = 0;
edits.push(...accepted);
for (const e of kept) console.log(`stays deep (it would close a cycle): ${path.relative(ROOT, e.file)} -> ${path.relative(ROOT, e.target)}`);

/** Whether `name` is only a type in `file` (an interface or a type alias), so the entry re-exports it as a type. */
function isTypeOnly(file, name) {
  const text = readFileSync(file, 'utf8');
  return new RegExp(`export\\s+(interface|type)\\s+${name}\\b`).test(text) && !new RegExp(`export\\s+(const|function|class|async function|let|enum)\\s+${name}\\b`).test(text);
}

for (const [mod, files] of wanted) {
  const index = path.join(MODULES, mod, 'index.ts');
  const existing = existsSync(index) ? readFileSync(index, 'utf8') : null;
  // Names the entry already exports (kept; a rerun adds only what is new).
  const have = new Set(existing ? [...existing.matchAll(/\b(\w+)(?=\s*[,}])/g)].map((x) => x[1]) : []);
  const lines = [];
  for (const [file, names] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const fresh = [...names].filter((n) => !have.has(n)).sort();
    if (!fresh.length) continue;
    const list = fresh.map((n) => (isTypeOnly(file, n) ? `type ${n}` : n)).join(', ');
    lines.push(`export { ${list} } from './${path.basename(file, '.ts')}';`);
  }
  if (!lines.length) continue;
  const head = `// The ${mod} module's public entry (issue 48): what the other modules may use. Another module imports\n// only this file, never one inside the folder (.dependency-cruiser.cjs checks it).\n`;
  writeFileSync(index, (existing ?? head) + lines.join('\n') + '\n');
}

const byFile = new Map();
for (const e of edits) {
  if (!byFile.has(e.file)) byFile.set(e.file, readFileSync(e.file, 'utf8'));
  const entry = path.relative(path.dirname(e.file), path.join(MODULES, e.to)).split(path.sep).join('/');
  const spec = entry.startsWith('.') ? entry : `./${entry}`;
  byFile.set(e.file, byFile.get(e.file).replace(e.whole, e.whole.replace(`'${e.spec}'`, `'${spec}'`)));
}
for (const [file, text] of byFile) writeFileSync(file, text);
console.log(`entries for ${wanted.size} modules; ${edits.length} imports in ${byFile.size} files now go through them`);
