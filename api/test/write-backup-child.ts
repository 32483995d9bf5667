// Run as a child process (under a file size limit, to stand for a full disk): writes a backup file of the given
// payload to the given path; prints the error message and exits 1 when that fails.
import { BackupError, writeBackupFile } from '../src/backup/backup-file';

const [target, payload] = process.argv.slice(2);
writeBackupFile(target!, { engine: 'sqlite', database: 'renewly' }, payload!).then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof BackupError ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
