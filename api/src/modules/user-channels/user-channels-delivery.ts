// The users' other channels as the delivery engine sees them (issue 41): which are on, and one send per reminder
// and channel, with the failure kinds the engine retries (temporary) or stops at (permanent).
import { displayRegistration } from '@renewly/shared-contracts';
import { DeliveryFailure, type DeliveryContext, type UserChannelsDelivery } from '../../channels/delivery-channel';
import { reminderHeading, reminderSentence, vehicleName } from '../../channels/reminder-wording';
import type { UserChannelsService } from './user-channels.service';
import type { UserChannelRecord } from './user-channels.model';
import { ChannelHttpFailure } from './channel-http';
import type { ChannelMessage } from './channel-messages';

export const CHANNEL_GONE = 'The channel was removed or switched off';

/** The reminder as every service gets it (each in its own format: channel-messages.ts). */
export function reminderMessage(ctx: DeliveryContext, now: Date = new Date()): ChannelMessage {
  const title = ctx.reminderTitle ?? reminderHeading(ctx);
  const car = `${displayRegistration(ctx.policy.registrationNumber)} ${vehicleName(ctx)}`.trim();
  const text = reminderSentence(ctx);
  return {
    id: ctx.deliveryId,
    title,
    car,
    text,
    url: ctx.policyUrl,
    daysLeft: ctx.daysLeft,
    webhook: {
      type: 'reminder.due',
      id: ctx.deliveryId,
      timestamp: now.toISOString(),
      data: {
        reminderId: ctx.reminderId,
        title,
        message: text,
        target: ctx.target,
        targetDate: ctx.targetDate,
        daysLeft: ctx.daysLeft,
        vehicle: { registrationNumber: ctx.policy.registrationNumber, manufacturer: ctx.policy.carManufacturer, model: ctx.policy.carModel },
        policyUrl: ctx.policyUrl,
      },
    },
  };
}

export function createUserChannelsDelivery(service: UserChannelsService): UserChannelsDelivery {
  // The enabled channels read at the sweep's start, so a send needs no read of its own.
  let current = new Map<string, UserChannelRecord>();
  return {
    async enabledOf(userIds) {
      if (!service.configured) return new Map();
      current = await service.enabledChannelsOf(userIds);
      return new Map([...current].map(([id, r]) => [id, { userId: String(r.userId), kind: r.kind }]));
    },
    async send(ctx, channelId) {
      const record = current.get(channelId);
      if (!record || !record.enabled) return { status: 'skipped', reason: CHANNEL_GONE };
      try {
        return { status: 'sent', ...(await service.deliver(record, reminderMessage(ctx))) };
      } catch (err) {
        if (!(err instanceof ChannelHttpFailure)) throw err;
        // Stopped (401/403/404/410): later sends of this sweep skip it too.
        if (err.permanent && err.status !== null && [401, 403, 404, 410].includes(err.status)) record.enabled = false;
        throw new DeliveryFailure(err.reason, err.permanent);
      }
    },
  };
}
