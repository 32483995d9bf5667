// The server's half of this remote's pages (built to dist-server/draw-page.cjs, loaded by the API's
// server-drawn-page.ts): a page drawn from the route's first reads, which the API made for the signed-in user, as the
// browser then draws it from the same answers (the page's `prefetch` puts them in the cache before its first render,
// so React takes this markup over as it is). Only pages with no antd on their first paint are drawn here.
import type { ReactElement } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { drawWithQueries } from '../../../federation/draw-on-server';
import { QUERY_KEYS } from '@renewly/shared-contracts';
import { dashboardStatsSchema, policyListSchema, tipsResponseSchema, userSchema } from '@renewly/shared-contracts/features/schemas';
import { inboundReadingListSchema } from '@renewly/shared-contracts/features/inbound-readings';
import DashboardPage from '../pages/dashboard-page';
import PoliciesPage from '../pages/policies-page';

/** The pages drawn here: the API makes a route's first reads only for these. */
export const drawnPages: readonly string[] = ['DashboardPage', 'PoliciesPage'];

type Drawing = [ReactElement, [QueryKey, unknown][]];

/** Each page's element and queries from the answers of its first reads, or null when one is missing or malformed. */
function pageQueries(page: string, reads: Record<string, unknown>): Drawing | null {
  const policies = policyListSchema.safeParse(reads[QUERY_KEYS.policies[0]]);
  if (!policies.success) return null;
  if (page === 'PoliciesPage') {
    // The forwarded notices waiting for review (issue 49): the page's line above the cards.
    const readings = inboundReadingListSchema.safeParse(reads[QUERY_KEYS.inboundReadings[0]]);
    if (!readings.success) return null;
    return [<PoliciesPage />, [[QUERY_KEYS.policies, policies.data], [QUERY_KEYS.inboundReadings, readings.data]]];
  }
  if (page !== 'DashboardPage') return null;
  const user = userSchema.safeParse(reads[QUERY_KEYS.authUser[0]]);
  const stats = dashboardStatsSchema.safeParse(reads[QUERY_KEYS.dashboardStats[0]]);
  const tips = tipsResponseSchema.safeParse(reads[QUERY_KEYS.tips[0]]);
  if (!user.success || !stats.success || !tips.success) return null;
  return [
    <DashboardPage />,
    [
      [QUERY_KEYS.authUser, user.data],
      [QUERY_KEYS.dashboardStats, stats.data],
      [QUERY_KEYS.policies, policies.data],
      // As the tips query keeps them (get-insurance-tips.ts).
      [QUERY_KEYS.tips, tips.data.tips],
    ],
  ];
}

/**
 * The page's markup from the answers of its first reads (URL -> JSON), or null when it cannot be drawn from them. `url`
 * is the request's (the filter and the marked policy are in its query).
 */
export function drawPage(page: string, reads: Record<string, unknown>, url = '/'): string | null {
  const drawn = pageQueries(page, reads);
  if (!drawn) return null;
  return drawWithQueries(drawn[0], drawn[1], url);
}
