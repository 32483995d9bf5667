// Which relying party a WebAuthn ceremony is for. APP_ORIGIN lists every address the app is served from (the
// production topology lists its public address and, on loopback, both http://127.0.0.1:PORT and
// http://localhost:PORT); a passkey is bound to the host it was made on, so each ceremony uses the address the page was
// opened at (the request's Origin, when it is one of APP_ORIGIN) and its host name as the RP ID, else the first entry.
// Browsers refuse passkeys on an IP address: open the app by a name (localhost, or the domain) to use them.
import type { Request } from 'express';
import type { Config } from '../../core/config/env';

export interface RelyingParty {
  /** The origin the browser must report in clientDataJSON. */
  origin: string;
  /** The RP ID: the origin's host name. */
  rpID: string;
}

export const RP_NAME = 'Renewly';

export function relyingPartyFor(req: Request, config: Pick<Config, 'appOrigin' | 'appOrigins'>): RelyingParty {
  const sent = req.get('origin');
  const origin = sent && config.appOrigins.includes(sent) ? sent : config.appOrigin;
  return { origin, rpID: new URL(origin).hostname };
}
