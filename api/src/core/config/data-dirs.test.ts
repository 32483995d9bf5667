import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupPath } from '../../cli/backup';
import { loadConfig } from './env';

let tmp: string;
beforeAll(() => {
  tmp = mkdtempSync(path.join(os.tmpdir(), 'renewly-backup-dir-'));
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

test('npm run backup and the scheduled backup put backups in the same folder, whatever is set', () => {
  const dataDir = path.join(tmp, 'data');
  const backupDir = path.join(tmp, 'elsewhere');
  const cases: [Record<string, string>, string][] = [
    [{ DATA_DIR: dataDir }, path.join(dataDir, 'backups')],
    [{ BACKUP_DIR: backupDir }, backupDir],
    [{ DATA_DIR: dataDir, BACKUP_DIR: backupDir }, backupDir],
  ];
  for (const [vars, expected] of cases) {
    const env = { NODE_ENV: 'test', MONGODB_URI: 'mongodb://127.0.0.1:1/renewly', ...vars };
    expect(loadConfig(env).backup.dir).toBe(expected);
    expect(path.dirname(backupPath(undefined, 'sqlite', env))).toBe(expected);
  }
});
