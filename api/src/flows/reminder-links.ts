// What the reminders module needs of the modules above it (issue 48): the user's other channels (user-channels) and
// each reminder's delivery log (deliveries), from their entries. routes.ts passes these to the reminders router;
// the policy lifecycle gives a new policy's first reminders the user's default channels.
import * as deliveries from '../modules/deliveries';
import type { ReminderLinks } from '../modules/reminders';
import { channelLabel, channelsById, defaultChannelIds, requireOwnChannels } from '../modules/user-channels';

export const reminderLinks: ReminderLinks = {
  defaultChannelIds,
  requireOwnChannels,
  async channelsForLog(userId) {
    const byId = await channelsById(userId);
    return new Map([...byId].map(([id, c]) => [id, { label: channelLabel(c), enabled: c.enabled }]));
  },
  deliveryLog: deliveries.deliveryLog,
  catchUpsToDeliver: deliveries.catchUpsToDeliver,
  deleteForReminder: deliveries.deleteForReminder,
};
