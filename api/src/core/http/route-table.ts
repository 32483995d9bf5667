import type { Express } from 'express';

export interface RouteEntry {
  method: string;
  /** Full Express path, e.g. /api/policies/:id */
  path: string;
}

/** A route with the handlers it runs: its own, and the `router.use` middleware that matches it before them. */
export interface RouteDetail extends RouteEntry {
  handlers: unknown[];
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean>; stack?: Layer[] };
  handle?: { stack?: Layer[] } | ((...args: unknown[]) => unknown);
  rawPath?: string;
  slash?: boolean;
  match?: (path: string) => boolean;
}

const childStack = (layer: Layer) => (layer.handle as { stack?: Layer[] } | undefined)?.stack;

function walk(stack: Layer[], prefix: string, inherited: unknown[], out: RouteDetail[]): void {
  // Plain middleware of this router seen so far (router.use(path?, fn)): it runs before later routes it matches.
  const uses: Layer[] = [];
  for (const layer of stack) {
    if (layer.route) {
      const own = (layer.route.stack ?? []).map((l) => l.handle);
      const before = uses.filter((u) => u.match?.(layer.route!.path)).map((u) => u.handle);
      for (const method of Object.keys(layer.route.methods)) {
        if (method !== '_all') {
          out.push({ method: method.toUpperCase(), path: prefix + layer.route.path, handlers: [...inherited, ...before, ...own] });
        }
      }
    } else if (childStack(layer)) {
      walk(childStack(layer)!, layer.slash || !layer.rawPath ? prefix : prefix + layer.rawPath, inherited, out);
    } else {
      uses.push(layer);
    }
  }
}

/** Every route the app declares under /api with its handlers, read from Express's router. */
export function apiRouteDetails(app: Express): RouteDetail[] {
  const out: RouteDetail[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', [], out);
  return out.filter((r) => r.path.startsWith('/api/'));
}

/** Every route the app declares under /api, read from Express's router (the one source of truth). */
export function apiRouteTable(app: Express): RouteEntry[] {
  return apiRouteDetails(app).map(({ method, path }) => ({ method, path }));
}
