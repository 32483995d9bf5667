// One-address hosting: the built shell at '/', each remote's build at '/remotes/<name>/', the remotes manifest at
// '/remotes.json'. Files are served by express-static-gzip over serve-static: the '.br'/'.gz' siblings written by the
// front-end build by Accept-Encoding (found when the API starts: restart it after a rebuild), dotfiles denied.
// Ours: the manifest, refusing source maps, the caching rule and the single-page fallback.
import path from 'node:path';
import { Router, type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { REMOTE_NAMES } from '@renewly/shared-contracts';
import type { RemotesManifestSource } from './remotes-manifest';

export interface StaticSiteOptions {
  /** Repository root: holds shell/dist and mfe-<name>/dist. */
  webRoot: string;
  /** The remotes manifest served at /remotes.json (see remotes-manifest.ts). */
  remotesManifest: RemotesManifestSource;
  /** Answers a signed-in page request with its first screen drawn (server-drawn-page.ts); others fall through. */
  drawnPages?: RequestHandler;
}

const NO_CACHE = 'no-cache';
const LONG_CACHE = 'public, max-age=31536000, immutable';
// Content-hashed names from the build: 'main.3f9a1c2e.js', '123.ab12cd34ef.css' (or their .br/.gz siblings).
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i;
// Source maps are not published (production builds make none; a stray one stays private).
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

function staticFiles(root: string): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    // Browsers list 'gzip, deflate, br' with equal weight: the smaller brotli file wins the tie.
    orderPreference: ['br'],
    index: false,
    serveStatic: {
      index: false,
      redirect: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', HASHED_NAME.test(path.basename(filePath)) ? LONG_CACHE : NO_CACHE);
      },
    },
  }) as RequestHandler;
}

const isApiPath = (urlPath: string) => urlPath === '/api' || urlPath.startsWith('/api/');

function decodedPath(req: Request): string | undefined {
  try {
    return decodeURIComponent(req.path);
  } catch {
    return undefined;
  }
}

/** A navigation to a client-side route: no file extension in the last segment, no hidden segment. */
function isPageRequest(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (isApiPath(req.path) || req.path === '/remotes' || req.path.startsWith('/remotes/')) return false;
  const segments = (decodedPath(req) ?? '.').split('/');
  return !segments.some((s) => s.startsWith('.')) && !(segments.at(-1) ?? '').includes('.');
}

export function mountStaticSite(app: Express, opts: StaticSiteOptions): void {
  const shell = staticFiles(path.resolve(opts.webRoot, 'shell', 'dist'));
  const site = Router();

  site.get('/remotes.json', (_req, res) => {
    res.set('Cache-Control', NO_CACHE).type('application/json').send(JSON.stringify(opts.remotesManifest.current()));
  });

  // Leaves the site router: the app's own 404 answers.
  site.use((req: Request, _res: Response, next: NextFunction) => {
    const decoded = decodedPath(req);
    next(decoded !== undefined && SOURCE_MAP.test(decoded) ? 'router' : undefined);
  });

  for (const name of REMOTE_NAMES) {
    site.use(`/remotes/${name}`, staticFiles(path.resolve(opts.webRoot, `mfe-${name}`, 'dist')));
  }

  site.use((req: Request, res: Response, next: NextFunction) => (isApiPath(req.path) ? next() : shell(req, res, next)));

  if (opts.drawnPages) site.use(opts.drawnPages);

  site.use((req: Request, res: Response, next: NextFunction) => {
    if (!isPageRequest(req)) return next();
    const url = req.url;
    req.url = '/index.html';
    shell(req, res, (err?: unknown) => {
      req.url = url;
      next(err);
    });
  });

  app.use(site);
}
