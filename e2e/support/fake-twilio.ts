// The fake Twilio Messages API for the e2e run (the same one the API's tests use), on 127.0.0.1.
// The global setup starts it and hands its credentials to the API as TWILIO_* and its URL as TWILIO_API_BASE.
// Tests read what was "sent" at `${process.env.E2E_TWILIO_URL}/__fake/messages` and steer failures with
// POST /__fake/fail and /__fake/reset (see api/test/fake-twilio-server.ts).
import { startFakeTwilio as startServer, type FakeTwilio } from '../../api/test/fake-twilio-server';

export type { FakeTwilio };

export const E2E_TWILIO_FROM_NUMBER = '+447700900000';

export function startFakeTwilio(): Promise<FakeTwilio> {
  return startServer({ fromNumber: E2E_TWILIO_FROM_NUMBER });
}

/** TWILIO_* for the API under test. */
export function twilioEnv(fake: FakeTwilio): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: fake.accountSid,
    TWILIO_AUTH_TOKEN: fake.authToken,
    TWILIO_PHONE_NUMBER: fake.fromNumber,
    TWILIO_API_BASE: fake.url,
  };
}

// --- For the tests (Playwright workers do not hold the server object: they use its control routes) ---

export interface SentSms {
  to: string;
  from: string;
  body: string;
}

function controlUrl(path: string): string {
  const base = process.env.E2E_TWILIO_URL;
  if (!base) throw new Error('E2E_TWILIO_URL is not set: the e2e global setup did not run');
  return `${base.replace(/\/$/, '')}/__fake/${path}`;
}

/** Every message the fake Twilio accepted so far. */
export async function sentSms(): Promise<SentSms[]> {
  const res = await fetch(controlUrl('messages'));
  return (await res.json()) as SentSms[];
}

/** Every request to `to` (E.164) fails as Twilio refuses a bad number (400, code 21211) until resetFakeTwilio(). */
export async function refuseNumber(to: string): Promise<void> {
  await fetch(controlUrl('fail'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to, status: 400, code: 21211, message: "The 'To' number is not a valid phone number." }),
  });
}

/** The next `times` requests answer 500. */
export async function failNextSms(times: number): Promise<void> {
  await fetch(controlUrl('fail'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 500, times }),
  });
}

export async function resetFakeTwilio(): Promise<void> {
  await fetch(controlUrl('reset'), { method: 'POST' });
}
