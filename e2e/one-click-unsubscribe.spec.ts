// One-click unsubscribe (issue 41, RFC 8058): a reminder email caught by the loopback SMTP server carries
// List-Unsubscribe and List-Unsubscribe-Post; a POST as a mail provider sends it (no cookie, a form body) turns email off
// for that reminder; the page the link lands on (axe, keyboard) turns it off for all and says how to undo it.
import AxeBuilder from '@axe-core/playwright';
import { expect, request, test } from '@playwright/test';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { waitForMail } from './support/mailbox';
import { signUpAndSignIn } from './support/session';

test('a reminder email unsubscribed by one click, then every reminder from the page it lands on', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await signUpAndSignIn(page);
  const origin = { Origin: new URL(process.env.E2E_BASE_URL!).origin };
  const policy = await page.request.post('/api/policies', {
    headers: origin,
    data: { registrationNumber: 'UN51SUB', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: addDays(londonToday(), 5), isActive: true },
  });
  expect(policy.status(), await policy.text()).toBe(201);
  const { id: policyId } = (await policy.json()) as { id: string };
  const add = (daysBefore: number, methods: string[]) =>
    page.request.post('/api/reminders', { headers: origin, data: { policyId, title: 'x', daysBefore, notificationMethods: methods } });
  const first = (await (await add(10, ['email'])).json()) as { id: string };
  const second = (await (await add(20, ['email', 'app'])).json()) as { id: string };

  // The sweep runs every 5 s in the e2e set-up; the two reminders share one catch-up email.
  const mail = await waitForMail(user.email, { subject: /Insurance renewal/, timeoutMs: 60_000 });
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  const header = mail.headers['list-unsubscribe']!;
  expect(header).toMatch(/<mailto:[^>]+\?subject=unsubscribe%20[A-Za-z0-9_-]{43}>/);
  const link = /<(https?:\/\/[^>]+)>/.exec(header)![1]!;

  // As a mail provider sends it: no session, no Origin, a form body.
  const provider = await request.newContext();
  const click = await provider.post(link, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, data: 'List-Unsubscribe=One-Click' });
  expect(click.status()).toBe(200);
  await provider.dispose();
  const reminders = (await (await page.request.get('/api/reminders')).json()) as { id: string; notificationMethods: string[] }[];
  const methodsOf = (id: string) => reminders.find((r) => r.id === id)!.notificationMethods;
  const emailed = [first.id, second.id].find((id) => !methodsOf(id).includes('email'));
  expect(emailed, 'one reminder has email off').toBeDefined();

  // The link in a browser: a page, nothing changed by opening it; the keyboard reaches its buttons.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Stop reminder emails' })).toBeVisible();
  await expect(page.getByText('for UN51 SUB (Ford Focus)')).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Stop emails for all my reminders' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Email is off for all your reminders.')).toBeVisible();
  const after = (await (await page.request.get('/api/reminders')).json()) as { notificationMethods: string[] }[];
  expect(after.every((r) => !r.notificationMethods.includes('email'))).toBe(true);

  // Issue 51: the undo puts back what 'all' turned off (the reminder one click had stopped stays off); a sign-in link.
  await expect(page.getByRole('link', { name: 'Sign in to Renewly' })).toHaveAttribute('href', `${new URL(process.env.E2E_BASE_URL!).origin}/`);
  await page.getByRole('button', { name: 'Email me for all these reminders again' }).click();
  await expect(page.getByText('Email is on again for the reminders this link turned off.')).toBeVisible();
  const undone = (await (await page.request.get('/api/reminders')).json()) as { id: string; notificationMethods: string[] }[];
  expect(undone.filter((r) => r.notificationMethods.includes('email')).map((r) => r.id)).toEqual([first.id, second.id].filter((id) => id !== emailed));
});
