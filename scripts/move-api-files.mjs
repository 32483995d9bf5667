// Moves API files (git mv) and rewrites every relative import that reaches them, in api/src and api/test
// (issue 48's codemod). Usage: node scripts/move-api-files.mjs old=new [old=new ...]   (paths from the repository
// root; a folder moves with everything in it).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pairs = process.argv.slice(2).map((a) => a.split('=').map((p) => path.resolve(ROOT, p)));

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
  return out;
}

// Every file that moves: old absolute path -> new absolute path.
const moved = new Map();
for (const [from, to] of pairs) {
  if (statSync(from).isDirectory()) for (const f of walk(from)) moved.set(f, path.join(to, path.relative(from, f)));
  else moved.set(from, to);
}
const newPathOf = (p) => moved.get(p) ?? p;

const SPEC = /((?:from|import|require|jest\.mock|jest\.requireActual|import\.meta\.resolve)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;
const sources = [...walk(path.join(ROOT, 'api/src')), ...walk(path.join(ROOT, 'api/test'))].filter((f) =>
  /\.(ts|js|cjs|mjs)$/.test(f),
);

function resolveOld(fromFile, spec) {
  const base = path.resolve(path.dirname(fromFile), spec);
  for (const c of [base, `${base}.ts`, `${base}.js`, path.join(base, 'index.ts')]) {
    if (existsSync(c) && statSync(c).isFile()) return { file: c, suffix: c.slice(base.length) };
  }
  return null;
}

const rewrites = new Map();
for (const file of sources) {
  const text = readFileSync(file, 'utf8');
  const newFile = newPathOf(file);
  let changed = false;
  const out = text.replace(SPEC, (whole, head, q, spec) => {
    const hit = resolveOld(file, spec);
    if (!hit) return whole;
    const target = newPathOf(hit.file);
    if (target === hit.file && newFile === file) return whole;
    let rel = path.relative(path.dirname(newFile), target);
    rel = rel.slice(0, rel.length - hit.suffix.length || undefined);
    if (!rel.startsWith('.')) rel = `./${rel}`;
    if (rel === spec) return whole;
    changed = true;
    return `${head}${q}${rel}${q}`;
  });
  if (changed) rewrites.set(file, out);
}

for (const [from, to] of pairs) {
  mkdirSync(path.dirname(to), { recursive: true });
  execFileSync('git', ['mv', from, to], { cwd: ROOT });
}
for (const [file, text] of rewrites) writeFileSync(newPathOf(file), text);
console.log(`moved ${moved.size} files, rewrote imports in ${rewrites.size}`);
