// The page shown when the app cannot start: the spec's words, and the page loaded again once the browser is back online.
import { showStartupError } from './startup-error';

beforeEach(() => {
  document.body.innerHTML = '<div id="root"><p>Drawn by the server</p></div>';
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test("shows 'Application Error' with what failed", () => {
  showStartupError(new Error('Loading chunk 913 failed.'), () => undefined);
  expect(document.querySelector('[role="alert"] h1')?.textContent).toBe('Application Error');
  expect(document.body.textContent).toContain('Failed to load the application. Please try refreshing the page.');
  expect(document.body.textContent).toContain('Loading chunk 913 failed.');
});

test('back online, the page is loaded again, once', () => {
  const reload = jest.fn();
  showStartupError(new Error('Loading chunk 913 failed.'), reload);
  expect(reload).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('online'));
  window.dispatchEvent(new Event('online'));
  expect(reload).toHaveBeenCalledTimes(1);
});
