// The page an unsubscribe link lands on (no session, no script): what the link does, and buttons (form POSTs) for
// this reminder or all reminders; after a POST, what was done and how to undo it.
import { NOTICE_EMAILS_TEXTS as NOTICES } from '@renewly/shared-contracts/features/notice-emails';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Renewly</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1f1f1f}
button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:6px;border:1px solid #0f6e8c;background:#0f6e8c;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0f6e8c}form{display:inline}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export const UNDO =
  'To get these emails again, sign in to Renewly, open Reminders, edit the reminder and tick Email under "Notify me by".';

export function choicePage(token: string, reminderTitle: string | null): string {
  const action = (scope: string) => `/api/unsubscribe/${encodeURIComponent(token)}?scope=${scope}`;
  return page(
    'Stop reminder emails',
    `<p>This link stops the emails of ${reminderTitle ? `your reminder <strong>${escapeHtml(reminderTitle)}</strong>` : 'one of your reminders'}.
It does not sign you in, and nothing else changes: the reminder still shows in the app.</p>
<form method="post" action="${action('reminder')}"><button type="submit">Stop emails for this reminder</button></form>
<form method="post" action="${action('all')}"><button type="submit" class="secondary">Stop emails for all my reminders</button></form>`,
  );
}

export function donePage(scope: 'reminder' | 'all', outcome: 'done' | 'already', token: string): string {
  const what = scope === 'all' ? 'all your reminders' : 'this reminder';
  const said = outcome === 'done' ? `Email is off for ${what}.` : `Email was already turned off for ${what} with this link.`;
  const more =
    scope === 'reminder'
      ? `<form method="post" action="/api/unsubscribe/${encodeURIComponent(token)}?scope=all"><button type="submit" class="secondary">Stop emails for all my reminders</button></form>`
      : '';
  return page('Reminder emails stopped', `<p>${said} Reminders with no other channel now arrive in the app (the bell) instead.</p><p>${UNDO}</p>${more}`);
}

export function expiredPage(): string {
  return page('This link has run out', `<p>This unsubscribe link is no longer valid. ${UNDO.replace('get these emails again', 'stop or start these emails')}</p>`);
}

/** A notice email's link (a DVLA alert, a shared car erased): one button, nothing changes on GET. */
export function noticeChoicePage(token: string): string {
  return page(
    'Stop notice emails',
    `<p>This link stops the notice emails about your cars (${escapeHtml(NOTICES.what)}).
It does not sign you in, and nothing else changes: the bell in the app still shows them, and your reminders are not affected.</p>
<form method="post" action="/api/unsubscribe/${encodeURIComponent(token)}?scope=notices"><button type="submit">Stop notice emails</button></form>`,
  );
}

/** After the one-click (or the page's button), or its undo: what was done, and how to undo it. */
export function noticeDonePage(scope: 'notices' | 'notices-undo', outcome: 'done' | 'already', token: string): { html: string; message: string } {
  if (scope === 'notices-undo') {
    const message = outcome === 'done' ? NOTICES.turnedOn : 'This link already turned notice emails about your cars on again.';
    return { message, html: page('Notice emails on', `<p>${escapeHtml(message)} Settings shows this under Reminder delivery.</p>`) };
  }
  const message = outcome === 'done' ? NOTICES.turnedOff : NOTICES.alreadyOff;
  const undo = `<form method="post" action="/api/unsubscribe/${encodeURIComponent(token)}?scope=notices-undo"><button type="submit" class="secondary">Email me these notices again</button></form>`;
  return {
    message,
    html: page('Notice emails stopped', `<p>${escapeHtml(message)} The bell in the app still shows them.</p><p>${escapeHtml(NOTICES.undo)}</p>${undo}`),
  };
}
