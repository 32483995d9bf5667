// A policy's documents (issue 49 part 2): GET/POST /api/policies/:id/documents, PATCH/DELETE /api/policy-documents/:id,
// GET /api/documents/usage. Loaded with the dialog only, so the contracts (and zod) come with it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, checkedRead, parsedAnswer, policyDocumentsKey, QUERY_KEYS } from '@renewly/shared-contracts';
import {
  DOCUMENT_PATHS,
  documentUsageSchema,
  policyDocumentListSchema,
  policyDocumentSchema,
  type DocumentKind,
  type PolicyDocument,
} from '@renewly/shared-contracts/features/policy-documents';
import { postFile } from './upload-file';

const readDocuments = checkedRead(async () => policyDocumentListSchema);
const readUsage = checkedRead(async () => documentUsageSchema);
const documentParser = async () => policyDocumentSchema;

export function usePolicyDocuments(policyId: string) {
  return useQuery({ queryKey: policyDocumentsKey(policyId), queryFn: readDocuments });
}

export function useDocumentsUsage() {
  return useQuery({ queryKey: QUERY_KEYS.documentsUsage, queryFn: readUsage });
}

function useRefresh(policyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: policyDocumentsKey(policyId) }),
      queryClient.invalidateQueries({ queryKey: QUERY_KEYS.documentsUsage }),
    ]);
}

export interface DocumentUpload {
  kind: DocumentKind;
  name: string;
  file: Blob;
  contentType: string;
}

/** POST /api/policies/:id/documents?kind=&name= with the file as the body. */
export function useUploadDocument(policyId: string) {
  const refresh = useRefresh(policyId);
  return useMutation({
    mutationFn: ({ kind, name, file, contentType }: DocumentUpload) =>
      parsedAnswer(postFile(DOCUMENT_PATHS.upload(policyId, kind, name), file, contentType), documentParser),
    onSuccess: refresh,
  });
}

/** PATCH /api/policy-documents/:id { private } (the owner). */
export function useSetDocumentPrivate(policyId: string) {
  const refresh = useRefresh(policyId);
  return useMutation({
    mutationFn: ({ id, private: isPrivate }: { id: string; private: boolean }) =>
      parsedAnswer(apiJson('PATCH', DOCUMENT_PATHS.one(id), { private: isPrivate }), documentParser),
    onSuccess: refresh,
  });
}

export function useDeleteDocument(policyId: string) {
  const refresh = useRefresh(policyId);
  return useMutation({
    mutationFn: async (document: PolicyDocument) => {
      await apiRequest('DELETE', DOCUMENT_PATHS.one(document.id));
    },
    onSuccess: refresh,
  });
}
