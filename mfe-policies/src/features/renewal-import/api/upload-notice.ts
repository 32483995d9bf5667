// POST /api/policies/:id/documents?kind=renewalNotice&name= with the picked file itself as the body (issue 49 part 2).
// apiRequest sends JSON only, so this sends under the same rules itself: the session cookie, early reads dropped on a
// write, a refusal thrown as HttpError with the server's message.
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, parsedAnswer, policyDocumentsKey, QUERY_KEYS } from '@renewly/shared-contracts';
import { dropEarlyReads } from '@renewly/shared-contracts/features/early-reads';
import { DOCUMENT_PATHS, policyDocumentSchema, type PolicyDocument } from '@renewly/shared-contracts/features/policy-documents';
import { keptNoticeName, keptNoticeType } from '../keep-notice-file';

async function postFile(url: string, file: Blob, contentType: string): Promise<unknown> {
  dropEarlyReads();
  const res = await fetch(url, { method: 'POST', credentials: 'include', headers: { 'Content-Type': contentType }, body: file });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new HttpError(res.status, text, res.statusText);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Keeps `file` with the policy as its renewal notice; the caller checked keptNoticeType(file) first. */
export function uploadNotice(policyId: string, file: File): Promise<PolicyDocument> {
  const url = DOCUMENT_PATHS.upload(policyId, 'renewalNotice', keptNoticeName(file.name));
  return parsedAnswer(postFile(url, file, keptNoticeType(file) ?? 'application/octet-stream'), async () => policyDocumentSchema);
}

/** After a notice is kept: the policy's documents and the allowance's use are read again. */
export function useRefreshDocuments() {
  const queryClient = useQueryClient();
  return (policyId: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: policyDocumentsKey(policyId) }),
      queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documentsUsage }),
    ]);
}
