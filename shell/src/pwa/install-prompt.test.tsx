import { act, fireEvent, render, screen } from '@testing-library/react';
import { InstallPrompt } from './install-prompt';

function fireInstallAvailable(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: jest.Mock;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = jest.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const card = () => screen.queryByRole('complementary', { name: 'Install Renewly' });

beforeEach(() => window.localStorage.clear());

describe('InstallPrompt', () => {
  it('appears only when the browser offers installation, and keeps the browser prompt for the Install button', async () => {
    render(<InstallPrompt />);
    expect(card()).toBeNull();
    const event = fireInstallAvailable();
    expect(event.defaultPrevented).toBe(true);
    // The card's code loads when the offer comes (install-card.tsx).
    expect(await screen.findByRole('complementary', { name: 'Install Renewly' })).not.toBeNull();
  });

  it('Install shows the browser prompt and hides the card', async () => {
    render(<InstallPrompt />);
    const event = fireInstallAvailable('accepted');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(card()).toBeNull();
  });

  it('hides after installation', () => {
    render(<InstallPrompt />);
    fireInstallAvailable();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(card()).toBeNull();
  });

  it('Not now is remembered under install-prompt-dismissed', () => {
    const { unmount } = render(<InstallPrompt />);
    fireInstallAvailable();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(card()).toBeNull();
    expect(window.localStorage.getItem('install-prompt-dismissed')).toBe('true');
    unmount();
    render(<InstallPrompt />);
    fireInstallAvailable();
    expect(card()).toBeNull();
  });

  it('keeps the toasts clear of the card while it shows', () => {
    const clearance = () => document.documentElement.style.getPropertyValue('--renewly-install-clearance');
    render(<InstallPrompt />);
    expect(clearance()).toBe('');
    fireInstallAvailable();
    expect(clearance()).toMatch(/^\d+px$/);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(clearance()).toBe('');
  });
});
