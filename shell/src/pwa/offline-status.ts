// What the offline bar shows, fed by the service worker's messages (sw.js) and the browser's online/offline events.
import { useSyncExternalStore } from 'react';
import { handOverEarlyWorkerMessages } from './early-worker-messages';

export interface OfflineStatus {
  offline: boolean;
  /** When the oldest answer shown from this device's copy was saved (ISO), if any was shown. */
  savedAt: string | null;
  /** A change was refused because the device is offline. */
  refused: boolean;
}

const ONLINE: OfflineStatus = { offline: false, savedAt: null, refused: false };
let status: OfflineStatus = ONLINE;
const listeners = new Set<() => void>();

function set(next: OfflineStatus): void {
  status = next;
  listeners.forEach((listener) => listener());
}

type WorkerMessage = { type?: unknown; savedAt?: unknown };

export function noteWorkerMessage(data: WorkerMessage): void {
  const savedAt = typeof data.savedAt === 'string' ? data.savedAt : null;
  if (data.type === 'renewly:offline-data' || data.type === 'renewly:offline') {
    const oldest = status.savedAt && savedAt ? (status.savedAt < savedAt ? status.savedAt : savedAt) : (status.savedAt ?? savedAt);
    set({ ...status, offline: true, savedAt: oldest });
  } else if (data.type === 'renewly:offline-refused') {
    set({ ...status, offline: true, refused: true });
  }
}

/** Starts listening; returns the stop function. */
export function watchOfflineStatus(win: Window = window): () => void {
  const onMessage = (event: MessageEvent<WorkerMessage>) => noteWorkerMessage(event.data ?? {});
  const onOffline = () => set({ ...status, offline: true });
  const onOnline = () => set(ONLINE);
  const worker = 'serviceWorker' in win.navigator ? win.navigator.serviceWorker : null;
  worker?.addEventListener('message', onMessage);
  // What the worker said before this listened (an early read answered from the device's copy).
  handOverEarlyWorkerMessages((data) => noteWorkerMessage((data ?? {}) as WorkerMessage));
  win.addEventListener('offline', onOffline);
  win.addEventListener('online', onOnline);
  if (win.navigator.onLine === false) onOffline();
  return () => {
    worker?.removeEventListener('message', onMessage);
    win.removeEventListener('offline', onOffline);
    win.removeEventListener('online', onOnline);
  };
}

export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => status,
    // Drawn on the server (and hydrated) as online: the worker's and the browser's news comes after.
    () => ONLINE,
  );
}
