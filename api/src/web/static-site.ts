// One-address hosting: the built shell at '/', each remote's build at '/remotes/<name>/', the remotes manifest at
// '/remotes.json'. Pre-compressed '.br'/'.gz' siblings (written by the front-end build) are served by Accept-Encoding.
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Express, NextFunction, Request, Response } from 'express';

export const REMOTE_NAMES = ['policies', 'reminders', 'quotes', 'market', 'account'] as const;

export interface StaticSiteOptions {
  /** Repository root: holds shell/dist and mfe-<name>/dist. */
  webRoot: string;
  /** Remote name -> mf-manifest.json URL; overrides the environment and the default. */
  remotesManifest?: Record<string, string>;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

const NO_CACHE = 'no-cache';
const LONG_CACHE = 'public, max-age=31536000, immutable';
// Content-hashed names from the build: 'main.3f9a1c2e.js', '123.ab12cd34ef.css'.
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;

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

export function mountStaticSite(app: Express, opts: StaticSiteOptions): void {
  const manifestBody = JSON.stringify(resolveRemotesManifest(opts.remotesManifest));
  const shellDist = path.resolve(opts.webRoot, 'shell', 'dist');
  const remoteDists = new Map<string, string>(
    REMOTE_NAMES.map((name) => [name, path.resolve(opts.webRoot, `mfe-${name}`, 'dist')]),
  );

  app.get('/remotes.json', (_req, res) => {
    res.set('Cache-Control', NO_CACHE).type('application/json').send(manifestBody);
  });

  app.use(async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    try {
      const remote = /^\/remotes\/([^/]+)(\/.*)?$/.exec(req.path);
      if (remote) {
        const dist = remoteDists.get(remote[1] ?? '');
        if (!dist) return next();
        const served = await serveFile(req, res, dist, remote[2] ?? '/');
        return served ? undefined : next();
      }
      if (req.path !== '/' && (await serveFile(req, res, shellDist, req.path))) return;
      if (isPageRequest(req)) {
        if (await serveFile(req, res, shellDist, '/index.html')) return;
      }
      return next();
    } catch (error) {
      return next(error);
    }
  });
}

/** A navigation to a client-side route: no file extension in the last segment. */
function isPageRequest(req: Request): boolean {
  const last = req.path.split('/').pop() ?? '';
  return !last.includes('.');
}

async function serveFile(req: Request, res: Response, root: string, urlPath: string): Promise<boolean> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return false;
  }
  if (decoded.includes('\0')) return false;
  const filePath = path.join(root, path.normalize(decoded));
  if (filePath !== root && !filePath.startsWith(root + path.sep)) return false;
  const info = await statFile(filePath);
  if (!info) return false;

  const ext = path.extname(filePath).toLowerCase();
  const encoding = await pickEncoding(req, filePath);
  const sentPath = encoding ? `${filePath}.${encoding === 'br' ? 'br' : 'gz'}` : filePath;
  const sent = encoding ? ((await statFile(sentPath)) ?? info) : info;
  const etag = `W/"${sent.size.toString(16)}-${Math.floor(sent.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;

  res.setHeader('Content-Type', CONTENT_TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', HASHED_NAME.test(path.basename(filePath)) ? LONG_CACHE : NO_CACHE);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader('ETag', etag);
  res.setHeader('Last-Modified', new Date(sent.mtimeMs).toUTCString());
  if (encoding) res.setHeader('Content-Encoding', encoding);

  if (req.headers['if-none-match'] === etag) {
    res.status(304).end();
    return true;
  }
  res.setHeader('Content-Length', String(sent.size));
  if (req.method === 'HEAD') {
    res.status(200).end();
    return true;
  }
  await new Promise<void>((resolve, reject) => {
    const stream = createReadStream(sentPath);
    stream.on('error', reject);
    res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.on('end', resolve);
    stream.pipe(res);
  });
  return true;
}

async function pickEncoding(req: Request, filePath: string): Promise<'br' | 'gzip' | undefined> {
  const accepted = parseAcceptEncoding(req.headers['accept-encoding']);
  if (accepted.has('br') && (await statFile(`${filePath}.br`))) return 'br';
  if (accepted.has('gzip') && (await statFile(`${filePath}.gz`))) return 'gzip';
  return undefined;
}

function parseAcceptEncoding(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (!refused) accepted.add(name);
  }
  return accepted;
}

async function statFile(filePath: string) {
  try {
    const info = await stat(filePath);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}
