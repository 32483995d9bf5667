// Signs a test user up and in through the API, sharing the browser context's cookies (no UI involved).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
  policy: { registrationNumber: string; carManufacturer: string; carModel: string; renewalDate: string; insurer?: string },
): Promise<{ id: string }> {
  const baseURL = process.env.E2E_BASE_URL!;
  const res = await page.request.post('/api/policies', { headers: originHeaders(baseURL), data: policy });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}
