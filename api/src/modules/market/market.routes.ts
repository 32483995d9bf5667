import { Router } from 'express';
import type { AppDeps } from '../../core/app-deps';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { configureMarket, userVehicleTrends } from './market.service';
import { motHistoryProviderFor } from './mot-history-provider';
import type { MotHistoryProvider } from './mot-history';

export function createMarketRouter(deps: AppDeps, options: { motHistory?: MotHistoryProvider } = {}): Router {
  configureMarket({ motHistory: options.motHistory ?? motHistoryProviderFor(deps.config), logger: deps.logger });
  const router = Router();
  router.get('/market-trends/user-vehicles', requireAuth, async (req, res) => {
    res.json(await userVehicleTrends(currentUser(req).id));
  });
  return router;
}
