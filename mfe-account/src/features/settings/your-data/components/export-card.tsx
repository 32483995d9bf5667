import type { MouseEvent } from 'react';
import { apiRequest, describeError, showToast } from '@renewly/shared-contracts';

/** The file name the API gives (Content-Disposition), or the link's last part. */
function fileNameOf(res: Response, href: string): string {
  const disposition = res.headers.get('Content-Disposition') ?? '';
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? href.split('/').pop() ?? 'renewly-data';
}

/**
 * Downloads through the API client (issue 40: an export is sensitive; a session that signed in more than 10 minutes
 * ago is asked "Confirm it's you" first, then the download goes on), saved under the name the API gives. The links
 * stay plain links: they work before the page's script has taken over, and with a recent sign-in.
 */
async function download(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  const href = event.currentTarget.getAttribute('href')!;
  try {
    const res = await apiRequest('GET', href);
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = fileNameOf(res, href);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    showToast({ title: 'Download failed', description: describeError(error), variant: 'error' });
  }
}

/** Downloads: plain links, so the browser saves the file the API names (Content-Disposition) with the session cookie. */
export function ExportCard() {
  return (
    <section className="ra-card" aria-labelledby="export-heading">
      <h2 id="export-heading" className="ra-card-title">
        Export your data
      </h2>
      <p>
        Download a copy of everything Renewly holds about you: your profile, policies, reminders and their deliveries,
        quotes and notifications (JSON), or just your policies as a spreadsheet (CSV). The zip holds both, with the
        documents you keep with your policies (certificates, schedules, V5C, MOT certificates).
      </p>
      <div className="ra-actions">
        <a className="renewly-button" href="/api/account/export" download onClick={(e) => void download(e)}>
          Download all data (JSON)
        </a>
        <a className="renewly-button" href="/api/account/export/policies.csv" download onClick={(e) => void download(e)}>
          Download policies (CSV)
        </a>
        <a className="renewly-button" href="/api/account/export.zip" download onClick={(e) => void download(e)}>
          Download everything (zip)
        </a>
      </div>
    </section>
  );
}
