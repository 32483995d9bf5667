import type { Agenda } from 'agenda';
import type { Logger } from '../core/logger';
import { hasTrendsFromOtherDataset, refreshAllTrends } from '../modules/market/market.service';

export const REFRESH_MARKET_TRENDS_JOB = 'market-trends:refresh';

/**
 * Recomputes every vehicle's market trends (ages, due dates, MOT histories move on) once a day, and once at start when
 * the stored trends were computed from another version of the market dataset.
 */
export async function registerRefreshMarketTrendsJob(
  agenda: Agenda,
  { logger, every = '1 day' }: { logger: Logger; every?: string },
): Promise<void> {
  agenda.define(REFRESH_MARKET_TRENDS_JOB, async () => {
    const refreshed = await refreshAllTrends();
    logger.info({ refreshed }, 'market trends refreshed');
  });
  await agenda.every(every, REFRESH_MARKET_TRENDS_JOB);
  if (await hasTrendsFromOtherDataset()) {
    logger.info('market dataset changed: recomputing every vehicle now');
    await agenda.now(REFRESH_MARKET_TRENDS_JOB);
  }
}
