import type { Config } from '../../core/config/env';
import { createDvsaClient } from './dvsa-client';
import { noMotHistory, type MotHistoryProvider } from './mot-history';

/** The DVSA client when all its credentials are configured; otherwise none (the dataset is the only source). */
export function motHistoryProviderFor(config: Config): MotHistoryProvider {
  const { clientId, clientSecret, apiKey, tokenUrl, apiUrl, scope } = config.dvsa;
  if (!clientId || !clientSecret || !apiKey || !tokenUrl) return noMotHistory;
  return createDvsaClient({ clientId, clientSecret, apiKey, tokenUrl, baseUrl: apiUrl, scope });
}
