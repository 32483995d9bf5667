// "Where you're signed in" (issue 40, ASVS V3.3.4): each signed-in session keeps a short summary of its browser and
// system (parsed from the user agent with bowser; the raw user agent and the IP address are never stored) and when it
// was last used, rounded to the minute and written at most once a minute. Set lazily on any authenticated request,
// so every way of signing in (password, passkey, code) gets it without wiring.
import Bowser from 'bowser';
import type { NextFunction, Request, Response } from 'express';

export interface SessionDevice {
  browser: string | null;
  system: string | null;
}

declare module 'express-session' {
  interface SessionData {
    device?: SessionDevice;
    /** ms since the epoch, rounded down to the minute. */
    lastUsedAt?: number;
  }
}

const MINUTE_MS = 60_000;
const MAX_PART = 60;

const part = (name: string | undefined, version: string | undefined): string | null => {
  if (!name) return null;
  const major = version?.split('.')[0];
  return `${name}${major ? ` ${major}` : ''}`.slice(0, MAX_PART);
};

/** "Chrome 131" / "Windows 10" from a user agent; nulls when it says nothing readable. */
export function describeDevice(userAgent: string | undefined): SessionDevice {
  if (!userAgent || !userAgent.trim()) return { browser: null, system: null };
  try {
    const parser = Bowser.getParser(userAgent.slice(0, 1000));
    const browser = parser.getBrowser();
    const os = parser.getOS();
    const system = os.name === 'Windows' && os.versionName ? `Windows ${os.versionName}` : part(os.name, os.version);
    return { browser: part(browser.name, browser.version), system };
  } catch {
    return { browser: null, system: null };
  }
}

/** After passport.session(): records the device and the minute of last use on signed-in sessions. */
export function recordSessionDevice(now: () => number = Date.now) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!req.session || !req.user) return next();
    const minute = Math.floor(now() / MINUTE_MS) * MINUTE_MS;
    const last = req.session.lastUsedAt;
    if (!req.session.device || typeof last !== 'number' || minute - last >= MINUTE_MS) {
      req.session.device = describeDevice(req.headers['user-agent']);
      req.session.lastUsedAt = minute;
    }
    next();
  };
}
