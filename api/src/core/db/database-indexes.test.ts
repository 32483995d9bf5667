// docs/database-indexes.md lists every query the API makes and the index that serves it on MongoDB. This checks the
// table against the models: each index it names is declared, with that key, on that collection's model, and each
// index a model declares is in the table.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import '../../channels/email/outbox-mailer';
import '../security/rate-counter';
import './claim';

// Every model file, found rather than listed, so a new model is checked without editing this test.
function modelFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modelFiles(full);
    return entry.name.endsWith('.model.ts') ? [full] : [];
  });
}
for (const file of modelFiles(path.join(__dirname, '../..'))) require(file);

type Key = Record<string, number>;

const doc = readFileSync(path.join(__dirname, '../../../../docs/database-indexes.md'), 'utf8');

/** [collection, index name, key] for every row whose index cell names a declared index. */
function documentedIndexes(): { collection: string; name: string; key: Key }[] {
  const rows = doc.split('\n').filter((line) => line.startsWith('| ') && !line.startsWith('| collection'));
  return rows.flatMap((row) => {
    const cells = row.split('|').map((c) => c.trim());
    const [collection, , index] = [cells[1]!, cells[2]!, cells[3]!];
    const m = /^`(\w+) \{ ([^`]+) \}`/.exec(index);
    if (!m) return [];
    const key = Object.fromEntries(
      m[2]!.split(', ').map((part) => {
        const [field, dir] = part.split(': ');
        return [field!, Number(dir)];
      }),
    );
    return [{ collection, name: m[1]!, key }];
  });
}

/** collection -> index name -> key, from every registered model's schema. */
function declaredIndexes(): Map<string, Map<string, Key>> {
  const byCollection = new Map<string, Map<string, Key>>();
  for (const name of mongoose.modelNames()) {
    const model = mongoose.model(name);
    const indexes = byCollection.get(model.collection.name) ?? new Map<string, Key>();
    for (const [fields, options] of model.schema.indexes()) {
      indexes.set(String(options.name), fields as Key);
    }
    byCollection.set(model.collection.name, indexes);
  }
  return byCollection;
}

test('every index the table names is declared with that key in its collection’s model', () => {
  const declared = declaredIndexes();
  const documented = documentedIndexes();
  expect(documented.length).toBeGreaterThan(30);
  for (const { collection, name, key } of documented) {
    expect({ collection, name, key: declared.get(collection)?.get(name) }).toEqual({ collection, name, key });
  }
});

test('every index a model declares is in the table, and every collection has rows', () => {
  const documented = new Set(documentedIndexes().map((d) => `${d.collection}.${d.name}`));
  const collections = new Set(doc.split('\n').filter((l) => l.startsWith('| ')).map((l) => l.split('|')[1]!.trim()));
  for (const [collection, indexes] of declaredIndexes()) {
    expect({ collection, listed: collections.has(collection) }).toEqual({ collection, listed: true });
    for (const name of indexes.keys()) expect(documented).toContain(`${collection}.${name}`);
  }
});
