import compression from 'compression';
import express, { type Express } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import mongoose, { type Connection } from 'mongoose';
import { pinoHttp } from 'pino-http';
import type { AppDeps } from './core/app-deps';
import type { Mailer } from './core/ports/mailer';
import { unconfiguredPushSender } from './channels/push/create-push-sender';
import type { PushSender } from './core/ports/push-sender';
import { unconfiguredSmsSender } from './channels/sms/create-sms-sender';
import type { SmsSender } from './core/ports/sms-sender';
import type { Config } from './core/config/env';
import { ApiError } from './core/http/api-error';
import { errorHandler, notFoundHandler } from './core/http/error-handler';
import { loggablePath } from './core/http/loggable-path';
import type { Logger } from './core/logger';
import { databaseAvailable } from './core/http/database-available';
import { isDatabaseConnected } from './core/db/connect';
import { originCheck } from './core/http/origin-check';
import { createInboundWebhookRouter } from './modules/inbound-mail';
import { sessionCookieOf } from './modules/auth/session-cookie';
import { createPassport } from './modules/sign-in/passport';
import { absoluteSessionLifetime } from './modules/auth/session-lifetime';
import { recordSessionDevice } from './modules/auth/session-device';
import { createSessionStore } from './modules/auth/session-store';
import { dropReplacedSession } from './modules/auth/replaced-session';
import { createApiRouter } from './routes';
import { remotesManifestSource, type RemotesManifestSource } from './web/remotes-manifest';
import { mountMetrics, requestMetrics } from './web/metrics-route';
import { mountHealthChecks } from './web/health';
import { mountStaticSite } from './web/static-site';
import { HEAD_SCRIPT_SOURCE, serverDrawnPages } from './web/server-drawn-page';

export interface CreateAppOptions {
  config: Config;
  connection?: Connection;
  mailer: Mailer;
  /** Defaults to the unconfigured sender ('Not Configured'). */
  sms?: SmsSender;
  /** Defaults to the unconfigured sender (public key null). */
  push?: PushSender;
  logger: Logger;
  /** Defaults to the environment's (REMOTES_MANIFEST_JSON / _FILE) or each remote's build on this server. */
  remotesManifest?: RemotesManifestSource;
  /** Load what draws signed-in pages at start-up, not at the first request (the API process; not tests). */
  warmPageDrawing?: boolean;
  /** The clock, for tests only (never read from a request or the environment); defaults to the real time. */
  now?: () => Date;
}

export const API_COMPRESSION_THRESHOLD_BYTES = 1024;
export const UNSUPPORTED_BODY_MESSAGE = 'Request bodies must be JSON (Content-Type: application/json)';

/** Builds the Express app (it does not listen, connect or start jobs). */
export function createApp({
  config,
  connection = mongoose.connection,
  mailer,
  sms = unconfiguredSmsSender,
  push = unconfiguredPushSender,
  logger,
  remotesManifest = config.webRoot ? remotesManifestSource() : undefined,
  now = () => new Date(),
  warmPageDrawing = false,
}: CreateAppOptions): Express {
  const deps: AppDeps = { config, connection, mailer, sms, push, logger, now };
  const https = config.appOrigin.startsWith('https:');
  const sessionCookieName = sessionCookieOf(config.appOrigin).name;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('etag', 'weak'); // Express's default, relied on: an unchanged GET /api answer revalidates to 304.

  const remoteOrigins = () => remotesManifest?.remoteOrigins().join(' ') ?? '';
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          // The shell and every remote (module federation) load scripts, chunks and manifests from this origin, and
          // from the origins of remotes deployed elsewhere (read per request: a deploy edits the manifest).
          // 'wasm-unsafe-eval' lets the renewal-notice reader's workers compile their WebAssembly (tesseract.js's OCR
          // core, pdf.js's image decoders), served from our origin; it allows no eval() of JavaScript (README, Security).
          'script-src': ["'self'", HEAD_SCRIPT_SOURCE, "'wasm-unsafe-eval'", () => remoteOrigins()],
          'connect-src': ["'self'", () => remoteOrigins()],
          // antd (CSS-in-JS) injects <style> elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'font-src': ["'self'", 'data:'],
          // Workers start from our own files (tesseract.js with workerBlobURL: false, pdf.js's module worker). A
          // remote deployed on another origin cannot start a worker from there: the notice reader then starts its
          // workers from blob: URLs that load the remote's scripts, so blob: is allowed only while such a remote exists.
          'worker-src': ["'self'", () => (remoteOrigins() ? 'blob:' : '')],
          'manifest-src': ["'self'"],
          // The app is never framed, not even by itself: as the compose layout's nginx says (docker/nginx-headers.sh).
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': https ? [] : null,
        },
      },
      strictTransportSecurity: https,
      xFrameOptions: { action: 'deny' },
    }),
  );
  app.use(
    pinoHttp({
      logger,
      serializers: {
        // The path only, tokens masked: a query string or a path can carry secrets (http/loggable-path.ts).
        req: (req: { id: unknown; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          url: loggablePath(req.url),
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    }),
  );

  app.use(requestMetrics);
  mountHealthChecks(app, { connection, runsJobs: config.runJobs });
  mountMetrics(app, config.metricsToken);

  const passport = createPassport({ config, logger });
  const api = express.Router();
  // Brotli or gzip by Accept-Encoding for answers of 1 KB and more (the tips list is ~9 KB raw). GET answers also
  // carry Express's weak ETag, so an unchanged read costs a 304.
  api.use(compression({ threshold: API_COMPRESSION_THRESHOLD_BYTES }));
  // No API answer is stored by browsers or proxies; a route may loosen this for itself (the tips list).
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use(databaseAvailable(connection, config.mongoServerSelectionTimeoutMs));
  api.use(originCheck(config.appOrigins, sessionCookieName));
  // Bodies are JSON or nothing: a form or text body is never read as "no input".
  api.use((req, _res, next) => {
    const hasContent = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    // RFC 8058: a mail provider's one-click unsubscribe is a form POST ('List-Unsubscribe=One-Click'); that route
    // never reads its body (the token in the path says everything).
    const oneClick = req.method === 'POST' && /^\/api\/unsubscribe\/[^/?]+(\?|$)/.test(req.originalUrl) && !!req.is(['application/x-www-form-urlencoded', 'multipart/form-data']);
    // A document kept with a policy (issue 49) is sent as the file itself; its route checks the type and size.
    const documentUpload = req.method === 'POST' && /^\/api\/policies\/[^/?]+\/documents(\?|$)/.test(req.originalUrl);
    if (hasContent && !oneClick && !documentUpload && req.is('application/json') === false) return next(new ApiError(400, UNSUPPORTED_BODY_MESSAGE));
    next();
  });
  api.use(express.json({ limit: config.bodyLimit }));
  const readSession = [
    session({
      name: sessionCookieName,
      secret: config.sessionSecret,
      store: createSessionStore(connection),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: config.trustProxy !== false,
      cookie: {
        httpOnly: true,
        sameSite: 'lax',
        // Secure whenever the app is served over https, whatever NODE_ENV says.
        secure: https,
        // The idle timeout (rolling); absoluteSessionLifetime ends it counted from the sign-in.
        maxAge: config.sessions.idleTimeoutMs,
        path: '/',
      },
    }),
    dropReplacedSession(connection, sessionCookieName),
    passport.initialize(),
    passport.session(),
    absoluteSessionLifetime(config.sessions.absoluteLifetimeMs, config.appOrigin),
    recordSessionDevice(),
  ];
  api.use(...readSession);
  api.use(createApiRouter({ ...deps, passport }));
  api.use(notFoundHandler);
  // Forwarded mail posted by a mail provider (issue 49): before the browser API's middleware (inbound-webhook.routes.ts).
  app.use('/api', createInboundWebhookRouter(deps));
  app.use('/api', api);

  if (config.webRoot && remotesManifest) {
    const drawnPages = serverDrawnPages({
      webRoot: config.webRoot,
      remotesManifest,
      session: readSession,
      databaseUp: () => isDatabaseConnected(connection),
      onError: (error) => logger.warn({ err: error }, 'A signed-in page could not be drawn: the plain page was sent'),
      warm: warmPageDrawing,
    });
    mountStaticSite(app, { webRoot: config.webRoot, remotesManifest, drawnPages });
  }

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
