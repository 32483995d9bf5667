// An iPhone's HEIC photo kept as a JPEG (issue 49: "HEIC (converted to JPEG)"), decoded by heic-convert (libheif
// compiled to JavaScript) on a limited thread of its own: a 12-megapixel photo takes seconds and hundreds of MB, and a
// hostile file must not stall the API or take its memory.
import { readOnLimitedThread, type ThreadLimits } from './limited-thread';

export const HEIC_LIMITS: ThreadLimits = { timeoutMs: 60_000, maxHeapMb: 768 };

// Plain CommonJS run with `eval: true` (the same code under jest and from api/dist). The JPEG travels back as base64:
// the runner's answer is text.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
require('heic-convert')({ buffer: Buffer.from(workerData.bytes), format: 'JPEG', quality: 0.9 })
  .then((jpeg) => parentPort.postMessage({ jpeg: Buffer.from(jpeg).toString('base64') }))
  .catch((error) => parentPort.postMessage({ error: String((error && error.message) || error) }));
`;

/** The photo as a JPEG; throws when it cannot be read within the limits. */
export async function heicToJpeg(bytes: Uint8Array, limits: ThreadLimits = HEIC_LIMITS): Promise<Buffer> {
  const result = await readOnLimitedThread(WORKER_SOURCE, bytes, {}, { ...limits, youngMb: 64 }, (m: { jpeg?: string }) =>
    typeof m.jpeg === 'string' ? { ok: true, text: m.jpeg } : { ok: false, reason: 'unreadable' },
  );
  if (!result.ok) throw new Error(`The HEIC photo could not be converted (${result.reason})`);
  return Buffer.from(result.text, 'base64');
}
