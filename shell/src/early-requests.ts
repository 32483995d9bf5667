// The two requests the first screen waits on, started by the entry script before the app's code has downloaded
// (on a slow phone network that is several round trips sooner than the app itself would ask). Each early answer is
// handed over once (shared-contracts' early-reads, which the API client's reads take from), to the code that would
// otherwise ask for it; later reads (after sign-in, a retry) fetch anew. Once the auth check finds a user, the
// route's own first reads start too.
import { firstReadsOf, startEarlyRead, startEarlyReads, takeEarlyRead } from '@renewly/shared-contracts/features/early-reads';
import { bootData, startInlinedReads } from './boot-data';

export const EARLY_REQUESTS: ReadonlyArray<[url: string, init: RequestInit]> = [
  ['/remotes.json', { credentials: 'same-origin', cache: 'no-cache' }],
  ['/api/auth/user', { credentials: 'include' }],
];

let signedIn: Promise<boolean> = Promise.resolve(false);

export function startEarlyRequests(fetchImpl: typeof fetch = fetch): void {
  // A page the server drew for a signed-in user brought the user and the manifest with it: nothing to ask.
  const boot = bootData();
  if (boot) {
    startInlinedReads(boot);
    signedIn = Promise.resolve(true);
    return;
  }
  const started = new Map(EARLY_REQUESTS.map(([url, init]) => [url, startEarlyRead(url, init, fetchImpl)]));
  // Read from a copy, taken as the answer arrives (before its taker reads the body).
  signedIn = started
    .get('/api/auth/user')!
    .then((res) => (res.ok ? res.clone().json() : null))
    .then((user: unknown) => user !== null && typeof user === 'object')
    .catch(() => false);
}

/** Starts the first reads of this path's screen when the early auth check finds a user (signed out: none). */
export async function startRouteReadsWhenSignedIn(pathname: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  if (await signedIn) startEarlyReads(firstReadsOf(pathname), fetchImpl);
}

/** Whether the early auth check found a user: a hint for preloading only (the auth gate makes the decision). */
export function signedInEarly(): Promise<boolean> {
  return signedIn;
}

/** A fetch that answers with the early request for this URL the first time, if one was started, else fetches. */
export const fetchOrTakeEarly: typeof fetch = (input, init) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
  const early = takeEarlyRead(url);
  return early ? early.catch(() => fetch(input, init)) : fetch(input, init);
};
