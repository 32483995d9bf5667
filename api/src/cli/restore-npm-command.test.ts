// Issue 36 item 18: the restore commands, run exactly as the README's "Backup and restore" section writes them
// (through npm and scripts/backup-restore.mjs), do what it says: `npm run restore -- FILE` refuses a database that
// holds documents and names the command that replaces it, `npm run restore -- FILE --force` replaces it. npm keeps
// a `--force` written without `--` for itself: the script says so instead of quietly restoring without it.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { backupSqlite, countSqliteDocuments } from '../backup/sqlite-engine';
import { makeFerretdbShapedFolder } from '../backup/ferretdb-shaped-folder.fixture';

const ROOT = path.resolve(__dirname, '../../..');
let work: string;
let dataDir: string;
let file: string;

/** The `npm run restore` lines of the README's backup section, without their comments. */
function readmeRestoreCommands(): string[] {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Backup and restore'), readme.indexOf('\n## ', readme.indexOf('## Backup and restore') + 3));
  const block = /```sh\n([\s\S]*?)```/.exec(section)![1]!;
  return block
    .split('\n')
    .filter((l) => l.startsWith('npm run restore'))
    .map((l) => l.replace(/#.*$/, '').trim());
}

function run(command: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, FERRETDB_DATA_DIR: dataDir };
  for (const name of ['MONGODB_URI', 'RENEWLY_DB', 'BACKUP_DIR', 'DATA_DIR']) delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith('npm_')) delete env[name]; // as typed in a shell
  return spawnSync('sh', ['-c', command.replaceAll('FILE', `'${file}'`)], { cwd: ROOT, env, encoding: 'utf8' });
}

beforeAll(async () => {
  ({ work, dataDir } = await makeFerretdbShapedFolder('renewly-restore-npm-'));
  file = path.join(work, 'made.renewly-backup');
  await backupSqlite({ engine: 'sqlite', database: 'renewly', dataDir }, file);
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

test("the README's restore commands, as written: refused without --force (naming the command), done with it", () => {
  const commands = readmeRestoreCommands();
  expect(commands).toEqual(['npm run restore -- FILE', 'npm run restore -- FILE --force']);

  const refused = run(commands[0]!);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toContain(`restore refuses to overwrite it. Run it again with --force to replace it: npm run restore -- ${file} --force`);

  const forced = run(commands[1]!);
  expect(forced.stderr).not.toContain('Restore failed');
  expect(forced.status).toBe(0);
  expect(forced.stdout).toMatch(/Restored .* replacing 2 documents\./);
}, 300_000);

test('`npm run restore FILE --force` (no `--`): npm keeps --force, and the script says how to pass it on', async () => {
  const r = run('npm run restore FILE --force');
  expect(r.status).toBe(1);
  expect(r.stderr).toContain('npm kept --force for itself, so restore did not get it. To pass it on, write: npm run restore -- FILE --force');
  expect(await countSqliteDocuments(path.join(dataDir, 'renewly.sqlite'))).toBe(2);
}, 300_000);
