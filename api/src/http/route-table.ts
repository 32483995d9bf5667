import type { Express } from 'express';

export interface RouteEntry {
  method: string;
  /** Full Express path, e.g. /api/policies/:id */
  path: string;
}

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: string;
  slash?: boolean;
}

function walk(stack: Layer[], prefix: string, out: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      for (const method of Object.keys(layer.route.methods)) {
        if (method !== '_all') out.push({ method: method.toUpperCase(), path: prefix + layer.route.path });
      }
    } else if (layer.handle?.stack) {
      walk(layer.handle.stack, layer.slash || !layer.rawPath ? prefix : prefix + layer.rawPath, out);
    }
  }
}

/** Every route the app declares under /api, read from Express's router (the one source of truth). */
export function apiRouteTable(app: Express): RouteEntry[] {
  const out: RouteEntry[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', out);
  return out.filter((r) => r.path.startsWith('/api/'));
}
