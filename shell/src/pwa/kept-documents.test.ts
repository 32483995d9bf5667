import { OFFLINE_DOCUMENTS_CACHE } from '@renewly/shared-contracts/features/policy-documents';
import { dropKeptDocuments, KEPT_DOCUMENTS_CACHE } from './kept-documents';

test("the shell's name for the kept papers is the contracts' OFFLINE_DOCUMENTS_CACHE", () => {
  expect(KEPT_DOCUMENTS_CACHE).toBe(OFFLINE_DOCUMENTS_CACHE);
});

test('without Cache Storage (an old browser, plain http) there is nothing to drop', async () => {
  expect(typeof caches).toBe('undefined');
  await expect(dropKeptDocuments()).resolves.toBeUndefined();
});
