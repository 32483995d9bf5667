// The zod schemas of the index's entities (features/schemas.ts), loaded on demand: zod is about 25 KB gzip and no
// first load carries it. A query that checks an answer, or a form drawn on the first paint, awaits this.
// Exported from the index so the import belongs to the shared contracts: every app that uses the shell's copy of
// the index gets the shell's one chunk of schemas (and one zod), not a copy of its own.
export const loadSchemas = () => import('../features/schemas');

export type Schemas = Awaited<ReturnType<typeof loadSchemas>>;
