// The benchmarks (bench/*.mjs) import the built API's files by path (`dist('core/db/connect.js')`): a file moved in
// the source (issue 48 moved config, db and logger into core/) broke bench:deliveries and bench:scale unnoticed.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function benchFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return benchFiles(full);
    return entry.name.endsWith('.mjs') ? [full] : [];
  });
}

test("every API file a benchmark imports from the build is one of the API's source files", () => {
  const imported = benchFiles(path.join(ROOT, 'bench')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\bdist\('([^']+)\.js'\)/g)].map((m) => ({ file: path.relative(ROOT, file), target: m[1]! })),
  );
  expect(imported.length).toBeGreaterThan(10);
  const missing = imported.filter(({ target }) => !existsSync(path.join(ROOT, 'api/src', `${target}.ts`)));
  expect(missing).toEqual([]);
});
