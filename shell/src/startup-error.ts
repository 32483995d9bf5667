// Shown when the application cannot start at all (its scripts or shared modules failed to load): plain DOM, no React.
export function showStartupError(error: unknown): void {
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
  console.error(error);
}
