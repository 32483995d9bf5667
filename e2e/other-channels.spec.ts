// Settings → Other channels (issue 41), at 360 and 1366 px, in the real app against a fake ntfy on loopback (allowed by
// CHANNEL_PRIVATE_HOSTS in the e2e set-up): add a channel, send a test, pick it for a reminder, see its delivery in the
// log; axe on the card and the keyboard through it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { addDays, londonToday } from '../shared-contracts/src/rules/dates';
import { signUpAndSignIn } from './support/session';
import { expectNoAxeViolations } from './support/axe';
import { expectToast, SIGNED_OUT_CHECK, submitButton, watchConsoleErrors } from './shell-ui-helpers';

interface FakeNtfy {
  origin: string;
  received: { path: string; json: Record<string, unknown> }[];
  close(): Promise<void>;
}

async function startFakeNtfy(): Promise<FakeNtfy> {
  const received: FakeNtfy['received'] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '/', json: JSON.parse(body || '{}') as Record<string, unknown> });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: `m${received.length}`, event: 'message' }));
    });
  });
  // The one port the e2e set-up names in CHANNEL_PRIVATE_HOSTS.
  await new Promise<void>((resolve) => server.listen(Number(process.env.E2E_CHANNEL_FAKE_PORT), '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}



for (const viewport of [{ width: 360, height: 740 }, { width: 1366, height: 768 }]) {
  test(`an ntfy channel at ${viewport.width} px: added, tested, picked for a reminder, its delivery in the log`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(viewport);
    const ntfy = await startFakeNtfy();
    // The topic with a space below is refused in the form itself: no request, no 400.
    const errors = watchConsoleErrors(page, [SIGNED_OUT_CHECK]);
    try {
      await signUpAndSignIn(page);
      const created = await page.request.post('/api/policies', {
        headers: { Origin: new URL(process.env.E2E_BASE_URL!).origin },
        // Renewal in 5 days: a 10-day reminder set now is due at once.
        data: { registrationNumber: 'NT11FYE', carManufacturer: 'Ford', carModel: 'Focus', renewalDate: addDays(londonToday(), 5), isActive: true },
      });
      expect(created.status(), await created.text()).toBe(201);

      await page.goto('/settings');
      const card = page.getByTestId('other-channels');
      await expect(card.getByRole('heading', { name: 'Other channels' })).toBeVisible();
      await expect(card.getByTestId('no-channels')).toBeVisible();
      await page.waitForLoadState('networkidle');

      // A topic with a space: the message under the Topic field, nothing sent or saved.
      const form = card.getByRole('form', { name: 'Add a channel' });
      await form.getByLabel('Name').fill('My phone');
      await form.getByLabel('Server (optional)').fill(ntfy.origin);
      await form.getByLabel('Topic').fill('my renewals');
      await form.getByRole('button', { name: 'Add channel' }).click();
      await expect(form.getByTestId('channel-field-error')).toHaveText('The topic may use letters, digits, - and _ only (no spaces), at most 64 characters');
      await expect(form.getByLabel('Topic')).toHaveAttribute('aria-invalid', 'true');

      // By the keyboard: fix the topic, then the token, and submit with Enter.
      await form.getByLabel('Topic').fill('renewals_e2e');
      await form.getByLabel('Topic').press('Tab');
      await expect(form.getByLabel('Access token (optional)')).toBeFocused();
      await page.keyboard.type('tk_e2e_secret_abcd');
      await page.keyboard.press('Enter');
      await expectToast(page, 'Channel added', 'My phone: send a test to check it.');
      const row = card.getByTestId('channel-row');
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('My phone');
      await expect(row).toContainText('•••• abcd');
      await expect(row).not.toContainText('tk_e2e_secret');
      await expectNoAxeViolations(page, { include: '[data-testid="other-channels"]' });

      await row.getByRole('button', { name: 'Send a test' }).click();
      await expect(row.getByTestId('channel-test-result')).toHaveText('Sent: the service took the test message (HTTP 200). Check that it arrived.');
      expect(ntfy.received).toHaveLength(1);
      expect(ntfy.received[0]!.json).toMatchObject({ topic: 'renewals_e2e', title: 'Renewly test message' });

      // Drawn by the server with the channel in it, and taken over by React as it is (no hydration error logged).
      await page.reload();
      await expect(card.getByTestId('channel-row')).toContainText('•••• abcd');
      await page.waitForLoadState('networkidle');

      // The reminder dialog offers it, ticked (it is in the default set).
      await page.goto('/reminders');
      await page.getByRole('button', { name: 'Add Reminder' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('checkbox', { name: 'My phone' })).toBeChecked();
      await dialog.getByRole('checkbox', { name: '10 days before' }).check();
      await submitButton(page, 'Set Reminder').click();
      await expectToast(page, 'Reminder created successfully');
      await expect(dialog).toBeHidden();

      // The sweep (every 5 s in the e2e set-up) delivers it; the log names the channel.
      const entry = page.locator('[data-testid="delivery"][data-channel^="ch_"]');
      await expect(async () => {
        await page.reload();
        await expect(entry).toHaveAttribute('data-status', 'sent', { timeout: 2000 });
      }).toPass({ timeout: 60_000 });
      await expect(entry).toContainText('My phone (ntfy)');
      expect(ntfy.received).toHaveLength(2);
      expect(ntfy.received[1]!.json).toMatchObject({ topic: 'renewals_e2e', title: '10 day renewal reminder' });
      expect(String(ntfy.received[1]!.json.message)).toContain('NT11 FYE Ford Focus');
      expect(errors).toEqual([]);
    } finally {
      await ntfy.close();
    }
  });
}
