// The server's half of this remote's pages (built to dist-server/draw-page.cjs, loaded by the API's
// server-drawn-page.ts): a page drawn from the route's first reads, which the API made for the signed-in user, as the
// browser then draws it from the same answers (the page's `prefetch` puts them in the cache before its first render,
// so React takes this markup over as it is). Only pages with no antd on their first paint are drawn here.
import { StaticRouter } from 'react-router';
import { drawWithQueries } from '../../../federation/draw-on-server';
import { policySchema, QUERY_KEYS } from '@renewly/shared-contracts';
import PoliciesPage from '../pages/policies-page';

/** The pages drawn here: the API makes a route's first reads only for these. */
export const drawnPages: readonly string[] = ['PoliciesPage'];

/**
 * The page's markup from the answers of its first reads (URL -> JSON), or null when it cannot be drawn from them. `url`
 * is the request's (the filter and the marked policy are in its query).
 */
export function drawPage(page: string, reads: Record<string, unknown>, url = '/policies'): string | null {
  if (page !== 'PoliciesPage') return null;
  const policies = policySchema.array().safeParse(reads[QUERY_KEYS.policies[0]]);
  if (!policies.success) return null;
  return drawWithQueries(
    <StaticRouter location={url}>
      <PoliciesPage />
    </StaticRouter>,
    [[QUERY_KEYS.policies, policies.data]],
  );
}
