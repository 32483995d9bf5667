// Shown when the application cannot start at all (its scripts or shared modules failed to load): plain DOM, no React.
// Most often the network was cut while the app's first scripts were on their way (a phone losing signal on a first
// visit, before the service worker keeps them): once the browser is back online the page is loaded again, as the
// message asks the user to do, so the app starts by itself.
export function showStartupError(error: unknown, reload: () => void = () => window.location.reload()): void {
  const root = document.getElementById('root') ?? document.body;
  const page = document.createElement('main');
  page.setAttribute('role', 'alert');
  page.style.cssText = 'max-width:560px;margin:15vh auto;padding:24px;font-family:sans-serif;text-align:center';
  const heading = document.createElement('h1');
  heading.textContent = 'Application Error';
  const message = document.createElement('p');
  message.textContent = 'Failed to load the application. Please try refreshing the page.';
  const detail = document.createElement('pre');
  detail.style.cssText = 'white-space:pre-wrap;color:#a8071a';
  detail.textContent = error instanceof Error ? error.message : String(error);
  page.append(heading, message, detail);
  root.replaceChildren(page);
  window.addEventListener('online', () => reload(), { once: true });
  console.error(error);
}
