// The fake DVLA Vehicle Enquiry Service for the e2e run (the same one the API's tests use), on 127.0.0.1.
// The global setup starts it and hands its URL and key to the API as DVLA_API_URL / DVLA_API_KEY.
// Add vehicles the e2e journeys need to FAKE_DVLA_VEHICLES in the API's fake server (or pass `vehicles`).
import { startFakeDvla as startServer, type FakeDvla } from '../../api/test/fake-dvla-server';

export type { FakeDvla };

export const E2E_DVLA_API_KEY = 'e2e-fake-dvla-key';

export function startFakeDvla(): Promise<FakeDvla> {
  return startServer({ apiKey: E2E_DVLA_API_KEY });
}
