// An in-memory CacheStorage for jsdom (which has none): enough for "Keep on this phone".
export function installFakeCaches() {
  const stores = new Map<string, Map<string, unknown>>();
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, unknown>();
    stores.set(name, store);
    return {
      match: async (url: string) => store.get(url),
      put: async (url: string, response: unknown) => void store.set(url, response),
      delete: async (url: string) => store.delete(url),
    };
  };
  const caches = { open, delete: async (name: string) => stores.delete(name) };
  (globalThis as { caches?: unknown }).caches = caches;
  return {
    stores,
    keys: (name: string) => [...(stores.get(name)?.keys() ?? [])],
    uninstall: () => delete (globalThis as { caches?: unknown }).caches,
  };
}
