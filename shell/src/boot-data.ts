// What the server inlined in a signed-in page it drew (shared-contracts' features/server-drawn): read once, then
// handed to the code that would otherwise ask the API for it. The user goes straight into the query cache (the first
// render draws the signed-in layout the server sent, with no check "loading"); the manifest and the reads become
// early reads, answered at once, so nothing is fetched twice.
// Read by the entry script before the federation's async boundary: no shared module (react, the contracts' index)
// may be imported here, only the contracts' feature files, which are bundled in.
import { startEarlyRead } from '@renewly/shared-contracts/features/early-reads';
import {
  BOOT_DATA_ELEMENT_ID,
  SERVER_DRAWN_ATTRIBUTE,
  type BootData,
} from '@renewly/shared-contracts/features/server-drawn';

let read = false;
let data: BootData | null = null;

/** The inlined data, or null on a page the server did not draw for a user (signed out, offline, an old shell). */
export function bootData(doc: Document = document): BootData | null {
  if (read) return data;
  read = true;
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const value = JSON.parse(element.textContent) as BootData;
    data = value && typeof value === 'object' && value.user && value.remotes ? value : null;
  } catch {
    data = null;
  }
  return data;
}

/** Whether the root holds markup drawn by the server for this user (hydrate it rather than draw anew). */
export function rootIsServerDrawn(container: Element): boolean {
  return container.hasAttribute(SERVER_DRAWN_ATTRIBUTE) && bootData() !== null;
}

function jsonResponse(value: unknown): Response {
  return new Response(JSON.stringify(value), { status: 200, headers: { 'Content-Type': 'application/json' } });
}

/** Registers the inlined manifest and reads as early reads, so whoever asks for them first gets them at once. */
export function startInlinedReads(boot: BootData): void {
  const answer = (value: unknown) => (() => Promise.resolve(jsonResponse(value))) as typeof fetch;
  startEarlyRead('/remotes.json', {}, answer(boot.remotes));
  for (const [url, value] of Object.entries(boot.reads)) startEarlyRead(url, {}, answer(value));
}

let drawnPageTaken = false;

/** True once, for the route's page of a page the server drew (BootData.page): it prefetches before its first render. */
export function takeServerDrawnPage(page: string): boolean {
  if (drawnPageTaken || bootData()?.page !== page) return false;
  drawnPageTaken = true;
  return true;
}

/** For tests: forget what was read. */
export function resetBootData(): void {
  read = false;
  data = null;
  drawnPageTaken = false;
}
