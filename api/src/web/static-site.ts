// One-address hosting: the built shell at '/', each remote's build at '/remotes/<name>/', the remotes manifest at
// '/remotes.json'. Files are served by express-static-gzip over serve-static: the '.br'/'.gz' siblings written by the
// front-end build by Accept-Encoding (found when the API starts: restart it after a rebuild), dotfiles denied.
// Ours: the manifest, refusing source maps, the caching rule and the single-page fallback.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Router, type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

export const REMOTE_NAMES = ['policies', 'reminders', 'quotes', 'market', 'account'] as const;

export interface StaticSiteOptions {
  /** Repository root: holds shell/dist and mfe-<name>/dist. */
  webRoot: string;
  /** Remote name -> mf-manifest.json URL; overrides the environment and the default. */
  remotesManifest?: Record<string, string>;
}

const NO_CACHE = 'no-cache';
const LONG_CACHE = 'public, max-age=31536000, immutable';
// Content-hashed names from the build: 'main.3f9a1c2e.js', '123.ab12cd34ef.css' (or their .br/.gz siblings).
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.br|\.gz)?$/i;
// Source maps are not published (production builds make none; a stray one stays private).
const SOURCE_MAP = /\.map(\.br|\.gz)?$/i;

export function defaultRemotesManifest(): Record<string, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

/** Explicit option, then REMOTES_MANIFEST_JSON (a JSON object), then REMOTES_MANIFEST_FILE (a JSON file), then the default. */
export function resolveRemotesManifest(explicit?: Record<string, string>): Record<string, string> {
  if (explicit) return explicit;
  const fromEnv = process.env.REMOTES_MANIFEST_JSON;
  if (fromEnv) return parseManifest(fromEnv, 'REMOTES_MANIFEST_JSON');
  const file = process.env.REMOTES_MANIFEST_FILE;
  if (file) return parseManifest(readFileSync(file, 'utf8'), file);
  return defaultRemotesManifest();
}

function parseManifest(text: string, source: string): Record<string, string> {
  const value: unknown = JSON.parse(text);
  const valid =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((url) => typeof url === 'string');
  if (!valid) throw new Error(`${source} must be a JSON object of remote name -> mf-manifest.json URL`);
  return value as Record<string, string>;
}

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
  const manifestBody = JSON.stringify(resolveRemotesManifest(opts.remotesManifest));
  const shell = staticFiles(path.resolve(opts.webRoot, 'shell', 'dist'));
  const site = Router();

  site.get('/remotes.json', (_req, res) => {
    res.set('Cache-Control', NO_CACHE).type('application/json').send(manifestBody);
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
