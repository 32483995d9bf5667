import type { Agenda } from 'agenda';
import type { AppDeps } from '../core/app-deps';
import { createAlertChannels } from '../modules/vehicle-refresh/refresh-alert-channels';
import { sweepVehicleRefresh, type RefreshSweepSummary } from '../modules/vehicle-refresh/refresh-sweep';
import { createDvlaClient } from '../modules/vehicle/dvla-client';
import type { VehicleProvider } from '../modules/vehicle/vehicle-provider';

export const REFRESH_VEHICLE_DATES_JOB = 'vehicle-dates:refresh';

/**
 * Every DVLA_REFRESH_MINUTES: checks the due vehicles' MOT and tax dates with the DVLA (issue 26). Without a DVLA key
 * the job runs and does nothing. agenda may run it in two processes at once on FerretDB: each check is claimed by
 * insert (refresh-sweep.ts).
 */
export async function registerRefreshVehicleDatesJob(
  agenda: Agenda,
  deps: Pick<AppDeps, 'config' | 'logger'> & Partial<Pick<AppDeps, 'mailer' | 'sms' | 'push'>>,
  options: { provider?: VehicleProvider | null; now?: () => Date; onSwept?: (s: RefreshSweepSummary) => void } = {},
): Promise<void> {
  const { config, logger } = deps;
  const provider =
    options.provider !== undefined
      ? options.provider
      : config.dvla.apiKey
        ? createDvlaClient({ apiKey: config.dvla.apiKey, baseUrl: config.dvla.apiUrl })
        : null;
  // The alerts also go by each person's email, SMS and web push (without a mailer and SMS sender: the bell only).
  const alertChannels =
    deps.mailer && deps.sms
      ? createAlertChannels({ mailer: deps.mailer, sms: deps.sms, push: deps.push, appOrigin: config.appOrigin, mailFrom: config.mailFrom, logger, now: options.now })
      : undefined;
  agenda.define(REFRESH_VEHICLE_DATES_JOB, async () => {
    try {
      const summary = await sweepVehicleRefresh({ provider, quota: config.vehicleLookupQuota, logger, now: options.now, alertChannels });
      if (summary.checked > 0 || summary.quotaReached) logger.info(summary, 'vehicle dates refreshed from the DVLA');
      options.onSwept?.(summary);
    } catch (err) {
      // Reading the policies failed (database down): the next run tries again.
      logger.error({ err }, 'vehicle dates refresh failed');
    }
  });
  await agenda.every(`${config.dvlaRefreshMinutes} minutes`, REFRESH_VEHICLE_DATES_JOB);
}
