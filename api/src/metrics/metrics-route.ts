import { timingSafeEqual } from 'node:crypto';
import type { Express, NextFunction, Request, Response } from 'express';
import { httpDuration, httpRequests, metricsRegistry } from './metrics';

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

/**
 * GET /metrics in Prometheus's text format, only with `Authorization: Bearer <METRICS_TOKEN>`: without a token set,
 * the route does not exist (404), and a wrong or missing token is 401. Outside /api: no session, no Origin check.
 */
export function mountMetrics(app: Express, token: string | undefined): void {
  if (!token) return;
  app.get('/metrics', async (req, res) => {
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) {
      res.status(401).set('WWW-Authenticate', 'Bearer').json({ message: 'A metrics token is required' });
      return;
    }
    res.set('Content-Type', metricsRegistry.contentType).set('Cache-Control', 'no-store');
    res.send(await metricsRegistry.metrics());
  });
}
