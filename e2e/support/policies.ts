// Creates policies through the API in the page's signed-in browser context (no UI involved).
import { expect, type Page } from '@playwright/test';
import { addDays, londonToday } from '../../shared-contracts/src/rules/dates';

/** POST /api/policies with exactly these fields (201 expected); the new policy's id. */
export async function postPolicy(page: Page, fields: Record<string, unknown>): Promise<string> {
  const origin = new URL(process.env.E2E_BASE_URL!).origin;
  const res = await page.request.post('/api/policies', { headers: { Origin: origin }, data: fields });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** A policy with sample car, insurer and a renewal in 45 days unless `fields` say otherwise; its id. */
export function createPolicyViaApi(page: Page, fields: Record<string, unknown>): Promise<string> {
  return postPolicy(page, {
    carManufacturer: 'Volkswagen',
    carModel: 'Golf',
    insurer: 'Aviva',
    renewalDate: addDays(londonToday(), 45),
    isActive: true,
    ...fields,
  });
}

/** Every external link on the page is a well-formed https URL opening in a new tab. */
export async function expectHttpsNewTabLinks(page: Page, selector: string, count: number): Promise<void> {
  const links = page.locator(selector);
  await expect(links).toHaveCount(count);
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href')) ?? '';
    expect(new URL(href).protocol, href).toBe('https:');
    expect(new URL(href).hostname, href).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
}

/**
 * A policy without what the DVLA refresh writes in the background (dvlaNotFound, dvlaCheckedAt, dvlaAlerts...): a
 * test that checks "nothing changed" compares what the user and the page may change, not the job's answer, which
 * can land at any moment after the policy is created.
 */
export function withoutDvlaState<T extends object>(policy: T): Partial<T> {
  return Object.fromEntries(Object.entries(policy).filter(([key]) => !key.startsWith('dvla'))) as Partial<T>;
}
