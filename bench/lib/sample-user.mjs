// Benchmark users, made through the API as the app would. `signUp` makes a new user and signs them in;
// `seedSampleUser` gives one a household's data: three policies (renewals in 10, 40 and 200 days), reminders on each
// and estimated quotes for each.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PASSWORD = 'Correct-horse-9';
const POLICIES = [
  { registrationNumber: 'AB12CDE', carManufacturer: 'Volkswagen', carModel: 'Golf', insurer: 'Aviva', days: 10 },
  { registrationNumber: 'FO45CUS', carManufacturer: 'Ford', carModel: 'Focus', insurer: 'Direct Line', days: 40 },
  { registrationNumber: 'YA19RIS', carManufacturer: 'Toyota', carModel: 'Yaris', insurer: 'Admiral', days: 200 },
];

const isoInDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A new user, signed in: `call(method, url, body, expectedStatus)` sends requests in the session, `cookie()` is it. */
export async function signUp(baseURL, { firstName = 'Jane', lastName = 'Driver', emailPrefix = 'bench' } = {}) {
  const headers = { Origin: baseURL, 'Content-Type': 'application/json' };
  let cookie = '';
  const call = async (method, url, body, expected) => {
    const res = await fetch(`${baseURL}${url}`, {
      method,
      headers: { ...headers, ...(cookie ? { Cookie: cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie?.() ?? [];
    if (setCookie.length > 0) cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    if (res.status !== expected) throw new Error(`${method} ${url} answered ${res.status}: ${await res.text()}`);
    return res.status === 204 ? null : res.json();
  };
  const email = `${emailPrefix}-${Date.now().toString(36)}@example.com`;
  await call('POST', '/api/auth/register', {
    email, username: email, firstName, lastName, mobileNumber: '07700900123', password: PASSWORD,
  }, 201);
  await call('POST', '/api/auth/login', { email, password: PASSWORD }, 200);
  return { call, cookie: () => cookie, email };
}

/** A `Cookie` header's pairs as cookies for a Playwright browser context on `baseURL`. */
export function browserCookies(cookie, baseURL) {
  return cookie.split('; ').map((pair) => ({ name: pair.split('=')[0], value: pair.slice(pair.indexOf('=') + 1), url: baseURL }));
}

/**
 * `reuse`: for an app the bench did not start (`npm start`), the user seeded there before is signed in again by
 * password when it still has its policies, and a new one is seeded only otherwise: a second bench run within the
 * registration limit's window (RATE_LIMIT_REGISTER_MAX, 5 in 15 minutes) would be refused with a 429.
 */
export async function seedSampleUser(baseURL, { reuse = false } = {}) {
  if (reuse) {
    const again = await signInSeededUser(baseURL);
    if (again) return again;
  }
  const seeded = await seedNewSampleUser(baseURL);
  if (reuse) rememberSeededUser(baseURL, seeded.email);
  return seeded;
}

const SEEDED_USERS = path.join(os.tmpdir(), 'renewly-bench-seeded-users.json');
const seededUsers = () => {
  try {
    return JSON.parse(readFileSync(SEEDED_USERS, 'utf8'));
  } catch {
    return {};
  }
};
const rememberSeededUser = (baseURL, email) => writeFileSync(SEEDED_USERS, JSON.stringify({ ...seededUsers(), [baseURL]: email }));

async function signInSeededUser(baseURL) {
  const email = seededUsers()[baseURL];
  if (!email) return null;
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (res.status !== 200) return null;
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const policies = await fetch(`${baseURL}/api/policies`, { headers: { Cookie: cookie } }).then((r) => (r.ok ? r.json() : []));
  return policies.length === POLICIES.length ? { cookie, policies: POLICIES.length, email } : null;
}

async function seedNewSampleUser(baseURL) {
  const { call, cookie, email } = await signUp(baseURL, { emailPrefix: 'lighthouse' });
  for (const { days, ...policy } of POLICIES) {
    const { id } = await call('POST', '/api/policies', { ...policy, renewalDate: isoInDays(days) }, 201);
    for (const daysBefore of [30, 7]) {
      await call('POST', '/api/reminders', { policyId: id, title: 'x', daysBefore, notificationMethods: ['email', 'app'] }, 201);
    }
    await call('POST', `/api/quotes/personalized/${id}`, undefined, 201);
  }
  return { cookie: cookie(), policies: POLICIES.length, email };
}
