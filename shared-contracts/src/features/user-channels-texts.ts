// A user's other reminder channels (issue 41): their kinds, labels, limits, paths and words, without zod (the settings
// page draws its channels card on the first paint). The schemas are in './user-channels', which re-exports these.

export const USER_CHANNEL_KINDS = ['ntfy', 'gotify', 'telegram', 'discord', 'slack', 'webhook'] as const;
export type UserChannelKind = (typeof USER_CHANNEL_KINDS)[number];

export const USER_CHANNEL_LABELS: Record<UserChannelKind, string> = {
  ntfy: 'ntfy',
  gotify: 'Gotify',
  telegram: 'Telegram',
  discord: 'Discord',
  slack: 'Slack',
  webhook: 'Webhook',
};

export const CHANNEL_URL_MAX = 2048;
export const CHANNEL_NAME_MAX = 50;
export const CHANNEL_TOKEN_MAX = 256;
/** Other channels one user may have. */
export const MAX_USER_CHANNELS = 20;
export const DEFAULT_NTFY_SERVER = 'https://ntfy.sh';
export const DEFAULT_TELEGRAM_API = 'https://api.telegram.org';

export const CHANNEL_PATHS = {
  /** GET: `UserChannel[]`; POST `UserChannelInput`: `CreatedUserChannel` (201). */
  list: '/api/channels',
  /** PATCH `UserChannelUpdate`: `UserChannel`; DELETE: 204. */
  one: (id: string) => `/api/channels/${id}`,
  /** POST: `ChannelTestResult`. */
  test: (id: string) => `/api/channels/${id}/test`,
  /** GET: `ChannelsStatus`. */
  status: '/api/channels/status',
} as const;

export const CHANNEL_MESSAGES = {
  name: `Give the channel a name of at most ${CHANNEL_NAME_MAX} characters`,
  url: 'Enter a web address of at most 2,048 characters, like https://ntfy.sh',
  httpsOnly: 'The address must start with https://',
  refusedAddress: 'This address is on a private, loopback or reserved network, which Renewly does not send to',
  topic: 'The topic may use letters, digits, - and _ only (no spaces), at most 64 characters',
  token: `Enter the token (at most ${CHANNEL_TOKEN_MAX} characters, no spaces)`,
  chatId: 'The chat ID must be a number, like 123456789 or -1001234567890',
  kind: `Choose a channel type: ${USER_CHANNEL_KINDS.join(', ')}`,
  notFound: 'Channel not found',
  unknownForReminder: 'One of the chosen channels does not exist any more',
  tooMany: `You can have at most ${MAX_USER_CHANNELS} other channels`,
  discordUrl: 'Enter the Discord webhook URL, like https://discord.com/api/webhooks/123456789/abc (channel settings, Integrations, Webhooks)',
  notSetUp: 'Other channels are not set up on this server (the operator has not set CHANNEL_SECRETS_KEY)',
} as const;

/** The settings card's words when the server has no CHANNEL_SECRETS_KEY (issue 51 item 14). */
export const CHANNELS_NOT_SET_UP = {
  title: 'Other channels are not set up on this server',
  text: 'Reminders still go by email, SMS and in the app. To offer these channels, whoever runs this Renewly sets CHANNEL_SECRETS_KEY (32 random bytes, for example from openssl rand -base64 32) and restarts it: see .env.example.',
} as const;
