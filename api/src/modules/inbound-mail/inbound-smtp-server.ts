// The receiver of mail forwarded to the users' addresses (issue 49), run by the worker. Recipients are checked at RCPT
// time, so mail to an unknown or turned-off address is refused there (550) and nothing is ever bounced; a message
// over the size limit is refused (552) without being kept. No AUTH: it only takes mail for its own users.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { Logger } from '../../core/logger';
import { hitRateWindow } from '../../core/security/rate-counter';
import { takeMessageForAddress } from './forwarding-address.service';
import type { SmtpEnvelope } from './sender-authentication';

const HOUR_MS = 60 * 60 * 1000;

export interface InboundSmtpOptions {
  /** The users' address domain (INBOUND_DOMAIN). */
  domain: string;
  maxMessageBytes: number;
  /** Messages one address takes in a day, and one sender (MAIL FROM) may send in an hour; past them: 452/451, try later. */
  limits: { perAddressPerDay: number; perSenderPerHour: number };
  /** The operator's certificate for STARTTLS; without it the receiver offers no STARTTLS. */
  tls?: { key: string | Buffer; cert: string | Buffer };
  /** The user a recipient address belongs to, null if it is not a live forwarding address. */
  userForRecipient: (address: string, domain: string) => Promise<string | null>;
  /** What to do with a message taken for `userId` (the envelope: for checking the sender's SPF). */
  receive: (userId: string, raw: Buffer, envelope: SmtpEnvelope) => Promise<unknown>;
  logger: Logger;
}

export interface InboundSmtpServer {
  port: number;
  close(): Promise<void>;
}

/** The operator's PEM files (INBOUND_TLS_KEY_FILE, INBOUND_TLS_CERT_FILE), read at start: a missing one stops the start with its name. */
export function readInboundTls(files: { keyFile: string; certFile: string }): { key: Buffer; cert: Buffer } {
  const read = (name: string, file: string) => {
    try {
      return readFileSync(file);
    } catch (err) {
      throw new Error(`${name}: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
    }
  };
  return { key: read('INBOUND_TLS_KEY_FILE', files.keyFile), cert: read('INBOUND_TLS_CERT_FILE', files.certFile) };
}

const refusal = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

/** Starts the receiver on `host:port` (port 0: any free one). */
export async function startInboundSmtpServer(options: InboundSmtpOptions, port: number, host = '127.0.0.1'): Promise<InboundSmtpServer> {
  const recipientsOf = new WeakMap<SMTPServerSession, Set<string>>();
  const server = new SMTPServer({
    name: options.domain,
    banner: 'Renewly forwarding',
    authOptional: true,
    disabledCommands: options.tls ? ['AUTH'] : ['AUTH', 'STARTTLS'],
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    size: options.maxMessageBytes,
    logger: false,
    onMailFrom(address, _session, callback) {
      const sender = (address.address || '<>').toLowerCase();
      hitRateWindow({ name: 'inbound-sender', key: sender, limit: options.limits.perSenderPerHour, windowMs: HOUR_MS })
        .then((hit) => callback(hit.allowed ? undefined : refusal(451, 'Too many messages from this sender: try again later')))
        .catch((err: unknown) => {
          options.logger.error({ err }, 'inbound mail: counting a sender failed');
          callback(refusal(451, 'Try again later'));
        });
    },
    onRcptTo(address, session, callback) {
      options
        .userForRecipient(address.address, options.domain)
        .then(async (userId) => {
          if (!userId) return callback(refusal(550, 'No such mailbox here'));
          if (!(await takeMessageForAddress(userId, options.limits.perAddressPerDay))) return callback(refusal(452, 'Too many messages for this address today: try again later'));
          const users = recipientsOf.get(session) ?? new Set<string>();
          users.add(userId);
          recipientsOf.set(session, users);
          callback();
        })
        .catch((err: unknown) => {
          options.logger.error({ err }, 'inbound mail: checking a recipient failed');
          callback(refusal(451, 'Try again later'));
        });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // Past the limit, the rest is read and dropped: smtp-server marks sizeExceeded at the end.
        if (size <= options.maxMessageBytes) chunks.push(chunk);
      });
      stream.on('end', () => {
        if (stream.sizeExceeded || size > options.maxMessageBytes) return callback(refusal(552, 'Message too large'));
        const raw = Buffer.concat(chunks);
        const users = [...(recipientsOf.get(session) ?? [])];
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
        const envelope: SmtpEnvelope = { ip: session.remoteAddress, helo: session.hostNameAppearsAs, ...(mailFrom ? { mailFrom } : {}) };
        Promise.all(users.map((userId) => options.receive(userId, raw, envelope)))
          .then(() => callback())
          .catch((err: unknown) => {
            options.logger.error({ err }, 'inbound mail: reading a message failed');
            callback(refusal(451, 'Try again later'));
          });
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (err) => options.logger.warn({ err }, 'inbound mail: connection error'));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
