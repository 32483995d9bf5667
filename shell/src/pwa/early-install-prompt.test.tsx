import { render, screen } from '@testing-library/react';
import { INSTALL_PROMPT_DISMISSED_KEY } from '@renewly/shared-contracts';

import { DISMISSED_KEY, keepEarlyInstallPrompt } from './early-install-prompt';
import { InstallPrompt } from './install-prompt';

function offerInstall(): Event {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: jest.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome: 'dismissed' }),
  });
  window.dispatchEvent(event);
  return event;
}

beforeEach(() => window.localStorage.clear());

test('an install offer made before the app started is kept, and the card shows it once it mounts', async () => {
  keepEarlyInstallPrompt();
  const event = offerInstall();
  expect(event.defaultPrevented).toBe(true);
  render(<InstallPrompt />);
  expect(await screen.findByRole('complementary', { name: 'Install Renewly' })).not.toBeNull();
});

test("after 'Not now' an early offer is left to the browser and no card shows", async () => {
  window.localStorage.setItem(INSTALL_PROMPT_DISMISSED_KEY, 'true');
  keepEarlyInstallPrompt();
  expect(offerInstall().defaultPrevented).toBe(false);
  render(<InstallPrompt />);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(screen.queryByRole('complementary', { name: 'Install Renewly' })).toBeNull();
});

test('the early keeper reads the dismissal under the contracts key', () => {
  expect(DISMISSED_KEY).toBe(INSTALL_PROMPT_DISMISSED_KEY);
});
