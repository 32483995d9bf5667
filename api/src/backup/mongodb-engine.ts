// MongoDB (MONGODB_URI at a real MongoDB): mongodump --archive --gzip of the app's database, mongorestore back.
// mongorestore --dryRun reads the whole archive first, so a bad file is refused before anything is written.
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { BackupError, extractPayload, writeBackupFile, type BackupManifest, refuseUnlessEmpty } from './backup-file';
import { runTool } from './run-tool';
import { withScratchFolder } from './scratch-folder';

export interface MongodbTarget {
  engine: 'mongodb';
  database: string;
  /** The app's MONGODB_URI (with the database name). */
  uri: string;
}

export async function backupMongodb(target: MongodbTarget, outFile: string): Promise<BackupManifest> {
  return withScratchFolder(async (dir) => {
    const payload = path.join(dir, 'db.archive.gz');
    await runTool('mongodump', [`--uri=${target.uri}`, `--archive=${payload}`, '--gzip'], { what: 'mongodump' });
    return writeBackupFile(outFile, target, payload);
  });
}

async function withClient<T>(uri: string, work: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = new MongoClient(uri, { serverSelectionTimeoutMS: 5000 });
  try {
    await client.connect();
    return await work(client);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`Could not reach the database: ${(err as Error).message}`);
  } finally {
    await client.close();
  }
}

export async function countMongoDocuments(uri: string, database: string): Promise<number> {
  return withClient(uri, async (client) => {
    const db = client.db(database);
    let total = 0;
    for (const { name } of await db.listCollections({}, { nameOnly: true }).toArray()) {
      if (!name.startsWith('system.')) total += await db.collection(name).countDocuments();
    }
    return total;
  });
}

export async function restoreMongodb(
  target: MongodbTarget,
  file: string,
  payloadOffset: number,
  { force }: { force: boolean },
): Promise<{ replacedDocuments: number }> {
  const existing = await countMongoDocuments(target.uri, target.database);
  refuseUnlessEmpty(target.database, existing, force, file);
  return withScratchFolder(async (dir) => {
    const payload = path.join(dir, 'db.archive.gz');
    await extractPayload(file, payloadOffset, payload);
    const common = [`--uri=${target.uri}`, `--archive=${payload}`, '--gzip', `--nsInclude=${target.database}.*`];
    await runTool('mongorestore', [...common, '--dryRun'], { what: 'Reading the backup' }).catch((err: Error) => {
      throw new BackupError(`${file} is corrupt: ${err.message}`);
    });
    // Nothing has been written to MongoDB until here.
    if (existing > 0) await withClient(target.uri, (client) => client.db(target.database).dropDatabase());
    await runTool('mongorestore', [...common, '--drop'], { what: 'mongorestore' });
    return { replacedDocuments: existing };
  });
}
