// `npm run backup [PATH]`: a consistent backup of the database this deployment uses (see backup/backup-target.ts),
// to PATH (a file, or a folder to put it in) or to the backups folder the scheduled backup uses (defaultBackupDir). The app can keep running meanwhile.
import { statSync } from 'node:fs';
import path from 'node:path';
import { BackupError } from '../backup/backup-file';
import { defaultBackupDir, preparePrivateFolder } from '../core/config/data-dirs';
import { backupDatabase, backupFileName, describeTarget, resolveBackupTarget } from '../backup/backup-target';

export function backupPath(arg: string | undefined, engine: string, env: NodeJS.ProcessEnv = process.env): string {
  if (!arg) {
    const dir = defaultBackupDir(env);
    preparePrivateFolder(dir);
    return path.join(dir, backupFileName(engine));
  }
  const resolved = path.resolve(arg);
  let isFolder = false;
  try {
    isFolder = statSync(resolved).isDirectory();
  } catch {
    // Not there (or not reachable): a file name; writing it says what is wrong.
  }
  return isFolder ? path.join(resolved, backupFileName(engine)) : resolved;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.length > 1 || args[0]?.startsWith('-')) {
    process.stderr.write('usage: npm run backup [PATH]   (PATH: a file or a folder; default BACKUP_DIR, else backups/ in DATA_DIR or .data/)\n');
    process.exit(2);
  }
  try {
    const target = resolveBackupTarget();
    const file = backupPath(args[0], target.engine);
    const manifest = await backupDatabase(target, file);
    process.stdout.write(`Backed up ${describeTarget(target)} to ${file} (${manifest.payloadBytes} bytes, sha256 ${manifest.sha256.slice(0, 12)}…)\n`);
  } catch (err) {
    const message = err instanceof BackupError ? err.message : `unexpected error: ${(err as Error).message}`;
    process.stderr.write(`Backup failed: ${message}\n`);
    process.exit(1);
  }
}

if (require.main === module) void main();
