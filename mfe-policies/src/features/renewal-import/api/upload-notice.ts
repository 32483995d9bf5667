// POST /api/policies/:id/documents?kind=renewalNotice&name= with the picked file itself as the body (issue 49 part 2),
// sent as the Documents dialog sends one (policy-documents/api/upload-file.ts).
import { useQueryClient } from '@tanstack/react-query';
import { parsedAnswer, policyDocumentsKey, QUERY_KEYS } from '@renewly/shared-contracts';
import { DOCUMENT_PATHS, policyDocumentSchema, type PolicyDocument } from '@renewly/shared-contracts/features/policy-documents';
import { postFile } from '../../policy-documents/api/upload-file';
import { keptNoticeName, keptNoticeType } from '../keep-notice-file';

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
