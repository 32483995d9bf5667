// A new user with a household's data, made through the API as the app would: three policies (renewals in 10, 40
// and 200 days), reminders on each and estimated quotes for each. Returns the session cookie for a browser.
const PASSWORD = 'Correct-horse-9';
const POLICIES = [
  { registrationNumber: 'AB12CDE', carManufacturer: 'Volkswagen', carModel: 'Golf', insurer: 'Aviva', days: 10 },
  { registrationNumber: 'FO45CUS', carManufacturer: 'Ford', carModel: 'Focus', insurer: 'Direct Line', days: 40 },
  { registrationNumber: 'YA19RIS', carManufacturer: 'Toyota', carModel: 'Yaris', insurer: 'Admiral', days: 200 },
];

const isoInDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export async function seedSampleUser(baseURL) {
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
  const email = `lighthouse-${Date.now().toString(36)}@example.com`;
  await call('POST', '/api/auth/register', {
    email, username: email, firstName: 'Jane', lastName: 'Driver', mobileNumber: '07700900123', password: PASSWORD,
  }, 201);
  await call('POST', '/api/auth/login', { email, password: PASSWORD }, 200);
  for (const { days, ...policy } of POLICIES) {
    const { id } = await call('POST', '/api/policies', { ...policy, renewalDate: isoInDays(days) }, 201);
    for (const daysBefore of [30, 7]) {
      await call('POST', '/api/reminders', { policyId: id, title: 'x', daysBefore, notificationMethods: ['email', 'app'] }, 201);
    }
    await call('POST', `/api/quotes/personalized/${id}`, undefined, 201);
  }
  return { cookie, policies: POLICIES.length };
}
