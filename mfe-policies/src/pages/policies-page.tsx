import type { QueryClient } from '@tanstack/react-query';
import { RemoteRoot } from '../../../federation/remote-root';
import { policiesQuery } from '../api/get-policies';
import { inboundReadingsQuery } from '../features/renewal-import/api/inbound-readings';
import { PoliciesView } from '../features/policies/components/policies-view';

// Exposed as `policies/PoliciesPage` (route '/policies'). No antd on the first paint (plain markup); the policy dialog
// and the delete confirm bring antd and its theme with them.
export default function PoliciesPage() {
  return (
    <RemoteRoot name="policies/PoliciesPage">
      <PoliciesView />
    </RemoteRoot>
  );
}

/** The page's first reads, put in the cache before its first render where the server drew it (src/server/draw-page.tsx). */
export function prefetch(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([queryClient.ensureQueryData(policiesQuery), queryClient.ensureQueryData(inboundReadingsQuery)]);
}
