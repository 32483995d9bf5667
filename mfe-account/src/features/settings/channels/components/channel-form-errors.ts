// The add-channel form's errors by field (issue 51 item 31): every problem at once, each under its own field. The
// form checks with the API's own schema first; a refusal only the API can make (https, a private address, Discord's
// host) is put under the field it is about. The schema (and zod) loads when the form is first checked, not with the page.
import { CHANNEL_MESSAGES, type UserChannelKind } from '@renewly/shared-contracts/features/user-channels-texts';
import { CHANNEL_FIELDS } from './channel-fields';

/** Field name ('name', 'topic', 'webhookUrl'...) or 'form' -> its message. */
export type ChannelFormErrors = Record<string, string>;

const URL_FIELDS = new Set(['serverUrl', 'apiBaseUrl', 'webhookUrl', 'url']);

/** The problems of this input by field, or null when the schema takes it. */
export async function channelInputErrors(input: Record<string, unknown>): Promise<ChannelFormErrors | null> {
  const { userChannelInputSchema } = await import('@renewly/shared-contracts/features/user-channels');
  const parsed = userChannelInputSchema.safeParse(input);
  if (parsed.success) return null;
  const errors: ChannelFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The API's one message, under the field it names (else above the button). */
export function apiErrorField(kind: UserChannelKind, message: string): ChannelFormErrors {
  const fields = CHANNEL_FIELDS[kind];
  const urlField = fields.find((f) => URL_FIELDS.has(f.name))?.name;
  const secretField = fields.find((f) => f.secret && !URL_FIELDS.has(f.name))?.name;
  const byMessage: Record<string, string | undefined> = {
    [CHANNEL_MESSAGES.name]: 'name',
    [CHANNEL_MESSAGES.url]: urlField,
    [CHANNEL_MESSAGES.httpsOnly]: urlField,
    [CHANNEL_MESSAGES.refusedAddress]: urlField,
    [CHANNEL_MESSAGES.discordUrl]: urlField,
    [CHANNEL_MESSAGES.topic]: 'topic',
    [CHANNEL_MESSAGES.chatId]: 'chatId',
    [CHANNEL_MESSAGES.token]: secretField,
  };
  return { [byMessage[message] ?? 'form']: message };
}
