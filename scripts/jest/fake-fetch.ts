// Test helper shared by the web apps' jest tests: a fake `fetch` at the network boundary, answering by method + path.
// findBy/waitFor wait as long as scripts/jest/dom-setup.js says (a hang guard, not a budget: issue 51 item 32).

export interface FakeResponseInit {
  status?: number;
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

type Handler = (request: RecordedRequest) => FakeResponseInit | Promise<FakeResponseInit>;

const STATUS_TEXT: Record<number, string> = { 200: 'OK', 201: 'Created', 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found', 500: 'Internal Server Error' };

function fakeResponse({ status = 200, body }: FakeResponseInit) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: STATUS_TEXT[status] ?? '',
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}

/** Installs a fake fetch; routes are keyed 'METHOD /path'. Unmatched requests answer 404. */
export function installFakeFetch(routes: Record<string, Handler | FakeResponseInit>) {
  const requests: RecordedRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body;
    const request: RecordedRequest = {
      method,
      url,
      body: typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : undefined,
      credentials: init?.credentials,
    };
    requests.push(request);
    const route = routes[`${method} ${url}`];
    if (!route) return fakeResponse({ status: 404, body: { message: 'Not found' } });
    return fakeResponse(typeof route === 'function' ? await route(request) : route);
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return { requests, fetchMock, routes };
}
