// The DVSA MOT History API client (uk-references.md): OAuth2 client credentials for a bearer token (about an hour),
// then GET {base}/vehicles/registration/{registration} with Authorization and X-API-Key.
import { MotHistoryError, type MotHistory, type MotHistoryProvider, type MotTestSummary } from './mot-history';

export const DVSA_DEFAULT_BASE_URL = 'https://history.mot.api.gov.uk/v1/trade';
export const DVSA_DEFAULT_SCOPE = 'https://tapi.dvsa.gov.uk/.default';

export interface DvsaClientOptions {
  clientId: string;
  clientSecret: string;
  apiKey: string;
  /** Issued at registration. */
  tokenUrl: string;
  scope?: string;
  baseUrl?: string;
  timeoutMs?: number;
  now?: () => number;
}

interface DvsaDefect {
  text?: unknown;
  type?: unknown;
}
interface DvsaTest {
  completedDate?: unknown;
  testResult?: unknown;
  odometerValue?: unknown;
  odometerUnit?: unknown;
  defects?: DvsaDefect[];
}
interface DvsaVehicle {
  registration?: unknown;
  hasOutstandingRecall?: unknown;
  motTests?: DvsaTest[];
}

const RECALL = ['Yes', 'No', 'Unknown', 'Unavailable'] as const;
const dateOf = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v) ? v.slice(0, 10) : null);

export function toMotHistory(registration: string, body: DvsaVehicle): MotHistory {
  const tests = (Array.isArray(body.motTests) ? body.motTests : [])
    .map((t) => ({ t, date: dateOf(t.completedDate) }))
    .filter((x): x is { t: DvsaTest; date: string } => x.date !== null)
    .sort((a, b) => a.date.localeCompare(b.date));
  const latest = tests[tests.length - 1];
  let lastTest: MotTestSummary | null = null;
  if (latest) {
    const defects = Array.isArray(latest.t.defects) ? latest.t.defects : [];
    const typed = defects.map((d) => ({ text: String(d.text ?? ''), type: String(d.type ?? '').toUpperCase() }));
    lastTest = {
      date: latest.date,
      result: latest.t.testResult === 'PASSED' ? 'PASSED' : 'FAILED',
      advisories: typed.filter((d) => d.type === 'ADVISORY').length,
      failures: typed.filter((d) => ['FAIL', 'MAJOR', 'DANGEROUS'].includes(d.type)).length,
      defects: typed.map((d) => `${d.text} (${d.type})`),
    };
  }
  const recall = RECALL.find((r) => r === body.hasOutstandingRecall) ?? 'Unknown';
  return {
    registration: typeof body.registration === 'string' ? body.registration : registration,
    outstandingRecall: recall,
    lastTest,
    mileage: tests
      .filter(({ t }) => typeof t.odometerValue === 'number' || /^\d+$/.test(String(t.odometerValue)))
      .map(({ t, date }) => ({ date, value: Number(t.odometerValue), unit: t.odometerUnit === 'KM' ? ('km' as const) : ('mi' as const) })),
  };
}

export function createDvsaClient(options: DvsaClientOptions): MotHistoryProvider {
  const baseUrl = (options.baseUrl ?? DVSA_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 5000;
  const now = options.now ?? Date.now;
  let token: { value: string; expiresAt: number } | null = null;

  async function fetchToken(): Promise<string> {
    let res: Response;
    try {
      res = await fetch(options.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: options.clientId,
          client_secret: options.clientSecret,
          scope: options.scope ?? DVSA_DEFAULT_SCOPE,
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new MotHistoryError(502, 'Could not reach the DVSA token service');
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new MotHistoryError(502, 'The DVSA token service refused our credentials');
    }
    const body = (await res.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string') throw new MotHistoryError(502, 'The DVSA token service sent no token');
    const lifetimeS = typeof body.expires_in === 'number' ? body.expires_in : 3600;
    // Renewed a minute early so a token never expires in flight.
    token = { value: body.access_token, expiresAt: now() + (lifetimeS - 60) * 1000 };
    return token.value;
  }

  async function get(registration: string, bearer: string): Promise<Response> {
    try {
      return await fetch(`${baseUrl}/vehicles/registration/${encodeURIComponent(registration)}`, {
        headers: { accept: 'application/json', authorization: `Bearer ${bearer}`, 'x-api-key': options.apiKey },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw new MotHistoryError(502, 'Could not reach the DVSA MOT History API');
    }
  }

  return {
    name: 'dvsa',
    async history(registration) {
      const bearer = token && token.expiresAt > now() ? token.value : await fetchToken();
      let res = await get(registration, bearer);
      if (res.status === 401) {
        // Revoked or expired early: one fresh token, one retry.
        await res.body?.cancel();
        res = await get(registration, await fetchToken());
      }
      if (res.status === 404) {
        await res.body?.cancel();
        return null;
      }
      if (!res.ok) {
        await res.body?.cancel();
        if (res.status === 429) throw new MotHistoryError(503, 'The DVSA MOT History API is busy; try again shortly');
        throw new MotHistoryError(502, `The DVSA MOT History API failed to answer (${res.status})`);
      }
      const body = (await res.json().catch(() => null)) as DvsaVehicle | null;
      if (!body || typeof body !== 'object') throw new MotHistoryError(502, 'The DVSA MOT History API sent an unreadable answer');
      return toMotHistory(registration, body);
    },
  };
}
