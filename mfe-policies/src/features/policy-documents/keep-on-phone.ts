// "Keep on this phone" (issue 49): the file's answer stored in Cache Storage under its URL; the shell's service
// worker answers the URL from there when the network fails, and drops the cache at sign-out.
import { useEffect, useState } from 'react';
import { OFFLINE_DOCUMENTS_CACHE } from '@renewly/shared-contracts/features/policy-documents';

/** False without Cache Storage (jsdom, an old browser, a page not served over https): the checkbox is not offered. */
export const canKeepOnPhone = () => typeof caches !== 'undefined';

export async function isKeptOnPhone(url: string): Promise<boolean> {
  const cache = await caches.open(OFFLINE_DOCUMENTS_CACHE);
  return (await cache.match(url, { ignoreVary: true })) !== undefined;
}

export async function keepOnPhone(url: string): Promise<void> {
  const res = await fetch(url, { credentials: 'include' });
  if (!res.ok) throw new Error(`The file answered ${res.status}`);
  await (await caches.open(OFFLINE_DOCUMENTS_CACHE)).put(url, res);
}

export async function dropFromPhone(url: string): Promise<void> {
  if (!canKeepOnPhone()) return;
  await (await caches.open(OFFLINE_DOCUMENTS_CACHE)).delete(url);
}

/** Whether the URL is kept (null while the cache is asked), and the switch between kept and not. */
export function useKeptOnPhone(url: string) {
  const [kept, setKept] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let live = true;
    isKeptOnPhone(url).then(
      (found) => live && setKept(found),
      () => live && setKept(false),
    );
    return () => {
      live = false;
    };
  }, [url]);
  // The tick shows at once (the file takes a moment to fetch); it goes back if the phone could not keep it.
  const change = async (keep: boolean) => {
    setBusy(true);
    setKept(keep);
    try {
      if (keep) await keepOnPhone(url);
      else await dropFromPhone(url);
    } catch (error) {
      setKept(!keep);
      throw error;
    } finally {
      setBusy(false);
    }
  };
  return { kept, busy, change };
}
