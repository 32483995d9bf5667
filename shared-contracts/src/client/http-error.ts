// The one error the API client throws for a non-OK answer (spec §8). Code reads its fields; nothing parses the
// message text. `.message` stays '{status}: {body}' (or the status text for an empty body), as the spec words it.

export class HttpError extends Error {
  /** The server's `message` from a JSON body, or the plain-text body; null when there is nothing readable. */
  readonly serverMessage: string | null;

  constructor(
    readonly status: number,
    readonly body: string,
    statusText = '',
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'HttpError';
    this.serverMessage = readServerMessage(body);
  }
}

function readServerMessage(body: string): string | null {
  const text = body.trim();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    const message = (parsed as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : null;
  } catch {
    // An HTML error page (a proxy's 502) is not a message for people.
    return text.startsWith('<') ? null : text;
  }
}

/** True for an HttpError, also one made by another bundle's copy of this module (duck-typed on its fields). */
export function isHttpError(error: unknown): error is HttpError {
  if (error instanceof HttpError) return true;
  const e = error as Partial<HttpError> | null;
  return !!e && e.name === 'HttpError' && typeof e.status === 'number' && typeof e.body === 'string';
}

/** The HTTP status of a failed request, undefined for a network failure or any other error. */
export function errorStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.status : undefined;
}

/** The server's message for a toast, or the fallback; never a raw '403: {...}'. */
export function serverMessage(error: unknown, fallback: string): string {
  return (isHttpError(error) && error.serverMessage) || fallback;
}

/** When the server refused the request (4xx): its own sentence (it says what to change), else the fallback. Otherwise undefined. */
export function refusedMessage(error: unknown, fallback: string): string | undefined {
  const status = errorStatus(error);
  return status !== undefined && status >= 400 && status < 500 ? serverMessage(error, fallback) : undefined;
}

/** Words for a toast when there is no spec fallback: the server's message, or what went wrong in plain words. */
export function describeError(error: unknown): string {
  if (isHttpError(error)) return error.serverMessage ?? `The server answered ${error.status}. Please try again.`;
  return 'Could not reach the server. Please check your connection and try again.';
}
