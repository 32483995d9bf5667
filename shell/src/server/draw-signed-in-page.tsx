// The server's half of a signed-in page's first screen (api/src/web/server-drawn-page.ts loads the build of this
// file, shell/dist-server/draw-signed-in-page.cjs): the very tree the browser renders (AppTree) at the request's URL,
// with the signed-in user in the query cache. The route's remote page is not in this bundle: its place is drawn as
// the route's loading screen (its real header), which the browser hydrates and the page then replaces, or left as a
// slot for the page's own markup, which the remote's server build draws (api/src/web/server-drawn-page.ts).
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router';
import { QUERY_KEYS, queryClientDefaults } from '@renewly/shared-contracts';
import { notificationListSchema, userSchema } from '@renewly/shared-contracts/features/schemas';
import { AppTree } from '../app/app';
import { DrawingOnServer } from '../remotes/remote-page';
import { EarlyNotificationPanel } from '../notifications/early-notification-panel';

export interface DrawSignedInPageInput {
  /** The request's path and query, e.g. '/policies'. */
  url: string;
  /** The signed-in user, as GET /api/auth/user answers. */
  user: unknown;
  /** Leave a slot for the route page's own markup (PAGE_SLOT_MARKUP) instead of drawing its loading screen. */
  pageSlot?: boolean;
}

/** The markup of #root for a signed-in request, or null when the user does not read as one (draw nothing then). */
export function drawSignedInPage({ url, user, pageSlot = false }: DrawSignedInPageInput): string | null {
  const parsed = userSchema.safeParse(user);
  if (!parsed.success) return null;
  const queryClient = new QueryClient({ defaultOptions: { ...queryClientDefaults, queries: { ...queryClientDefaults.queries, retry: false } } });
  queryClient.setQueryData(QUERY_KEYS.authUser, parsed.data);
  const router = ({ children }: { children: React.ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  try {
    return renderToString(
      <DrawingOnServer.Provider value={pageSlot ? 'page-slot' : 'loading-screen'}>
        <AppTree queryClient={queryClient} router={router} />
      </DrawingOnServer.Provider>,
    );
  } finally {
    queryClient.clear();
  }
}

/**
 * Markup for after #root (issue 38): the header's panels as plain markup, opened by the page's head script on a tap
 * made before the shell's code has arrived. `notifications` is the page's read of GET /api/notifications; nothing is
 * drawn without it (the tap then waits for the real panel, as before).
 */
export function drawEarlyPanels({ notifications }: { notifications: unknown }): string {
  const parsed = notificationListSchema.safeParse(notifications);
  return parsed.success ? renderToStaticMarkup(<EarlyNotificationPanel notifications={parsed.data} />) : '';
}
