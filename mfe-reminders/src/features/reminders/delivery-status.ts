import { formatUkDateTime, type DeliveryChannelName, type ReminderDelivery } from '@renewly/shared-contracts';

/** The methods' names, plus 'push': the web push sent alongside 'In-app', shown as its own line of the log. */
export const CHANNEL_LABELS: Record<DeliveryChannelName, string> = { email: 'Email', sms: 'SMS', app: 'In-app', push: 'Push' };

export interface DeliveryStatusView {
  label: 'Queued' | 'Waiting' | 'Sending' | 'Sent' | 'Retrying' | 'Failed' | 'Skipped';
  /** antd Tag colour. */
  color: 'default' | 'processing' | 'success' | 'warning' | 'error';
  /** When and why, in plain words. */
  detail: string;
}

/** One channel's line of the delivery log, in words (times as dd/mm/yyyy HH:mm London). */
export function deliveryStatusView(delivery: ReminderDelivery, now: Date = new Date()): DeliveryStatusView {
  const at = formatUkDateTime(delivery.at);
  switch (delivery.status) {
    case 'scheduled': {
      const due = delivery.at ? Date.parse(delivery.at) : Number.NaN;
      const detail = Number.isNaN(due) || due <= now.getTime() ? 'Due now: goes out at the next delivery run' : `Due ${at}`;
      // Held by the user's own settings (an SMS to a number not verified yet): it will not go out as things stand.
      if (delivery.reason) return { label: 'Waiting', color: 'warning', detail: `${delivery.reason} · ${detail}` };
      // 'Queued', not 'Scheduled': the urgency tag beside it already says 'Scheduled' (spec §4) and means the days.
      return { label: 'Queued', color: 'default', detail };
    }
    case 'sending':
      return { label: 'Sending', color: 'processing', detail: at ? `Started ${at}` : '' };
    case 'sent':
      return { label: 'Sent', color: 'success', detail: at };
    case 'temporary-failure': {
      const next = formatUkDateTime(delivery.nextAttemptAt);
      const parts = [next ? `Next attempt ${next}` : 'Will try again', delivery.reason].filter(Boolean);
      return { label: 'Retrying', color: 'warning', detail: parts.join(' · ') };
    }
    case 'permanent-failure':
      return { label: 'Failed', color: 'error', detail: delivery.reason ?? 'It could not be delivered' };
    case 'skipped':
      return { label: 'Skipped', color: 'default', detail: delivery.reason ?? '' };
  }
}
