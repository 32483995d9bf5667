// A loopback SMTP server for the e2e run: every message the API sends is written as a JSON file into a folder,
// which the tests read through mailbox.ts (tests run in other processes than the global setup).
import { writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface CapturedMessage {
  from: string;
  to: string[];
  raw: string;
  receivedAt: string;
}

export interface SmtpCapture {
  host: string;
  port: number;
  stop(): Promise<void>;
}

export async function startSmtpCapture(mailDir: string): Promise<SmtpCapture> {
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message: CapturedMessage = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
          receivedAt: new Date().toISOString(),
        };
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(5, '0')}.json`;
        writeFileSync(path.join(mailDir, name), JSON.stringify(message));
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
