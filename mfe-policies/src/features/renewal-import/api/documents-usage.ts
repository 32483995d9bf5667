// GET /api/documents/usage (issue 49 part 2): whether this Renewly keeps documents at all ("Keep this notice" is
// offered only then).
import { useQuery } from '@tanstack/react-query';
import { checkedRead, QUERY_KEYS } from '@renewly/shared-contracts';
import { documentUsageSchema } from '@renewly/shared-contracts/features/policy-documents';

const readUsage = checkedRead(async () => documentUsageSchema);

export function useDocumentsUsage(enabled = true) {
  return useQuery({ queryKey: QUERY_KEYS.documentsUsage, queryFn: readUsage, enabled });
}
