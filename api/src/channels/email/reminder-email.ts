import { displayRegistration, formatUkDate } from '@renewly/shared-contracts';
import type { DeliveryContext } from '../delivery-channel';
import { reminderSentence, vehicleName, whenText } from '../reminder-wording';
import type { MailMessage } from '../../core/ports/mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The same Message-ID for every attempt of a delivery, so a repeat after a crash is recognisable as the same message.
 * Its right-hand side is the app's host name.
 */
export function reminderMessageId(deliveryId: string, appOrigin: string): string {
  return `<${deliveryId.replace(/[^A-Za-z0-9.-]/g, '.')}@${new URL(appOrigin).hostname}>`;
}

export function reminderEmail(ctx: DeliveryContext, appOrigin: string, to: string, unsubscribeUrl?: string): MailMessage {
  const p = ctx.policy;
  const date = formatUkDate(ctx.targetDate);
  const dateRow: [string, string] =
    ctx.target === 'mot' ? ['MOT expiry date', date] : ctx.target === 'roadTax' ? ['Road tax due date', date] : ['Renewal date', date];
  const rows: [string, string][] = [
    ['Vehicle', vehicleName(ctx)],
    ['Registration', displayRegistration(p.registrationNumber)],
    ...(ctx.target === 'renewal' || ctx.target === 'bestDay' ? [['Insurer', p.insurer ?? 'Not set'] as [string, string]] : []),
    dateRow,
    ['Days left', String(Math.max(0, ctx.daysLeft))],
  ];
  const what =
    ctx.target === 'mot' ? 'MOT due' : ctx.target === 'roadTax' ? 'Road tax due' : ctx.target === 'bestDay' ? 'Best day to get quotes' : 'Insurance renewal';
  const greeting = ctx.recipient.firstName ? `Hello ${ctx.recipient.firstName},` : 'Hello,';
  const text = [
    greeting,
    '',
    reminderSentence(ctx),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `View the policy: ${ctx.policyUrl}`,
    '',
    'Renewly',
    ...(unsubscribeUrl ? ['', `Stop these emails: ${unsubscribeUrl}`] : []),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(reminderSentence(ctx))}</p>`,
    '<table>',
    ...rows.map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`),
    '</table>',
    `<p><a href="${escapeHtml(ctx.policyUrl)}">View the policy</a></p>`,
    '<p>Renewly</p>',
    ...(unsubscribeUrl ? [`<p><a href="${escapeHtml(unsubscribeUrl)}">Stop these emails</a></p>`] : []),
  ].join('\n');
  return {
    to,
    subject:
      ctx.target === 'bestDay'
        ? `${what}: ${vehicleName(ctx)} ${displayRegistration(p.registrationNumber)} (renews ${date})`
        : `${what} ${whenText(ctx.daysLeft)}: ${vehicleName(ctx)} ${displayRegistration(p.registrationNumber)} (${date})`,
    text,
    html,
    messageId: reminderMessageId(ctx.deliveryId, appOrigin),
  };
}
