// Seeds policies through the API (the signed-in browser context's cookies), for tests that start from a saved policy.
import { expect, type Page } from '@playwright/test';

export interface SeedPolicy {
  registrationNumber: string;
  carManufacturer: string;
  carModel: string;
  renewalDate: string;
}

export async function createPolicyViaApi(page: Page, policy: SeedPolicy): Promise<void> {
  const origin = new URL(process.env.E2E_BASE_URL ?? '').origin;
  const res = await page.request.post('/api/policies', { headers: { Origin: origin }, data: policy });
  expect(res.status(), await res.text()).toBe(201);
}
