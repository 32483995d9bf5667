/**
 * `load` run at most once at a time and kept once it succeeds: every call gets the same promise; a failed load is
 * forgotten, so the next call tries again (a chunk that could not be fetched offline loads once back online).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
