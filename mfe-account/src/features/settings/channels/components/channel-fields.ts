// The fields of each kind of channel in the 'Add a channel' form (issue 41).
import { DEFAULT_NTFY_SERVER, DEFAULT_TELEGRAM_API, type UserChannelKind } from '@renewly/shared-contracts/features/user-channels-texts';

export interface ChannelField {
  name: string;
  label: string;
  /** Secrets are typed into a password field. */
  secret?: boolean;
  optional?: boolean;
  extra?: string;
  placeholder?: string;
}

export const CHANNEL_FIELDS: Record<UserChannelKind, ChannelField[]> = {
  ntfy: [
    { name: 'serverUrl', label: 'Server', optional: true, placeholder: DEFAULT_NTFY_SERVER, extra: `Leave empty for ${DEFAULT_NTFY_SERVER}.` },
    { name: 'topic', label: 'Topic', extra: 'Letters, digits, - and _ only. Anyone who knows a public topic can read it: pick one hard to guess.' },
    { name: 'accessToken', label: 'Access token', secret: true, optional: true, extra: 'Only if your topic needs one.' },
  ],
  gotify: [
    { name: 'serverUrl', label: 'Server', placeholder: 'https://gotify.example.com' },
    { name: 'appToken', label: 'Application token', secret: true },
  ],
  telegram: [
    { name: 'botToken', label: 'Bot token', secret: true, extra: 'From @BotFather.' },
    { name: 'chatId', label: 'Chat ID', placeholder: '123456789', extra: 'A number; group and channel IDs start with -.' },
    { name: 'apiBaseUrl', label: 'Bot API address', optional: true, placeholder: DEFAULT_TELEGRAM_API, extra: `Leave empty for ${DEFAULT_TELEGRAM_API}.` },
  ],
  discord: [{ name: 'webhookUrl', label: 'Webhook URL', secret: true, placeholder: 'https://discord.com/api/webhooks/…' }],
  slack: [{ name: 'webhookUrl', label: 'Incoming-webhook URL', secret: true, placeholder: 'https://hooks.slack.com/services/…' }],
  webhook: [{ name: 'url', label: 'URL', placeholder: 'https://example.com/renewly', extra: 'Each request is signed (Standard Webhooks); the secret is shown once, after saving.' }],
};
