// Test helper: a fake `fetch` at the network boundary, answering by 'METHOD /path'.
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
export interface SeenRequest {
  method: string;
  url: string;
  body: unknown;
}
type Route = FakeAnswer | ((request: SeenRequest) => FakeAnswer);

export function installFakeApi(routes: Record<string, Route>) {
  const requests: SeenRequest[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: SeenRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url: String(input),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    requests.push(request);
    const route = routes[`${request.method} ${request.url}`];
    const answer = typeof route === 'function' ? route(request) : (route ?? { status: 404, body: { message: 'Not found' } });
    const status = answer.status ?? 200;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: '',
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
    } as Response;
  });
  (globalThis as { fetch: unknown }).fetch = fetchMock;
  return { requests, routes };
}
