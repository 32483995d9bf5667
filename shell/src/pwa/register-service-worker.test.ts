import { registerServiceWorker } from './register-service-worker';

describe('registerServiceWorker', () => {
  it('registers /sw.js', async () => {
    const registration = { scope: '/' };
    const register = jest.fn(async () => registration);
    const nav = { serviceWorker: { register } } as unknown as Navigator;
    await expect(registerServiceWorker(nav)).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('only logs a failed registration', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const nav = { serviceWorker: { register: jest.fn(async () => Promise.reject(new Error('blocked'))) } } as unknown as Navigator;
    await expect(registerServiceWorker(nav)).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
    warn.mockRestore();
  });

  it('does nothing without service worker support', async () => {
    await expect(registerServiceWorker({} as Navigator)).resolves.toBeNull();
  });
});
