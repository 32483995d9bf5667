import { QueryClient } from '@tanstack/react-query';
import { HttpError, QUERY_KEYS } from '@renewly/shared-contracts';
import { signOutOnUnauthorized } from './sign-out-on-unauthorized';

const user = { id: 'u1', email: 'jo@example.com' };

function signedInClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(QUERY_KEYS.authUser, user);
  client.setQueryData(['/api/policies'], [{ id: 'p1', registrationNumber: 'SO12OUT' }]);
  return client;
}

test('a read answered 401 signs the page out and drops every other read, and the papers kept on this phone', async () => {
  const deleted: string[] = [];
  (globalThis as { caches?: unknown }).caches = { delete: async (name: string) => deleted.push(name) > 0 };
  const client = signedInClient();
  signOutOnUnauthorized(client);
  await client.fetchQuery({ queryKey: ['/api/reminders'], queryFn: () => Promise.reject(new HttpError(401, '{"message":"Not signed in"}', 'Unauthorized')) }).catch(() => undefined);
  expect(client.getQueryData(QUERY_KEYS.authUser)).toBeNull();
  expect(client.getQueryData(['/api/policies'])).toBeUndefined();
  expect(deleted).toEqual(['renewly-documents-v1']);
  delete (globalThis as { caches?: unknown }).caches;
});

test('another failure (a 500, a 403) leaves the session and the data as they were', async () => {
  const client = signedInClient();
  signOutOnUnauthorized(client);
  for (const status of [500, 403]) {
    await client.fetchQuery({ queryKey: ['/api/reminders', status], queryFn: () => Promise.reject(new HttpError(status, '{}', 'No')) }).catch(() => undefined);
  }
  expect(client.getQueryData(QUERY_KEYS.authUser)).toEqual(user);
  expect(client.getQueryData(['/api/policies'])).toHaveLength(1);
});
