import type { Agenda } from 'agenda';
import type { Logger } from '../logger';
import { refreshAllTrends } from '../modules/market/market.service';

export const REFRESH_MARKET_TRENDS_JOB = 'market-trends:refresh';

/** Recomputes every vehicle's market trends (ages, due dates, MOT histories move on) once a day. */
export async function registerRefreshMarketTrendsJob(
  agenda: Agenda,
  { logger, every = '1 day' }: { logger: Logger; every?: string },
): Promise<void> {
  agenda.define(REFRESH_MARKET_TRENDS_JOB, async () => {
    const refreshed = await refreshAllTrends();
    logger.info({ refreshed }, 'market trends refreshed');
  });
  await agenda.every(every, REFRESH_MARKET_TRENDS_JOB);
}
