/**
 * A unique-index clash: MongoDB's duplicate key error (E11000), which FerretDB v1 also raises on inserts; through
 * updates and findAndModify FerretDB v1 raises code 1 (InternalError) naming SQLite's UNIQUE constraint instead.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (code === 11000) return true;
  return code === 1 && typeof message === 'string' && message.includes('UNIQUE constraint failed');
}

const UNAVAILABLE_ERROR_NAMES = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongoTopologyClosedError',
  'MongoNotConnectedError',
  'MongoPoolClearedError',
  'MongoServerClosedError',
  'MongooseServerSelectionError',
]);

/** True for driver errors that mean "the database cannot be reached right now" (answered with 503). */
export function isDatabaseUnavailableError(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && typeof e === 'object' && e !== null; depth++) {
    const name = (e as { name?: unknown }).name;
    if (typeof name === 'string' && UNAVAILABLE_ERROR_NAMES.has(name)) return true;
    // mongoose with bufferCommands off, called while (re)connecting.
    const message = (e as { message?: unknown }).message;
    if (name === 'MongooseError' && typeof message === 'string' && /bufferCommands|connection/i.test(message)) return true;
    const labels = (e as { errorLabelSet?: Set<string> }).errorLabelSet;
    if (labels instanceof Set && labels.has('ResetPool')) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
