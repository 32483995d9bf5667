// Seeds policies through the API (the signed-in browser context's cookies), for tests that start from a saved policy.
import type { Page } from '@playwright/test';
import { postPolicy } from './policies';

export interface SeedPolicy {
  registrationNumber: string;
  carManufacturer: string;
  carModel: string;
  renewalDate: string;
}

export async function createPolicyViaApi(page: Page, policy: SeedPolicy): Promise<void> {
  await postPolicy(page, { ...policy });
}
