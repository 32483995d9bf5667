// Schemas built on first use, in the browser. Building all of the app's zod schemas when the shared contracts load
// was a long task on every first load (zod's classes set up hundreds of objects), while a page needs a few of them,
// later (to check an answer, or when a form opens). The proxy stands for the schema: every read goes to the schema,
// built once. The API builds them at once: start-up time doesn't matter there, and its OpenAPI generator
// (z.toJSONSchema) keys what it has seen by each schema's own identity, which a proxy doesn't have.
export function lazySchema<T extends object>(build: () => T): T {
  return typeof window === 'undefined' ? build() : schemaProxy(build);
}

/** A stand-in that builds the schema on its first use and passes every read to it. */
export function schemaProxy<T extends object>(build: () => T): T {
  let schema: T | undefined;
  const real = () => (schema ??= build());
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(real(), key),
    has: (_target, key) => Reflect.has(real(), key),
    set: (_target, key, value) => Reflect.set(real(), key, value),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_target, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
      // a proxy may only report a property as non-configurable if its target has it too
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(real()),
  });
}
