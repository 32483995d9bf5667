// A user's other channels: add, list (never a secret, only '•••• last 4'), rename, switch, remove, send a test; and
// what the delivery engine needs (the enabled channels of some users, a channel decrypted for one send, stopping
// a channel the service refused for good, with one notice in the bell).
import { randomBytes } from 'node:crypto';
import { Types } from 'mongoose';
import {
  CHANNEL_MESSAGES,
  DISCORD_WEBHOOK_HOSTS,
  MAX_USER_CHANNELS,
  USER_CHANNEL_LABELS,
  type ChannelTestResult,
  type CreatedUserChannel,
  type UserChannel,
  type UserChannelConfig,
  type UserChannelUpdate,
} from '@renewly/shared-contracts/features/user-channels';
import type { Config } from '../../core/config/env';
import { ApiError } from '../../core/http/api-error';
import { ChannelHttpFailure, STOPS_CHANNEL, postToChannel } from './channel-http';
import { isOperatorHost, refusedChannelUrl } from '../../core/net/channel-address-policy';
import { answerRefused, channelRequest, type ChannelForSend, type ChannelMessage } from './channel-messages';
import { createNotificationOnce } from '../notifications';
import { ReminderModel } from '../reminders';
import { createChannelSecrets, secretHint, type ChannelSecrets } from './channel-secrets';
import { UserChannelModel, type StoredChannelConfig, type UserChannelRecord } from './user-channels.model';

const oid = (id: string) => new Types.ObjectId(id);

/** Discord's own hosts, or a service the operator named (a test's fake). */
const isDiscordHost = (url: URL, privateHosts: readonly string[]) =>
  (DISCORD_WEBHOOK_HOSTS as readonly string[]).includes(url.hostname.toLowerCase()) || isOperatorHost(url, privateHosts);
const validId = (id: string) => Types.ObjectId.isValid(id) && /^[0-9a-f]{24}$/i.test(id);

const TELEGRAM_REFUSED = 'Telegram did not take the message (check the chat ID, and that the bot is in the chat)';

export type ChannelSettings = Pick<Config, 'channelPrivateHosts' | 'channelSecretsKey'> & {
  /** How long a service may take (10 s; tests shorten it). */
  channelTimeoutMs?: number;
};

/** The one URL a channel sends to, which the address policy judges. */
function urlOf(input: UserChannelConfig): string {
  switch (input.kind) {
    case 'ntfy':
    case 'gotify':
      return input.serverUrl;
    case 'telegram':
      return input.apiBaseUrl;
    case 'discord':
    case 'slack':
      return input.webhookUrl;
    case 'webhook':
      return input.url;
  }
}

/** What is stored in clear, and the secret to encrypt. */
function split(input: UserChannelConfig): { config: StoredChannelConfig; secret: string | null } {
  switch (input.kind) {
    case 'ntfy':
      return { config: { serverUrl: input.serverUrl, topic: input.topic }, secret: input.accessToken ?? null };
    case 'gotify':
      return { config: { serverUrl: input.serverUrl }, secret: input.appToken };
    case 'telegram':
      return { config: { chatId: input.chatId, apiBaseUrl: input.apiBaseUrl }, secret: input.botToken };
    case 'discord':
    case 'slack':
      return { config: { host: new URL(input.webhookUrl).host }, secret: input.webhookUrl };
    case 'webhook':
      // The signing secret is made here and shown once (Standard Webhooks' 'whsec_' form, 24 random bytes).
      return { config: { url: input.url }, secret: `whsec_${randomBytes(24).toString('base64')}` };
  }
}

function targetOf(r: Pick<UserChannelRecord, 'kind' | 'config'>): string {
  const host = (url?: string) => {
    try {
      return url ? new URL(url).host : '';
    } catch {
      return '';
    }
  };
  switch (r.kind) {
    case 'ntfy':
      return `${host(r.config.serverUrl)} / ${r.config.topic ?? ''}`;
    case 'gotify':
      return host(r.config.serverUrl);
    case 'telegram':
      return `chat ${r.config.chatId ?? ''}`;
    case 'discord':
    case 'slack':
      return r.config.host ?? '';
    case 'webhook':
      return r.config.url ?? '';
  }
}

export function toPublicChannel(r: UserChannelRecord): UserChannel {
  return {
    id: String(r._id),
    kind: r.kind,
    name: r.name,
    enabled: r.enabled,
    isDefault: r.isDefault,
    target: targetOf(r),
    secretHint: r.secretHint,
    stoppedReason: r.stoppedReason,
    createdAt: r.createdAt.toISOString(),
  };
}

/** 'Phone (ntfy)': how the delivery log and the bell name a channel. */
export const channelLabel = (r: Pick<UserChannelRecord, 'name' | 'kind'>) => `${r.name} (${USER_CHANNEL_LABELS[r.kind]})`;

export function createUserChannelsService(settings: ChannelSettings) {
  const secrets: ChannelSecrets | null = settings.channelSecretsKey ? createChannelSecrets(settings.channelSecretsKey) : null;
  const requireSecrets = (): ChannelSecrets => {
    if (!secrets) throw new ApiError(503, CHANNEL_MESSAGES.notSetUp);
    return secrets;
  };

  async function own(userId: string, id: string): Promise<UserChannelRecord> {
    const r = validId(id) ? await UserChannelModel.findOne({ _id: oid(id), userId: oid(userId) }).lean() : null;
    if (!r) throw new ApiError(404, CHANNEL_MESSAGES.notFound);
    return r;
  }

  function forSend(r: UserChannelRecord): ChannelForSend {
    return { id: String(r._id), kind: r.kind, config: r.config, secret: r.secret === null ? null : requireSecrets().decrypt(r.secret, String(r._id)) };
  }

  return {
    configured: secrets !== null,

    async list(userId: string): Promise<UserChannel[]> {
      const docs = await UserChannelModel.find({ userId: oid(userId) }).sort({ createdAt: 1, _id: 1 }).lean();
      return docs.map(toPublicChannel);
    },

    async create(userId: string, input: UserChannelConfig, now = new Date()): Promise<CreatedUserChannel> {
      const box = requireSecrets();
      const refused = await refusedChannelUrl(urlOf(input), settings.channelPrivateHosts);
      if (refused) throw new ApiError(400, refused);
      if (input.kind === 'discord' && !isDiscordHost(new URL(input.webhookUrl), settings.channelPrivateHosts)) throw new ApiError(400, CHANNEL_MESSAGES.discordUrl);
      if ((await UserChannelModel.countDocuments({ userId: oid(userId) })) >= MAX_USER_CHANNELS) throw new ApiError(400, CHANNEL_MESSAGES.tooMany);
      const _id = new Types.ObjectId();
      const { config, secret } = split(input);
      const record: UserChannelRecord = {
        _id,
        userId: oid(userId),
        kind: input.kind,
        name: input.name,
        enabled: true,
        isDefault: input.isDefault ?? true,
        config,
        secret: secret === null ? null : box.encrypt(secret, String(_id)),
        secretHint: secret === null ? null : secretHint(secret),
        stoppedReason: null,
        enabledSince: now,
        createdAt: now,
      };
      await UserChannelModel.create(record);
      return { ...toPublicChannel(record), ...(input.kind === 'webhook' && secret ? { signingSecret: secret } : {}) };
    },

    async update(userId: string, id: string, input: UserChannelUpdate, now = new Date()): Promise<UserChannel> {
      const existing = await own(userId, id);
      const switchedOn = input.enabled === true && !existing.enabled;
      const set: Partial<UserChannelRecord> = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.isDefault !== undefined ? { isDefault: input.isDefault } : {}),
        ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
        ...(switchedOn ? { stoppedReason: null, enabledSince: now } : {}),
      };
      await UserChannelModel.updateOne({ _id: existing._id, userId: existing.userId }, { $set: set });
      return toPublicChannel({ ...existing, ...set });
    },

    /** Removes the channel and takes it off the user's reminders (its delivery records stay in the log's history). */
    async remove(userId: string, id: string): Promise<void> {
      const existing = await own(userId, id);
      await UserChannelModel.deleteOne({ _id: existing._id, userId: existing.userId });
      await ReminderModel.updateMany({ userId: existing.userId, channelIds: existing._id }, { $pull: { channelIds: existing._id } });
    },

    /**
     * 'Send a test': the result in plain words, with the service's HTTP status but never its answer's body (nothing
     * recorded, nothing stopped).
     */
    async test(userId: string, id: string, appOrigin: string, now = new Date()): Promise<ChannelTestResult> {
      const channel = forSend(await own(userId, id));
      const message = testMessage(appOrigin, now);
      try {
        const answer = await postToChannel(channelRequest(channel, message), { privateHosts: settings.channelPrivateHosts, timeoutMs: settings.channelTimeoutMs });
        if (answerRefused(channel.kind, answer.body)) return { ok: false, message: `Not sent: ${TELEGRAM_REFUSED}.` };
        return { ok: true, message: `Sent: the service took the test message (HTTP ${answer.status}). Check that it arrived.` };
      } catch (err) {
        if (err instanceof ChannelHttpFailure) return { ok: false, message: `Not sent: ${err.reason}.` };
        throw err;
      }
    },

    /** The ids of the enabled channels of these users (one read). */
    async enabledChannelsOf(userIds: string[]): Promise<Map<string, UserChannelRecord>> {
      if (userIds.length === 0) return new Map();
      const docs = await UserChannelModel.find({ userId: { $in: userIds.map(oid) }, enabled: true }).lean();
      return new Map(docs.map((d) => [String(d._id), d]));
    },

    /** One reminder to one channel, for the delivery engine; a refusal for good (401/403/404/410) stops the channel. */
    async deliver(record: UserChannelRecord, message: ChannelMessage): Promise<{ providerId: string }> {
      const channel = forSend(record);
      try {
        const answer = await postToChannel(channelRequest(channel, message), { privateHosts: settings.channelPrivateHosts, timeoutMs: settings.channelTimeoutMs });
        if (answerRefused(channel.kind, answer.body)) throw new ChannelHttpFailure(TELEGRAM_REFUSED, true, answer.status);
        return { providerId: `HTTP ${answer.status}` };
      } catch (err) {
        if (err instanceof ChannelHttpFailure && err.status !== null && STOPS_CHANNEL.has(err.status)) await stop(record, err.reason);
        throw err;
      }
    },
  };
}

/** The user's default set for new reminders (enabled ones). */
export async function defaultChannelIds(userId: string): Promise<string[]> {
  const docs = await UserChannelModel.find({ userId: oid(userId), enabled: true, isDefault: true }, { _id: 1 }).sort({ createdAt: 1 }).lean();
  return docs.map((d) => String(d._id));
}

/** Throws a 400 unless every id is one of the user's channels. */
export async function requireOwnChannels(userId: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const n = await UserChannelModel.countDocuments({ userId: oid(userId), _id: { $in: ids.map(oid) } });
  if (n !== ids.length) throw new ApiError(400, CHANNEL_MESSAGES.unknownForReminder);
}

/** The user's channels by id, for the delivery log's names. */
export async function channelsById(userId: string): Promise<Map<string, UserChannelRecord>> {
  const docs = await UserChannelModel.find({ userId: oid(userId) }).lean();
  return new Map(docs.map((d) => [String(d._id), d]));
}

export type UserChannelsService = ReturnType<typeof createUserChannelsService>;

/** Stops a channel the service refused for good, and tells the user once (per time it was switched on). */
async function stop(record: UserChannelRecord, reason: string): Promise<void> {
  await UserChannelModel.updateOne({ _id: record._id }, { $set: { enabled: false, stoppedReason: reason } });
  await createNotificationOnce(String(record.userId), {
    key: `channel-stopped:${String(record._id)}:${record.enabledSince.getTime()}`,
    title: `Reminders to ${channelLabel(record)} stopped`,
    message: `${reason}. Check the channel in Settings, Other channels, then switch it on again.`,
  });
}

function testMessage(appOrigin: string, now: Date): ChannelMessage {
  const id = `test_${randomBytes(12).toString('hex')}`;
  const text = 'This is a test from Renewly: your renewal reminders will arrive here.';
  const url = `${appOrigin}/settings`;
  return {
    id,
    title: 'Renewly test message',
    car: null,
    text,
    url,
    daysLeft: null,
    webhook: {
      type: 'channel.test',
      id,
      timestamp: now.toISOString(),
      data: { reminderId: null, title: 'Renewly test message', message: text, target: 'renewal', targetDate: null, daysLeft: null, vehicle: null, policyUrl: url },
    },
  };
}

/** Refuses to start with channels stored and no key to read their secrets (issue 41). */
export async function checkChannelSecretsKey(settings: ChannelSettings): Promise<void> {
  if (settings.channelSecretsKey) return;
  const stored = await UserChannelModel.findOne({}, { _id: 1 }).lean();
  if (stored) {
    throw new Error('Channels are stored but CHANNEL_SECRETS_KEY is not set: set the key they were saved with (see .env.example)');
  }
}
