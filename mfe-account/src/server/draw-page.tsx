// The server's half of this remote's pages (built to dist-server/draw-page.cjs, loaded by the API's
// server-drawn-page.ts): a page drawn from the route's first reads, which the API made for the signed-in user, as the
// browser then draws it from the same answers (the page's `prefetch` puts them in the cache before its first render,
// so React takes this markup over as it is). Only pages with no antd on their first paint are drawn here.
import { StaticRouter } from 'react-router';
import { drawWithQueries } from '../../../federation/draw-on-server';
import { QUERY_KEYS, userSchema } from '@renewly/shared-contracts';
import ProfilePage from '../pages/profile-page';

/** The pages drawn here: the API makes a route's first reads only for these. */
export const drawnPages: readonly string[] = ['ProfilePage'];

/** The page's markup from the answers of its first reads (URL -> JSON), or null when it cannot be drawn from them. */
export function drawPage(page: string, reads: Record<string, unknown>, url = '/profile'): string | null {
  if (page !== 'ProfilePage') return null;
  const user = userSchema.safeParse(reads[QUERY_KEYS.currentUser[0]]);
  if (!user.success) return null;
  // The form's leave guard reads the router.
  return drawWithQueries(
    <StaticRouter location={url}>
      <ProfilePage />
    </StaticRouter>,
    [[QUERY_KEYS.currentUser, user.data]],
  );
}
