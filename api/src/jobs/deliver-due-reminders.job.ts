import type { Agenda } from 'agenda';
import type { AppDeps } from '../core/app-deps';
import { createDeliveryChannels } from '../channels/create-delivery-channels';
import { createDeliveryEngine, type DeliveryEngine } from '../modules/deliveries/delivery-engine';
import { createChannelHealth } from '../modules/deliveries/channel-health';
import { markSweepDone } from './sweep-heartbeat';
import { createUserChannelsDelivery } from '../modules/user-channels/user-channels-delivery';
import { createUserChannelsService } from '../modules/user-channels/user-channels.service';

export const DELIVER_DUE_REMINDERS_JOB = 'reminders:deliver-due';

/**
 * One repeating sweep delivers every due reminder (no job per reminder: due times are worked out from current data
 * at each sweep, so edits and deletions need no rescheduling). Also sweeps once at start-up, so nothing waits after
 * downtime. agenda may run the job in two processes at once on FerretDB (no atomic findAndModify): harmless, the
 * engine claims each delivery by insert.
 */
export async function registerDeliverDueRemindersJob(
  agenda: Agenda,
  deps: Pick<AppDeps, 'config' | 'mailer' | 'sms' | 'logger'> & Partial<Pick<AppDeps, 'push'>>,
  { every = '1 minute', sweepAtStart = true }: { every?: string; sweepAtStart?: boolean } = {},
): Promise<DeliveryEngine> {
  const engine = createDeliveryEngine({
    channels: createDeliveryChannels(deps),
    userChannels: createUserChannelsDelivery(createUserChannelsService(deps.config)),
    appOrigin: deps.config.appOrigin,
    logger: deps.logger,
    channelHealth: createChannelHealth({
      logger: deps.logger,
      mailer: deps.mailer,
      operatorEmail: deps.config.operatorEmail,
      appOrigin: deps.config.appOrigin,
    }),
  });
  agenda.define(DELIVER_DUE_REMINDERS_JOB, async () => {
    await engine.sweep();
    markSweepDone();
  });
  await agenda.every(every, DELIVER_DUE_REMINDERS_JOB);
  if (sweepAtStart) {
    engine
      .sweep()
      .then(() => markSweepDone())
      .catch((err: unknown) => deps.logger.error({ err }, 'start-up reminder sweep failed'));
  }
  return engine;
}
