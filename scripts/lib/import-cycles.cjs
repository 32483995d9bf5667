// Finds import circles between a package's own files (relative imports and the shared contracts by name, `import type` and `import()` included: a
// circle through a type-only or a lazy import still ties the files together and comes back as a runtime one the day
// somebody turns it into a value import). Used by the lint rule `local/no-import-cycle` (eslint.config.mjs).
//   node scripts/lib/import-cycles.cjs FILE...   prints the circle through each FILE, exit 1 when there is one
const { existsSync, readFileSync, statSync } = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs'];
const importsCache = new Map();

function isFile(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

const ROOT = path.resolve(__dirname, '..', '..');
// The shared contracts by their package name, as jest and the builds resolve it: its source. Only this package can be
// reached that way (the lint's boundaries), and its own files import its index by name too.
const CONTRACTS = '@renewly/shared-contracts';
const CONTRACTS_SRC = path.join(ROOT, 'shared-contracts', 'src');

/**
 * The file a specifier names (TypeScript's rules: with or without extension, or a folder's index): relative ones, and
 * the shared contracts by name; null for any other package.
 */
function resolveImport(fromFile, specifier) {
  let base;
  if (specifier === CONTRACTS) base = path.join(CONTRACTS_SRC, 'index');
  else if (specifier.startsWith(`${CONTRACTS}/`)) base = path.join(CONTRACTS_SRC, specifier.slice(CONTRACTS.length + 1));
  else if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    base = path.resolve(path.dirname(fromFile), specifier);
  } else return null;
  if (isFile(base)) return base;
  const withoutJs = base.replace(/\.(c|m)?js$/, '');
  for (const ext of EXTENSIONS) if (isFile(withoutJs + ext)) return withoutJs + ext;
  for (const ext of EXTENSIONS) if (isFile(path.join(base, `index${ext}`))) return path.join(base, `index${ext}`);
  return null;
}

/** The package-local files `file` imports (static, type-only, re-exports, require and import()). */
function importsOf(file) {
  const cached = importsCache.get(file);
  if (cached) return cached;
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const { importedFiles } = ts.preProcessFile(text, true, true);
  const resolved = [...new Set(importedFiles.map((i) => resolveImport(file, i.fileName)).filter(Boolean))];
  importsCache.set(file, resolved);
  return resolved;
}

/** One circle through `file` (its files in import order, starting and ending with `file`), or null. */
function cycleThrough(file) {
  const start = path.resolve(file);
  const seen = new Set();
  const trail = [start];
  const walk = (current) => {
    for (const next of importsOf(current)) {
      if (next === start) return [...trail, start];
      if (seen.has(next)) continue;
      seen.add(next);
      trail.push(next);
      const found = walk(next);
      if (found) return found;
      trail.pop();
    }
    return null;
  };
  return walk(start);
}

exports.resolveImport = resolveImport;
exports.cycleThrough = cycleThrough;
/** Forgets what was read (a long-running editor session, or a test that rewrites files). */
exports.clearImportCache = () => importsCache.clear();

if (require.main === module) {
  let found = false;
  for (const file of process.argv.slice(2)) {
    const cycle = cycleThrough(file);
    if (!cycle) continue;
    found = true;
    console.log(cycle.map((f) => path.relative(process.cwd(), f)).join(' -> '));
  }
  process.exit(found ? 1 : 0);
}
