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

// Only names from these lists are ever shown (the sessions list, the new-device email): a user agent is text anyone
// can write, and bowser names an unknown browser by the user agent's own first word. Anything else is "unknown".
const KNOWN_BROWSERS: Record<string, string> = {
  Chrome: 'Chrome',
  Chromium: 'Chromium',
  Firefox: 'Firefox',
  Focus: 'Firefox Focus',
  Safari: 'Safari',
  'Microsoft Edge': 'Microsoft Edge',
  Opera: 'Opera',
  'Samsung Internet for Android': 'Samsung Internet',
  Brave: 'Brave',
  Vivaldi: 'Vivaldi',
  DuckDuckGo: 'DuckDuckGo',
  'Yandex Browser': 'Yandex Browser',
  'UC Browser': 'UC Browser',
  'Amazon Silk': 'Amazon Silk',
  'Android Browser': 'Android Browser',
  'Internet Explorer': 'Internet Explorer',
};
const KNOWN_SYSTEMS = new Set(['Windows', 'macOS', 'iOS', 'Android', 'Linux', 'Chrome OS', 'HarmonyOS', 'Windows Phone']);
/** A major version is a number; anything else in a version is left out. */
const MAJOR = /^\d{1,4}$/;

const part = (name: string | undefined, version: string | undefined): string | null => {
  if (!name) return null;
  const major = version?.split('.')[0];
  return major && MAJOR.test(major) ? `${name} ${major}` : name;
};

function systemOf(os: { name?: string; version?: string; versionName?: string }): string | null {
  if (!os.name || !KNOWN_SYSTEMS.has(os.name)) return null;
  // bowser's Windows names ("10", "XP") come from its own table, not from the user agent.
  if (os.name === 'Windows' && os.versionName && /^[\w .]{1,10}$/.test(os.versionName)) return `Windows ${os.versionName}`;
  return part(os.name, os.version);
}

/** "Chrome 131" / "Windows 10" from a user agent, named only from the lists above; nulls when it says nothing we know. */
export function describeDevice(userAgent: string | undefined): SessionDevice {
  if (!userAgent || !userAgent.trim()) return { browser: null, system: null };
  try {
    const parser = Bowser.getParser(userAgent.slice(0, 1000));
    const browser = parser.getBrowser();
    const known = browser.name ? KNOWN_BROWSERS[browser.name] : undefined;
    return { browser: part(known, browser.version), system: systemOf(parser.getOS()) };
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
