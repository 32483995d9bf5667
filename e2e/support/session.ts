// Signs a test user up and in through the API, sharing the browser context's cookies (no UI involved).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sentSms } from './fake-twilio';
import { findLink, waitForMail } from './mailbox';
import { postPolicy } from './policies';

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
}

let counter = 0;

export function newTestUser(overrides: Partial<TestUser> = {}): TestUser {
  counter += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    email: `e2e-${id}@example.com`,
    password: 'Correct-horse-9',
    firstName: 'Ada',
    lastName: 'Lovelace',
    mobileNumber: '07700900123',
    ...overrides,
  };
}

function originHeaders(baseURL: string) {
  return { Origin: new URL(baseURL).origin };
}

export async function registerUser(request: APIRequestContext, baseURL: string, user: TestUser): Promise<void> {
  const res = await request.post('/api/auth/register', {
    headers: originHeaders(baseURL),
    data: {
      email: user.email,
      username: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      mobileNumber: user.mobileNumber,
      password: user.password,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

export async function logIn(request: APIRequestContext, baseURL: string, user: TestUser): Promise<void> {
  const res = await request.post('/api/auth/login', {
    headers: originHeaders(baseURL),
    data: { email: user.email, password: user.password },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Registers a fresh user and signs the page's browser context in; the next page load is signed in. */
export async function signUpAndSignIn(page: Page, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const baseURL = process.env.E2E_BASE_URL;
  if (!baseURL) throw new Error('E2E_BASE_URL is not set: the e2e global setup did not run');
  const user = newTestUser(overrides);
  await registerUser(page.request, baseURL, user);
  await logIn(page.request, baseURL, user);
  return user;
}

/** Creates a policy through the API for the signed-in page (setup, not what a test is about). */
export async function createPolicyViaApi(
  page: Page,
  policy: { registrationNumber: string; carManufacturer: string; carModel: string; renewalDate: string; insurer?: string; dvlaRefresh?: boolean },
): Promise<{ id: string }> {
  return { id: await postPolicy(page, policy) };
}

/** A UK mobile number no other test user has (the fake Twilio's messages are shared by every test). */
export function uniqueMobile(): string {
  counter += 1;
  const digits = String((Date.now() * 7 + process.pid * 131 + counter * 9973) % 1_000_000).padStart(6, '0');
  return `07700${digits}`;
}

const toE164 = (mobile: string) => `+44${mobile.replace(/\s+/g, '').replace(/^(\+44|0)/, '')}`;

/**
 * Test setup (issue 36): verifies the signed-in user's mobile number through the real flow, as the profile does:
 * 'Send a new code', then the 6-digit code from the SMS the fake Twilio received. Use a uniqueMobile() number.
 */
export async function verifyMobileViaApi(page: Page, user: TestUser): Promise<void> {
  const headers = originHeaders(process.env.E2E_BASE_URL!);
  const to = toE164(user.mobileNumber);
  const before = (await sentSms()).filter((m) => m.to === to).length;
  const sent = await page.request.post('/api/user/mobile/send-code', { headers, data: {} });
  expect(sent.status(), await sent.text()).toBe(200);
  let code = '';
  await expect
    .poll(async () => {
      const codes = (await sentSms()).filter((m) => m.to === to).slice(before);
      code = /Renewly code is (\d{6})/.exec(codes.at(-1)?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  const verified = await page.request.post('/api/user/mobile/verify', { headers, data: { code } });
  expect(verified.status(), await verified.text()).toBe(200);
}

/** Test setup (issue 36): verifies the user's email address through the real flow: the link in the sign-up email. */
export async function verifyEmailViaApi(page: Page, user: TestUser): Promise<void> {
  const mail = await waitForMail(user.email, { subject: 'Verify your Renewly email address' });
  const link = findLink(mail, /#verifyEmail=/)!;
  const token = new URLSearchParams(new URL(link).hash.slice(1)).get('verifyEmail');
  const res = await page.request.post('/api/auth/verify-email', { headers: originHeaders(process.env.E2E_BASE_URL!), data: { token } });
  expect(res.status(), await res.text()).toBe(200);
}
