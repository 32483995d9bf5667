import { timingSafeEqual } from 'node:crypto';
import type { Express, NextFunction, Request, Response } from 'express';
import { clientAddress, RATE_LIMIT_MESSAGE } from '../core/http/rate-limit';
import { countRateWindow, hitRateWindow, type RateWindow } from '../core/security/rate-counter';
import { httpDuration, httpRequests, metricsRegistry, rateLimitRejections } from '../core/metrics/metrics';

/** Counts and times every answer by its route pattern ('/api/policies/:id'), never by its path (ids, tokens). */
export function requestMetrics(req: Request, res: Response, next: NextFunction): void {
  const end = httpDuration.startTimer();
  res.on('finish', () => {
    const pattern = req.route?.path as string | undefined;
    // The module routers' paths are below /api, where req.baseUrl is already unwound when an error answered.
    const underApi = req.originalUrl.startsWith('/api/');
    const route = pattern ? `${underApi ? '/api' : ''}${pattern}` : underApi ? 'unmatched /api' : 'static or unmatched';
    const labels = { method: req.method, route, status: String(res.statusCode) };
    httpRequests.inc(labels);
    end(labels);
  });
  next();
}

const sameSecret = (given: string, expected: string) =>
  given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** Wrong metrics tokens allowed per client address in a window; past them every scrape from there gets 429. */
export const METRICS_TOKEN_TRIES = 10;
export const METRICS_TOKEN_WINDOW_MS = 15 * 60 * 1000;

const wrongTokens = (req: Request): RateWindow => ({
  name: 'metrics-token',
  key: clientAddress(req),
  limit: METRICS_TOKEN_TRIES,
  windowMs: METRICS_TOKEN_WINDOW_MS,
});

/**
 * GET /metrics in Prometheus's text format, only with `Authorization: Bearer <METRICS_TOKEN>`: without a token set,
 * the route does not exist (404), and a wrong or missing token is 401. Outside /api: no session, no Origin check.
 * Wrong tokens are counted per address (in the database, across replicas): past METRICS_TOKEN_TRIES in the window,
 * every request from that address is refused with 429, the right token included, so guessing gets no answer. A
 * scrape with the right token is served even when the database cannot count (metrics matter most in an outage).
 */
export function mountMetrics(app: Express, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', async (req, res, next) => {
    try {
      const window = wrongTokens(req);
      const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
      const right = sameSecret(given, token);
      const allowed = right
        ? (await countRateWindow(window).catch(() => 0)) < window.limit
        : (await hitRateWindow(window)).allowed;
      if (!allowed) {
        rateLimitRejections.inc({ limit: window.name });
        res.status(429).set('Retry-After', String(Math.ceil(window.windowMs / 1000))).json({ message: RATE_LIMIT_MESSAGE });
        return;
      }
      if (!right) {
        res.status(401).set('WWW-Authenticate', 'Bearer').json({ message: 'A metrics token is required' });
        return;
      }
      res.set('Content-Type', metricsRegistry.contentType).set('Cache-Control', 'no-store');
      res.send(await metricsRegistry.metrics());
    } catch (err) {
      next(err);
    }
  });
}
