// Issue 51 item 15: the links in emails (one-click unsubscribe, reset, verification) are built from APP_ORIGIN's first
// entry. Mail providers ignore a List-Unsubscribe that is not https and cannot reach a private address, so production
// says so at start while it is not an https address.
import type { Config } from './env';

/** The start-up warning, or null when there is nothing to say (https in production, or not production). */
export function appOriginWarning(config: Pick<Config, 'nodeEnv' | 'appOrigin'>): string | null {
  if (config.nodeEnv !== 'production' || config.appOrigin.startsWith('https://')) return null;
  return `APP_ORIGIN starts with ${config.appOrigin}, not https://: links in emails use it, and one-click unsubscribe needs the public https address (e.g. APP_ORIGIN=https://renewly.example.com)`;
}
