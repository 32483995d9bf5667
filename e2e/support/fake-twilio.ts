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
