// `npm run restore -- FILE [--force]`: checks FILE completely (format, manifest, size, checksum, and that it was made
// from this kind of database), then restores it into the empty database this deployment uses. A database that
// holds documents is replaced only with --force. The embedded database must be stopped (FerretDB caches its files):
// restore refuses while a process has its folder open or a FerretDB serves it (backup/database-in-use.ts).
import { BackupError } from '../backup/backup-file';
import { describeTarget, resolveBackupTarget, restoreDatabase, type BackupTarget } from '../backup/backup-target';
import { ferretDBsOnPostgres, processesUsingSqliteFolder } from '../backup/database-in-use';

/** Whether FerretDB serves the database restore would replace: decided from its folder (or PostgreSQL database). */
async function inUse(target: BackupTarget): Promise<boolean> {
  if (target.engine === 'sqlite') return (await processesUsingSqliteFolder(target.dataDir)).length > 0;
  if (target.engine === 'postgres') return (await ferretDBsOnPostgres(target.postgresUrl)).length > 0;
  return false; // MongoDB: a server the app shares; restore counts its documents instead.
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((a) => a !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    process.stderr.write('usage: npm run restore -- FILE [--force]\n');
    process.exit(2);
  }
  const file = files[0]!;
  try {
    const target = resolveBackupTarget();
    const { manifest, replacedDocuments } = await restoreDatabase(target, file, { force, isServing: () => inUse(target) });
    process.stdout.write(
      `Restored ${file} (made ${manifest.createdAt}) into ${describeTarget(target)}` +
        `${replacedDocuments > 0 ? `, replacing ${replacedDocuments} documents` : ''}.\n`,
    );
  } catch (err) {
    const message = err instanceof BackupError ? err.message : `unexpected error: ${(err as Error).message}`;
    process.stderr.write(`Restore failed: ${message}\n`);
    process.exit(1);
  }
}

if (require.main === module) void main();
