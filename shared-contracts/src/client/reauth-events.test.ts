import { apiJson } from './api-client';
import { isHttpError } from './http-error';
import { onReauthRequest, REAUTH_REQUEST_EVENT, requestReauthentication } from './reauth-events';

const g = globalThis as { window?: unknown };
const realFetch = globalThis.fetch;
const REFUSAL = JSON.stringify({ message: 'Please confirm it’s you to continue', reauthRequired: true });

/** fetch answering from a list, recording each call. */
function scriptedFetch(answers: Array<() => Response>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  globalThis.fetch = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: init?.body });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  }) as typeof fetch;
  return calls;
}

beforeEach(() => {
  g.window = new EventTarget();
});
afterEach(() => {
  delete g.window;
  globalThis.fetch = realFetch;
});

describe('re-authentication through the API client', () => {
  it('a 403 reauthRequired asks the dialog and, once confirmed, sends the same request again', async () => {
    const calls = scriptedFetch([() => new Response(REFUSAL, { status: 403 }), () => new Response('{"ok":true}', { status: 200 })]);
    const asked: number[] = [];
    const stop = onReauthRequest((d) => {
      asked.push(1);
      d.respond(true);
    });
    await expect(apiJson('PUT', '/api/user/email', { email: 'new@example.co.uk' })).resolves.toEqual({ ok: true });
    stop();
    expect(asked).toHaveLength(1);
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/user/email', '{"email":"new@example.co.uk"}'],
      ['/api/user/email', '{"email":"new@example.co.uk"}'],
    ]);
  });

  it('cancelled: the 403 is thrown and nothing is sent again', async () => {
    const calls = scriptedFetch([() => new Response(REFUSAL, { status: 403 })]);
    const stop = onReauthRequest((d) => d.respond(false));
    const error: unknown = await apiJson('DELETE', '/api/account', { password: 'x' }).catch((e: unknown) => e);
    stop();
    expect(isHttpError(error) && error.status).toBe(403);
    expect(isHttpError(error) && error.serverMessage).toBe('Please confirm it’s you to continue');
    expect(calls).toHaveLength(1);
  });

  it('nobody listening (a remote alone): the 403 is thrown at once', async () => {
    scriptedFetch([() => new Response(REFUSAL, { status: 403 })]);
    const error: unknown = await apiJson('POST', '/api/policies/1/invites', {}).catch((e: unknown) => e);
    expect(isHttpError(error) && error.status).toBe(403);
  });

  it('another 403 (no reauthRequired) is thrown without asking', async () => {
    scriptedFetch([() => new Response('{"message":"Forbidden"}', { status: 403 })]);
    const asked: number[] = [];
    const stop = onReauthRequest(() => asked.push(1));
    const error: unknown = await apiJson('PUT', '/api/policies/1', {}).catch((e: unknown) => e);
    stop();
    expect(isHttpError(error) && error.serverMessage).toBe('Forbidden');
    expect(asked).toHaveLength(0);
  });

  it('two requests refused together share one dialog', async () => {
    const asked: Array<(ok: boolean) => void> = [];
    const stop = onReauthRequest((d) => asked.push(d.respond));
    const a = requestReauthentication();
    const b = requestReauthentication();
    expect(asked).toHaveLength(1);
    asked[0]!(true);
    await expect(Promise.all([a, b])).resolves.toEqual([true, true]);
    stop();
    expect(REAUTH_REQUEST_EVENT).toBe('renewly:reauth-request');
  });
});
