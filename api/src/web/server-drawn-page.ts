// A signed-in page request is answered with its first screen already drawn: the shell's index.html with the layout
// and the route's loading screen (its real header) rendered by the shell's own server build
// (shell/dist-server/draw-signed-in-page.cjs), the signed-in user and the remotes manifest inlined (the shell asks
// the API for neither), preload links for the route's remote entry, page chunks and antd's styles, and the push
// banner's check. Signed out, on an unknown path, or when anything here fails, the plain index.html is sent as before.
// Such a page holds one user's data: it is never stored by anyone (private, no-store) and the service worker keeps
// none of it (shell/public/sw.js).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { REMOTE_ROUTES, type RemoteRoute } from '@renewly/shared-contracts';
import {
  BOOT_DATA_ELEMENT_ID,
  PUSH_BANNER_CHECK_SCRIPT,
  SERVER_DRAWN_ATTRIBUTE,
  SERVER_DRAWN_HEADER,
  scriptSafeJson,
  type BootData,
} from '@renewly/shared-contracts/features/server-drawn';
import type { RemotesManifestSource } from './remotes-manifest';
import { routePreloads } from './route-preloads';

type DrawSignedInPage = (input: { url: string; user: unknown }) => string | null;

/** The CSP source that lets the push banner's check run (see PUSH_BANNER_CHECK_SCRIPT). */
export const PUSH_BANNER_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PUSH_BANNER_CHECK_SCRIPT).digest('base64')}'`;

export interface ServerDrawingOptions {
  webRoot: string;
  remotesManifest: RemotesManifestSource;
  /** Reads the session of a request (express-session and passport): req.user is set when someone is signed in. */
  session: RequestHandler[];
  /** False while the database is unreachable: the session cannot be read then, and the plain page goes at once. */
  databaseUp: () => boolean;
  /** Told when a draw fails (the plain page is sent instead). */
  onError?: (error: unknown) => void;
}

/** A file read again when it changes (a rebuild while the server runs), or null when it is not there. */
function watchedFile<T>(file: string, read: (text: string) => T): () => T | null {
  let mtime = -1;
  let value: T | null = null;
  return () => {
    try {
      const now = statSync(file).mtimeMs;
      if (now !== mtime) {
        value = read(readFileSync(file, 'utf8'));
        mtime = now;
      }
    } catch {
      value = null;
      mtime = -1;
    }
    return value;
  };
}

function loadDrawing(webRoot: string): () => DrawSignedInPage | null {
  const file = path.resolve(webRoot, 'shell', 'dist-server', 'draw-signed-in-page.cjs');
  let loaded: DrawSignedInPage | null | undefined;
  return () => {
    if (loaded !== undefined) return loaded;
    loaded = null;
    if (existsSync(file)) {
      const module = createRequire(__filename)(file) as { drawSignedInPage?: DrawSignedInPage };
      loaded = module.drawSignedInPage ?? null;
    }
    return loaded;
  };
}

function runChain(chain: RequestHandler[], req: Request, res: Response): Promise<void> {
  return chain.reduce<Promise<void>>(
    (done, handler) =>
      done.then(
        () =>
          new Promise<void>((resolve, reject) => {
            handler(req, res, (error?: unknown) => (error ? reject(error) : resolve()));
          }),
      ),
    Promise.resolve(),
  );
}

/** index.html with the drawn markup in #root, the inlined data after it and the preloads and check in the head. */
export function composePage(template: string, parts: { markup: string; boot: BootData; head: string[] }): string | null {
  const rootStart = template.indexOf('<div id="root">');
  const bodyEnd = template.indexOf('</body>');
  const headEnd = template.indexOf('</head>');
  if (rootStart < 0 || bodyEnd < 0 || headEnd < 0) return null;
  // The template's #root holds the loading screen; it ends where the first script or the body does.
  const scriptAt = template.indexOf('<script', rootStart);
  const rootEnd = scriptAt >= 0 && scriptAt < bodyEnd ? scriptAt : bodyEnd;
  const drawnRoot =
    `<div id="root" ${SERVER_DRAWN_ATTRIBUTE}>${parts.markup}</div>` +
    `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(parts.boot)}</script>`;
  return template.slice(0, headEnd) + parts.head.join('') + template.slice(headEnd, rootStart) + drawnRoot + template.slice(rootEnd);
}

/** The handler for page requests: answers a signed-in one drawn, passes any other on (to the plain index.html). */
export function serverDrawnPages(opts: ServerDrawingOptions): RequestHandler {
  const template = watchedFile(path.resolve(opts.webRoot, 'shell', 'dist', 'index.html'), (text) => text);
  const drawing = loadDrawing(opts.webRoot);
  const routes = new Map<string, RemoteRoute>(REMOTE_ROUTES.map((route) => [route.path, route]));

  return (req: Request, res: Response, next: NextFunction) => {
    const route = routes.get(req.path);
    const draw = route && req.method === 'GET' ? drawing() : null;
    const html = draw ? template() : null;
    if (!route || !draw || !html || !opts.databaseUp()) return next();
    runChain(opts.session, req, res)
      .then(() => {
        if (!req.user || res.headersSent) return next();
        const markup = draw({ url: req.originalUrl, user: req.user });
        if (markup === null) return next();
        const remotes = opts.remotesManifest.current();
        const head = [
          `<script>${PUSH_BANNER_CHECK_SCRIPT}</script>`,
          ...routePreloads(opts.webRoot, remotes, route).map(
            (link) => `<link rel="preload" href="${escapeAttribute(link.href)}" as="${link.as}" />`,
          ),
        ];
        const page = composePage(html, { markup, boot: { user: req.user, remotes, reads: {} }, head });
        if (page === null) return next();
        res.set({
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': 'private, no-store',
          Vary: 'Cookie, Accept-Encoding',
          [SERVER_DRAWN_HEADER]: 'user',
        });
        sendCompressed(req, res, page);
      })
      .catch((error: unknown) => {
        opts.onError?.(error);
        if (!res.headersSent) next();
      });
  };
}

/** Brotli (fast setting: the page is drawn per request) or gzip by Accept-Encoding, as the static files are. */
function sendCompressed(req: Request, res: Response, page: string): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  const body = Buffer.from(page, 'utf8');
  if (/\bbr\b/.test(accepts)) {
    res.set('Content-Encoding', 'br');
    res.send(brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
  } else if (/\bgzip\b/.test(accepts)) {
    res.set('Content-Encoding', 'gzip');
    res.send(gzipSync(body, { level: 6 }));
  } else {
    res.send(body);
  }
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
