// apiRequest sends JSON only; an upload sends the file itself as the body with the file's own Content-Type, under
// the same rules (the session cookie, early reads dropped on a write, errors as HttpError with the server's message).
import { HttpError } from '@renewly/shared-contracts';
import { dropEarlyReads } from '@renewly/shared-contracts/features/early-reads';

/** POSTs `file` as the raw body; throws HttpError on a non-OK answer, else gives the JSON answer. */
export async function postFile(url: string, file: Blob, contentType: string): Promise<unknown> {
  dropEarlyReads();
  const res = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': contentType }, body: file });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new HttpError(res.status, text, res.statusText);
  return text ? (JSON.parse(text) as unknown) : null;
}
