// Runs a database tool (sqlite3, pg_dump, mongodump, ...) and turns its failure into a BackupError with its output.
import { spawn } from 'node:child_process';
import { BackupError } from './backup-file';

export interface ToolResult {
  stdout: string;
  stderr: string;
}

export function runTool(cmd: string, args: string[], { what }: { what: string }): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', (err: NodeJS.ErrnoException) => {
      reject(new BackupError(err.code === 'ENOENT' ? `${what} failed: ${cmd} is not installed.` : `${what} failed: ${err.message}`));
    });
    child.once('close', (code, signal) => {
      if (code === 0) return resolve({ stdout, stderr });
      const output = `${stderr}${stdout}`.trim().split('\n').slice(-8).join('\n');
      reject(new BackupError(`${what} failed (${cmd} ${signal ? `killed by ${signal}` : `exit ${code}`}): ${output}`));
    });
  });
}
