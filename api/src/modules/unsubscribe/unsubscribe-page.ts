// The page an unsubscribe link lands on (no session, no script): what the link does (the reminder and its car), and
// buttons (form POSTs) for this reminder or all reminders; after a POST, what was done and how to undo it (a button
// after 'all'). Every page links to sign in.
import { NOTICE_EMAILS_TEXTS as NOTICES } from '@renewly/shared-contracts/features/notice-emails';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The reminder a link is for, as the page names it. */
export interface ReminderNamed {
  title: string;
  /** 'AB12 CDE (Ford Focus)'. */
  car: string | null;
}

const signInLink = (appOrigin: string) => `<p><a href="${escapeHtml(appOrigin)}/">Sign in to Renewly</a> to see or change all your reminders.</p>`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Renewly</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1f1f1f}
button{font:inherit;padding:.5rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:6px;border:1px solid #0f6e8c;background:#0f6e8c;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0f6e8c}form{display:inline}a{color:#0f6e8c}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export const UNDO =
  'To get these emails again, sign in to Renewly, open Reminders, edit the reminder and tick Email under "Notify me by".';

const reminderWords = (reminder: ReminderNamed | null) =>
  reminder
    ? `your reminder <strong>${escapeHtml(reminder.title)}</strong>${reminder.car ? ` for <strong>${escapeHtml(reminder.car)}</strong>` : ''}`
    : 'one of your reminders';

const button = (token: string, scope: string, label: string, secondary = false) =>
  `<form method="post" action="/api/unsubscribe/${encodeURIComponent(token)}?scope=${scope}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${label}</button></form>`;

export function choicePage(token: string, reminder: ReminderNamed | null, appOrigin: string): string {
  return page(
    'Stop reminder emails',
    `<p>This link stops the emails of ${reminderWords(reminder)}.
It does not sign you in, and nothing else changes: the reminder still shows in the app.</p>
${button(token, 'reminder', 'Stop emails for this reminder')}
${button(token, 'all', 'Stop emails for all my reminders', true)}
${signInLink(appOrigin)}`,
  );
}

export function donePage(scope: 'reminder' | 'all', outcome: 'done' | 'already', token: string, reminder: ReminderNamed | null, appOrigin: string): string {
  const what = scope === 'all' ? 'all your reminders' : reminderWords(reminder);
  const said = outcome === 'done' ? `Email is off for ${what}.` : `Email was already turned off for ${what} with this link.`;
  // After 'all', one button puts back exactly what it turned off; after one reminder, the app's edit does.
  const next =
    scope === 'reminder'
      ? `<p>${UNDO}</p>${button(token, 'all', 'Stop emails for all my reminders', true)}`
      : `<p>Changed your mind? This puts email back on for the reminders this link turned off.</p>${button(token, 'all-undo', 'Email me for all these reminders again', true)}`;
  return page('Reminder emails stopped', `<p>${said} Reminders with no other channel now arrive in the app (the bell) instead.</p>${next}${signInLink(appOrigin)}`);
}

/** After the undo of 'all' (or a second press of it). */
export function undoPage(outcome: 'done' | 'already', appOrigin: string): string {
  const said = outcome === 'done' ? 'Email is on again for the reminders this link turned off.' : 'There was nothing to put back with this link: it has already been used, or no emails were stopped.';
  return page('Reminder emails on', `<p>${said}</p>${signInLink(appOrigin)}`);
}

export function expiredPage(appOrigin: string): string {
  return page('This link has run out', `<p>This unsubscribe link is no longer valid. ${UNDO.replace('get these emails again', 'stop or start these emails')}</p>${signInLink(appOrigin)}`);
}

/** A notice email's link (a DVLA alert, a shared car erased): one button, nothing changes on GET. */
export function noticeChoicePage(token: string, appOrigin: string): string {
  return page(
    'Stop notice emails',
    `<p>This link stops the notice emails about your cars (${escapeHtml(NOTICES.what)}).
It does not sign you in, and nothing else changes: the bell in the app still shows them, and your reminders are not affected.</p>
${button(token, 'notices', 'Stop notice emails')}
${signInLink(appOrigin)}`,
  );
}

/** After the one-click (or the page's button), or its undo: what was done, and how to undo it. */
export function noticeDonePage(scope: 'notices' | 'notices-undo', outcome: 'done' | 'already', token: string, appOrigin: string): { html: string; message: string } {
  if (scope === 'notices-undo') {
    const message = outcome === 'done' ? NOTICES.turnedOn : 'This link already turned notice emails about your cars on again.';
    return { message, html: page('Notice emails on', `<p>${escapeHtml(message)} Settings shows this under Reminder delivery.</p>${signInLink(appOrigin)}`) };
  }
  const message = outcome === 'done' ? NOTICES.turnedOff : NOTICES.alreadyOff;
  return {
    message,
    html: page(
      'Notice emails stopped',
      `<p>${escapeHtml(message)} The bell in the app still shows them.</p><p>${escapeHtml(NOTICES.undo)}</p>${button(token, 'notices-undo', 'Email me these notices again', true)}${signInLink(appOrigin)}`,
    ),
  };
}
