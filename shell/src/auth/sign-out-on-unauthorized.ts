// Issue 51 item 29: a session ended elsewhere ("Where you're signed in", a password change) must not leave this
// browser showing the account. The first read answered 401 signs this page out as Logout does (use-logout.ts): the
// auth gate shows the sign-in screen, and everything the user had loaded is dropped.
import type { QueryClient } from '@tanstack/react-query';
import { errorStatus, QUERY_KEYS } from '@renewly/shared-contracts';
import { dropKeptDocuments } from '../pwa/kept-documents';

/** Signs the page out when any read fails with a 401; returns the stop. */
export function signOutOnUnauthorized(queryClient: QueryClient): () => void {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'error' || errorStatus(event.action.error) !== 401) return;
    // Signed out first (the gate shows the sign-in screen), then drop the rest (the path is kept for after sign-in).
    queryClient.setQueryData(QUERY_KEYS.authUser, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== QUERY_KEYS.authUser[0] });
    void dropKeptDocuments();
  });
}
