// Loopback SMTP server and an in-memory SmsSender for delivery tests.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmsSendError, type SmsMessage, type SmsSender } from '../src/core/ports/sms-sender';

export interface ReceivedMail {
  to: string[];
  raw: string;
  messageId: string | null;
}

export interface TestSmtpServer {
  port: number;
  inbox: ReceivedMail[];
  /** The next n RCPT TO commands are answered with this SMTP reply (e.g. 451 then 550). */
  refuseNext(n: number, code: number, message: string): void;
  /** RCPT TO for this address is always refused with 550. */
  refuseAddress(address: string): void;
  /** Delay before each message is accepted (to keep a worker busy). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  let refusals: { left: number; code: number; message: string } | null = null;
  const refusedAddresses = new Set<string>();
  const inbox: ReceivedMail[] = [];
  const state = { delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refusedAddresses.has(address.address)) {
        return callback(Object.assign(new Error('Mailbox unavailable: no such user'), { responseCode: 550 }));
      }
      if (refusals && refusals.left > 0) {
        refusals.left -= 1;
        return callback(Object.assign(new Error(refusals.message), { responseCode: refusals.code }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        setTimeout(() => {
          const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? null;
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, messageId });
          callback();
        }, state.delayMs);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    inbox,
    refuseNext(n, code, message) {
      refusals = { left: n, code, message };
    },
    refuseAddress(address) {
      refusedAddresses.add(address);
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Quoted-printable soft breaks and '=' escapes, enough to read a text part. */
export const decodeQuotedPrintable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

export interface RecordingSmsSender extends SmsSender {
  sent: SmsMessage[];
  /** Errors thrown by the next sends, in order. */
  failNext: SmsSendError[];
}

export function recordingSmsSender(configured = true): RecordingSmsSender {
  const sender: RecordingSmsSender = {
    configured,
    fromNumber: configured ? '+447700900000' : null,
    sent: [],
    failNext: [],
    async send(message) {
      const failure = sender.failNext.shift();
      if (failure) throw failure;
      sender.sent.push(message);
      return { id: `SM${String(sender.sent.length).padStart(32, '0')}` };
    },
  };
  return sender;
}
