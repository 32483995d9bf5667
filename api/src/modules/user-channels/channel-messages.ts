// What each service receives (issue 41): the reminder's title, the car ('AB12 CDE Ford Focus'), the date and days
// left, and a link to the policy, in each service's own format and within its limits.
import { Webhook } from 'standardwebhooks';
import type { ReminderWebhook } from '@renewly/shared-contracts/features/user-channels';
import type { UserChannelKind } from '@renewly/shared-contracts/features/user-channels';
import type { ChannelRequest } from './channel-http';

/** One message, whatever the channel. */
export interface ChannelMessage {
  /** The delivery id (the same on every retry), or a test's own id. */
  id: string;
  title: string;
  /** 'AB12 CDE Ford Focus'; null for a test. */
  car: string | null;
  /** The sentence: 'Your Ford Focus (AB12 CDE) insurance with Admiral renews on 05/04/2026, in 10 days.' */
  text: string;
  url: string;
  daysLeft: number | null;
  /** The signed webhook's body. */
  webhook: ReminderWebhook;
}

/** A channel with its secret decrypted, for one send. */
export interface ChannelForSend {
  id: string;
  kind: UserChannelKind;
  config: { serverUrl?: string; topic?: string; chatId?: string; apiBaseUrl?: string; url?: string };
  secret: string | null;
}

const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);
const trimSlash = (url: string) => url.replace(/\/+$/, '');

function plainText(m: ChannelMessage): string {
  return [m.car, m.text, m.url].filter(Boolean).join('\n');
}

/** Closer dates are louder: ntfy 1-5, Gotify 0-10. */
const urgent = (m: ChannelMessage) => m.daysLeft !== null && m.daysLeft <= 7;

function ntfy(c: ChannelForSend, m: ChannelMessage): ChannelRequest {
  // JSON publishing: POST to the server's root with the topic in the body (ntfy's limit is 4,096 bytes a message).
  const body = { topic: c.config.topic, title: cut(m.title, 250), message: cut([m.car, m.text].filter(Boolean).join('\n'), 3500), priority: urgent(m) ? 4 : 3, click: m.url, tags: ['car'] };
  return { url: `${trimSlash(c.config.serverUrl!)}/`, headers: c.secret ? { authorization: `Bearer ${c.secret}` } : {}, body: JSON.stringify(body) };
}

function gotify(c: ChannelForSend, m: ChannelMessage): ChannelRequest {
  const body = { title: cut(m.title, 250), message: cut(plainText(m), 3500), priority: urgent(m) ? 8 : 5, extras: { 'client::notification': { click: { url: m.url } } } };
  return { url: `${trimSlash(c.config.serverUrl!)}/message`, headers: { 'x-gotify-key': c.secret ?? '' }, body: JSON.stringify(body) };
}

function telegram(c: ChannelForSend, m: ChannelMessage): ChannelRequest {
  // Plain text (no parse_mode: nothing to escape); Telegram's limit is 4,096 characters.
  const body = { chat_id: c.config.chatId, text: cut(`${m.title}\n${plainText(m)}`, 4096), link_preview_options: { is_disabled: true } };
  return { url: `${trimSlash(c.config.apiBaseUrl!)}/bot${c.secret}/sendMessage`, headers: {}, body: JSON.stringify(body) };
}

/**
 * Discord's markdown, escaped with a backslash (issue 51 item 8): the title, the car and the sentence are the owner's
 * words ('[Pay here](https://…)', '**', '# ', '<@id>' would be drawn as a link, a heading or a mention).
 */
export const discordEscape = (text: string) => text.replace(/[\\*_~`|>#[\]()<:@-]/g, '\\$&');

function discord(c: ChannelForSend, m: ChannelMessage): ChannelRequest {
  // One embed: title 256, description 4,096 characters; no mentions, whatever the text says.
  const description = cut([m.car, m.text].filter(Boolean).map((l) => discordEscape(l!)).join('\n'), 4000);
  const embed = { title: cut(discordEscape(m.title), 256), description, url: m.url, color: urgent(m) ? 0xd4380d : 0x1677ff };
  return { url: c.secret!, headers: {}, body: JSON.stringify({ username: 'Renewly', embeds: [embed], allowed_mentions: { parse: [] } }) };
}

/** Slack's control characters (&, <, >): '<!channel>' and '<url|label>' in the owner's words stay text. */
export const slackEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function slack(c: ChannelForSend, m: ChannelMessage): ChannelRequest {
  // A header (150 characters, plain text) and a section (3,000, mrkdwn) with the link; `text` is the fallback.
  const section = `${[m.car, m.text].filter(Boolean).map((l) => slackEscape(l!)).join('\n')}\n<${m.url}|Open in Renewly>`;
  const body = {
    // The fallback (notifications, old clients) is parsed as mrkdwn too: escaped like the section.
    text: cut(slackEscape(`${m.title}: ${m.text}`), 3000),
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: cut(m.title, 150) } },
      { type: 'section', text: { type: 'mrkdwn', text: cut(section, 3000) } },
    ],
  };
  return { url: c.secret!, headers: {}, body: JSON.stringify(body) };
}

/** Standard Webhooks: webhook-id (the delivery id, the same on a retry), webhook-timestamp and webhook-signature. */
export function signedWebhook(c: ChannelForSend, m: ChannelMessage, now: Date = new Date()): ChannelRequest {
  const body = JSON.stringify(m.webhook);
  const signature = new Webhook(c.secret!).sign(m.id, now, body);
  return {
    url: c.config.url!,
    headers: { 'webhook-id': m.id, 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': signature },
    body,
  };
}

export function channelRequest(c: ChannelForSend, m: ChannelMessage): ChannelRequest {
  switch (c.kind) {
    case 'ntfy':
      return ntfy(c, m);
    case 'gotify':
      return gotify(c, m);
    case 'telegram':
      return telegram(c, m);
    case 'discord':
      return discord(c, m);
    case 'slack':
      return slack(c, m);
    case 'webhook':
      return signedWebhook(c, m);
  }
}

/** Telegram answers 200 with { ok: false } in some cases: that is no delivery (its words are not passed on). */
export function answerRefused(kind: UserChannelKind, body: string): boolean {
  if (kind !== 'telegram') return false;
  try {
    return (JSON.parse(body) as { ok?: unknown }).ok === false;
  } catch {
    return false; // a 2xx that is not JSON: taken
  }
}
