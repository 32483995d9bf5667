// 'Check with the DVLA now' (issue 36): one car checked at once, for a user who may edit it (owner or editor: the
// answer may move the policy's dates, which a viewer may not). Refused plainly when no DVLA key is configured, the
// policy is off or its DVLA setting is off; at most once per car per clock hour (429, counted in the database so
// every API process shares it); the DVLA call counts against the asking user's daily lookups.
import { DVLA_CHECK_NOW, TIME_ZONE } from '@renewly/shared-contracts';
import { ApiError } from '../../core/http/api-error';
import type { Logger } from '../../core/logger';
import { rateLimitRejections } from '../../core/metrics/metrics';
import { hitRateWindow } from '../../core/security/rate-counter';
import { requirePolicyAccess } from '../policies';
import { PolicyModel } from '../policies';
import type { VehicleProvider } from '../vehicle';
import type { AlertChannels } from './refresh-alert-channels';
import { HOUR_MS } from './refresh-due';
import { checkVehicleNow, POLICY_FIELDS } from './refresh-sweep';

export const DVLA_CHECK_NOW_LIMIT = { name: 'dvla-check-now', limit: 1, windowMs: HOUR_MS } as const;

export interface CheckNowDeps {
  provider: VehicleProvider;
  quota: { perUserPerDay: number; globalPerDay: number };
  logger: Logger;
  now?: () => Date;
  /** An alert the check finds also goes by each person's email, SMS and web push. */
  alertChannels?: AlertChannels;
}

const londonTime = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export async function checkPolicyWithDvlaNow(deps: CheckNowDeps, userId: string, policyId: string): Promise<void> {
  const grant = await requirePolicyAccess(userId, policyId, 'edit');
  if (deps.provider.name === 'none') throw new ApiError(409, DVLA_CHECK_NOW.noKey);
  const policy = await PolicyModel.findOne({ _id: grant.policy.id }, { ...POLICY_FIELDS, isActive: 1 }).limit(1).lean();
  if (!policy) throw new ApiError(404, 'Policy not found');
  if (!policy.isActive) throw new ApiError(409, DVLA_CHECK_NOW.inactive);
  if (policy.dvlaRefresh === false) throw new ApiError(409, DVLA_CHECK_NOW.settingOff);
  const now = (deps.now ?? (() => new Date()))();
  const hit = await hitRateWindow({ ...DVLA_CHECK_NOW_LIMIT, key: policyId }, now.getTime());
  if (!hit.allowed) {
    rateLimitRejections.inc({ limit: DVLA_CHECK_NOW_LIMIT.name });
    throw new ApiError(429, DVLA_CHECK_NOW.tooSoon(londonTime.format(hit.resetAt)));
  }
  const outcome = await checkVehicleNow(policy, userId, { ...deps, now: () => now });
  if (outcome === 'quota-user' || outcome === 'quota-global') throw new ApiError(429, DVLA_CHECK_NOW.quota);
  if (outcome === 'transient') throw new ApiError(503, DVLA_CHECK_NOW.noAnswer);
}
