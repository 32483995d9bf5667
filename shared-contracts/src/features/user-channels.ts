// A user's other reminder channels (issue 41): ntfy, Gotify, Telegram, Discord, Slack and signed webhooks. Not in
// the index (only the settings page, the reminder dialogs and the API need it): import as
// '@renewly/shared-contracts/features/user-channels'.
import { z } from 'zod';
import { OBJECT_ID_PATTERN, REMINDER_TARGETS } from '@renewly/shared-contracts';
import { CHANNEL_MESSAGES, CHANNEL_NAME_MAX, CHANNEL_TOKEN_MAX, CHANNEL_URL_MAX, DEFAULT_NTFY_SERVER, DEFAULT_TELEGRAM_API, USER_CHANNEL_KINDS } from './user-channels-texts';

export * from './user-channels-texts';

/** GET /api/channels/status: whether channels can be added here (the server has CHANNEL_SECRETS_KEY). */
export const channelsStatusSchema = z.object({ configured: z.boolean() });
export type ChannelsStatus = z.infer<typeof channelsStatusSchema>;

const isUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && !!u.hostname && !u.username && !u.password;
  } catch {
    return false;
  }
};

/** Discord's own hosts for webhooks (the API also allows an operator's CHANNEL_PRIVATE_HOSTS service). */
export const DISCORD_WEBHOOK_HOSTS = ['discord.com', 'discordapp.com', 'ptb.discord.com', 'canary.discord.com'] as const;

/** A Discord webhook's path, '/api/webhooks/<id>/<token>' (issue 51 item 31: not any https address). */
const isDiscordWebhookPath = (v: string) => {
  try {
    return /\/api\/webhooks\/\d+\/[\w-]+\/?$/.test(new URL(v).pathname);
  } catch {
    return true; // not a URL at all: the URL's own message says so
  }
};

/** A web address: parsed, at most 2,048 characters (https is checked by the API, which knows the allowed hosts). */
const url = z.string({ error: CHANNEL_MESSAGES.url }).trim().max(CHANNEL_URL_MAX, CHANNEL_MESSAGES.url).refine(isUrl, CHANNEL_MESSAGES.url);
const token = z.string({ error: CHANNEL_MESSAGES.token }).trim().min(1, CHANNEL_MESSAGES.token).max(CHANNEL_TOKEN_MAX, CHANNEL_MESSAGES.token).regex(/^\S+$/, CHANNEL_MESSAGES.token);
const name = z.string({ error: CHANNEL_MESSAGES.name }).trim().min(1, CHANNEL_MESSAGES.name).max(CHANNEL_NAME_MAX, CHANNEL_MESSAGES.name);
const common = { name, isDefault: z.boolean().optional() };

/** POST /api/channels: one of the six kinds. */
export const userChannelInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('ntfy'), ...common, serverUrl: url.default(DEFAULT_NTFY_SERVER), topic: z.string({ error: CHANNEL_MESSAGES.topic }).regex(/^[A-Za-z0-9_-]{1,64}$/, CHANNEL_MESSAGES.topic), accessToken: token.optional() }).strict(),
    z.object({ kind: z.literal('gotify'), ...common, serverUrl: url, appToken: token }).strict(),
    z.object({ kind: z.literal('telegram'), ...common, botToken: token, chatId: z.string({ error: CHANNEL_MESSAGES.chatId }).trim().regex(/^-?\d{1,20}$/, CHANNEL_MESSAGES.chatId), apiBaseUrl: url.default(DEFAULT_TELEGRAM_API) }).strict(),
    z.object({ kind: z.literal('discord'), ...common, webhookUrl: url.refine(isDiscordWebhookPath, CHANNEL_MESSAGES.discordUrl) }).strict(),
    z.object({ kind: z.literal('slack'), ...common, webhookUrl: url }).strict(),
    z.object({ kind: z.literal('webhook'), ...common, url }).strict(),
  ],
  { error: CHANNEL_MESSAGES.kind },
);
export type UserChannelInput = z.input<typeof userChannelInputSchema>;
export type UserChannelConfig = z.output<typeof userChannelInputSchema>;

/** PATCH /api/channels/:id: rename, switch on or off, in or out of the default set for new reminders. */
export const userChannelUpdateSchema = z
  .object({ name: name.optional(), enabled: z.boolean().optional(), isDefault: z.boolean().optional() })
  .strict();
export type UserChannelUpdate = z.infer<typeof userChannelUpdateSchema>;

/** A channel as the API shows it: never a token or secret, only its last four characters. */
export const userChannelSchema = z.object({
  id: z.string(),
  kind: z.enum(USER_CHANNEL_KINDS),
  name: z.string(),
  enabled: z.boolean(),
  isDefault: z.boolean(),
  /** Where it sends, without secrets: 'ntfy.sh / renewals', 'chat 123456', 'hooks.slack.com'. */
  target: z.string(),
  /** '•••• abcd' (the token, webhook URL or signing secret's last four characters); null when it has none. */
  secretHint: z.string().nullable(),
  /** Why delivery stopped (the service refused it for good); null while it works. */
  stoppedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type UserChannel = z.infer<typeof userChannelSchema>;
export const userChannelListSchema = z.array(userChannelSchema);

/** POST /api/channels answer: a webhook's signing secret is in it, this once. */
export const createdUserChannelSchema = userChannelSchema.extend({ signingSecret: z.string().optional() });
export type CreatedUserChannel = z.infer<typeof createdUserChannelSchema>;

/** POST /api/channels/:id/test answer, in plain words. */
export const channelTestResultSchema = z.object({ ok: z.boolean(), message: z.string() });
export type ChannelTestResult = z.infer<typeof channelTestResultSchema>;

/** The delivery engine's name of a user's channel: 'ch_' and its id (one delivery per reminder and channel). */
export type UserChannelRef = `ch_${string}`;
export const userChannelRef = (id: string): UserChannelRef => `ch_${id}`;
const REF = new RegExp(`^ch_${OBJECT_ID_PATTERN.source.replace(/^\^|\$$/g, '')}$`);
export const isUserChannelRef = (channel: string): channel is UserChannelRef => REF.test(channel);
export const channelIdOfRef = (ref: UserChannelRef): string => ref.slice(3);

/**
 * The JSON body of every signed webhook (documented in the OpenAPI document as the webhook 'reminder'). Stable:
 * fields are only ever added.
 */
export const reminderWebhookSchema = z.object({
  type: z.enum(['reminder.due', 'channel.test']),
  /** The delivery id: the same for every retry of one delivery (also the webhook-id header). */
  id: z.string(),
  timestamp: z.string(),
  data: z.object({
    reminderId: z.string().nullable(),
    title: z.string(),
    message: z.string(),
    target: z.enum(REMINDER_TARGETS),
    targetDate: z.string().nullable(),
    daysLeft: z.number().int().nullable(),
    vehicle: z.object({ registrationNumber: z.string(), manufacturer: z.string(), model: z.string() }).nullable(),
    policyUrl: z.string(),
  }),
});
export type ReminderWebhook = z.infer<typeof reminderWebhookSchema>;
