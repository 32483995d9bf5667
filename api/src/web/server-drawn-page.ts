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
import { QUERY_KEYS } from '@renewly/shared-contracts';
import { firstReadsOf } from '@renewly/shared-contracts/features/early-reads';
import {
  BOOT_DATA_ELEMENT_ID,
  BOOT_SCRIPT_ATTRIBUTE,
  PAGE_SLOT_MARKUP,
  SERVER_DRAWN_HEAD_SCRIPT,
  SERVER_DRAWN_ATTRIBUTE,
  SERVER_DRAWN_HEADER,
  scriptSafeJson,
  type BootData,
} from '@renewly/shared-contracts/features/server-drawn';
import type { RemotesManifestSource } from './remotes-manifest';
import { refreshRemoteManifests, routePreloads, servedBuildIsOurs } from './route-preloads';

type DrawSignedInPage = (input: { url: string; user: unknown; pageSlot?: boolean }) => string | null;
type DrawEarlyPanels = (input: { notifications: unknown }) => string;
// `url` is the request's path and query (a page that reads its query draws from it).
type DrawPage = (page: string, reads: Record<string, unknown>, url: string) => string | null;

const FIRST_READS_TIMEOUT_MS = 2000;
const REMOTE_MANIFESTS_CHECK_MS = 1000;
/** Who the pages are drawn for once at start-up (`warm`), as a signed-in user reads: never sent anywhere. */
const WARM_UP_USER = {
  id: 'warm-up',
  username: 'warm-up@renewly.invalid',
  email: 'warm-up@renewly.invalid',
  firstName: 'Warm',
  lastName: 'Up',
  mobileNumber: '',
  emailVerifiedAt: null,
  mobileVerifiedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The CSP source that lets the page's head script run (the push banner's check, the early clicks' hold). */
export const HEAD_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(SERVER_DRAWN_HEAD_SCRIPT).digest('base64')}'`;

export interface ServerDrawingOptions {
  webRoot: string;
  remotesManifest: RemotesManifestSource;
  /** Reads the session of a request (express-session and passport): req.user is set when someone is signed in. */
  session: RequestHandler[];
  /** False while the database is unreachable: the session cannot be read then, and the plain page goes at once. */
  databaseUp: () => boolean;
  /** Told when a draw fails (the plain page is sent instead). */
  onError?: (error: unknown) => void;
  /**
   * Load the server builds, the page template and the remotes' manifests as soon as the server has started, not at
   * the first signed-in request: that request took 200-250 ms longer than the next (a first visit after each start or
   * deploy). Off in tests, where each app would load them again for nothing.
   */
  warm?: boolean;
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

/** A function of a server build (loaded once, on first use), or null when that build is not there. */
function loadExport<T>(file: string, name: string): () => T | null {
  let loaded: T | null | undefined;
  return () => {
    if (loaded !== undefined) return loaded;
    loaded = null;
    if (existsSync(file)) loaded = ((createRequire(__filename)(file) as Record<string, T | undefined>)[name] ?? null) as T | null;
    return loaded;
  };
}

/**
 * The route page's own drawing, with this server's build of its remote (mfe-<name>/dist-server): for a remote served
 * by this server, and for one on its own origin (production, issue 50) while that origin serves the same build as
 * this server holds (servedBuildIsOurs). Any other remote is drawn as its loading screen: markup from another build
 * would not be what the browser draws.
 */
function remotePageDrawing(webRoot: string, remotes: Record<string, string>, route: RemoteRoute, fetchUrls: Record<string, string>): DrawPage | null {
  const url = remotes[route.remote];
  if (!url || (url !== `/remotes/${route.remote}/mf-manifest.json` && !servedBuildIsOurs(webRoot, route.remote, url, fetchUrls[route.remote]))) return null;
  const key = path.resolve(webRoot, `mfe-${route.remote}`, 'dist-server', 'draw-page.cjs');
  let build = remoteDrawings.get(key);
  if (!build) {
    build = { draw: loadExport<DrawPage>(key, 'drawPage'), pages: loadExport<readonly string[]>(key, 'drawnPages') };
    remoteDrawings.set(key, build);
  }
  return build.pages()?.includes(route.page) ? build.draw() : null;
}
const remoteDrawings = new Map<string, { draw: () => DrawPage | null; pages: () => readonly string[] | null }>();

/** The route's first reads, asked of this server for the request's session, as the browser would: URL -> JSON (200s). */
async function firstReads(req: Request, pathname: string): Promise<Record<string, unknown>> {
  // This server, at the address the request came in on (a wildcard bind is asked on loopback).
  let address = (req.socket.localAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
  if (address === '::' || address === '0.0.0.0') address = '127.0.0.1';
  const origin = `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
  // The browser's user agent too: the session records its device from it ("Where you're signed in", issue 40).
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Cookie: String(req.headers.cookie ?? ''),
    'User-Agent': String(req.headers['user-agent'] ?? ''),
  };
  const answers = await Promise.all(
    firstReadsOf(pathname).map(async (url) => {
      const res = await fetch(origin + url, { headers, signal: AbortSignal.timeout(FIRST_READS_TIMEOUT_MS) });
      return [url, res.status === 200 ? ((await res.json()) as unknown) : undefined] as const;
    }),
  );
  return Object.fromEntries(answers.filter(([, value]) => value !== undefined));
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
export function composePage(template: string, parts: { markup: string; boot: BootData; head: string[]; afterRoot?: string }): string | null {
  const rootStart = template.indexOf('<div id="root">');
  const bodyEnd = template.indexOf('</body>');
  const headEnd = template.indexOf('</head>');
  if (rootStart < 0 || bodyEnd < 0 || headEnd < 0) return null;
  // The template's #root holds the loading screen; it ends where the first script or the body does.
  const scriptAt = template.indexOf('<script', rootStart);
  const rootEnd = scriptAt >= 0 && scriptAt < bodyEnd ? scriptAt : bodyEnd;
  const drawnRoot =
    `<div id="root" ${SERVER_DRAWN_ATTRIBUTE}>${parts.markup}</div>` +
    (parts.afterRoot ?? '') +
    `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${scriptSafeJson(parts.boot)}</script>`;
  // The shell's own scripts are fetched at once but started after the first paint (PAINT_FIRST_SCRIPT, in the head).
  const bootScripts: string[] = [];
  const rest = template.slice(rootEnd).replace(/<script defer(?:="defer")? src="([^"]+)"><\/script>/g, (_, src: string) => {
    bootScripts.push(`<link rel="preload" href="${src}" as="script" ${BOOT_SCRIPT_ATTRIBUTE} />`);
    return '';
  });
  return template.slice(0, headEnd) + bootScripts.join('') + parts.head.join('') + template.slice(headEnd, rootStart) + drawnRoot + rest;
}

/** The handler for page requests: answers a signed-in one drawn, passes any other on (to the plain index.html). */
export function serverDrawnPages(opts: ServerDrawingOptions): RequestHandler {
  const template = watchedFile(path.resolve(opts.webRoot, 'shell', 'dist', 'index.html'), (text) => text);
  const shellServerBuild = path.resolve(opts.webRoot, 'shell', 'dist-server', 'draw-signed-in-page.cjs');
  const drawing = loadExport<DrawSignedInPage>(shellServerBuild, 'drawSignedInPage');
  const earlyPanels = loadExport<DrawEarlyPanels>(shellServerBuild, 'drawEarlyPanels');
  const routes = new Map<string, RemoteRoute>(REMOTE_ROUTES.map((route) => [route.path, route]));
  const fetchUrls = opts.remotesManifest.fetchUrls?.() ?? {};
  if (opts.warm) {
    setTimeout(() => {
      try {
        template();
        earlyPanels()?.({ notifications: [] });
        const remotes = opts.remotesManifest.current();
        // Each route drawn once for a stand-in user with no data, so the first real draw runs compiled code.
        for (const route of REMOTE_ROUTES) {
          const page = remotePageDrawing(opts.webRoot, remotes, route, fetchUrls)?.(route.page, { [QUERY_KEYS.authUser[0]]: WARM_UP_USER }, route.path);
          drawing()?.({ url: route.path, user: WARM_UP_USER, pageSlot: page != null });
          routePreloads(opts.webRoot, remotes, route, fetchUrls);
        }
      } catch (error) {
        opts.onError?.(error);
      }
    }, 0).unref();
    // Remotes on their own origins: is a manifest due again (a remote's server may start after this one)?
    setInterval(() => refreshRemoteManifests(opts.remotesManifest.current(), fetchUrls), REMOTE_MANIFESTS_CHECK_MS).unref();
  }

  return (req: Request, res: Response, next: NextFunction) => {
    const route = routes.get(req.path);
    const draw = route && req.method === 'GET' ? drawing() : null;
    const html = draw ? template() : null;
    if (!route || !draw || !html || !opts.databaseUp()) return next();
    runChain(opts.session, req, res)
      .then(async () => {
        if (!req.user || res.headersSent) return next();
        const remotes = opts.remotesManifest.current();
        // The page's own content too, where it can be drawn here: from the first reads, made here. They are made and
        // inlined even where it cannot (a remote on its own origin serving another build than this server's): the
        // page then finds them in its cache instead of asking once its code has arrived, and the header's plain bell
        // panel is drawn from the notifications.
        const drawPage = remotePageDrawing(opts.webRoot, remotes, route, fetchUrls);
        const reads: Record<string, unknown> = await firstReads(req, route.path).catch(() => ({}));
        const pageMarkup = drawPage
          ? // The signed-in user too (a page greets them by name), as the shell has it from the inlined boot data.
            drawPage(route.page, { ...reads, [QUERY_KEYS.authUser[0]]: req.user }, req.originalUrl)
          : null;
        const layout = pageMarkup !== null ? draw({ url: req.originalUrl, user: req.user, pageSlot: true }) : null;
        const withPage = layout?.includes(PAGE_SLOT_MARKUP) ? layout.replace(PAGE_SLOT_MARKUP, () => pageMarkup!) : null;
        const markup = withPage ?? draw({ url: req.originalUrl, user: req.user });
        if (markup === null) return next();
        const head = [
          `<script>${SERVER_DRAWN_HEAD_SCRIPT}</script>`,
          ...routePreloads(opts.webRoot, remotes, route, fetchUrls).map(
            (link) => `<link rel="preload" href="${escapeAttribute(link.href)}" as="${link.as}"${link.as === 'fetch' ? ' crossorigin' : ''} />`,
          ),
        ];
        const boot: BootData = { user: req.user, remotes, reads, page: route.page };
        // The header's plain panels (issue 38), from the page's own reads: outside #root, never hydrated.
        const afterRoot = earlyPanels()?.({ notifications: reads[QUERY_KEYS.notifications[0]] }) ?? '';
        const page = composePage(html, { markup, boot, head, afterRoot });
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
