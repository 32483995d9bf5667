import { Router, type NextFunction, type Request, type Response } from 'express';
import type { Policy } from '@renewly/shared-contracts';
import { objectIdParamSchema } from '@renewly/shared-contracts/features/schemas';
import {
  inviteTokenParamsSchema,
  policyMemberParamsSchema,
  SHARE_INVITES_PER_ADDRESS_PER_WINDOW,
  SHARE_INVITES_PER_USER_PER_WINDOW,
  shareInviteInputSchema,
  shareRoleUpdateSchema,
  type ShareInviteInput,
  type ShareRoleUpdate,
} from '@renewly/shared-contracts/features/sharing';
import type { AppDeps } from '../../core/app-deps';
import { noInput, nothing, validate } from '../../core/http/validate';
import { clientAddress, dbRateLimit } from '../../core/http/rate-limit';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { normaliseEmail } from '../auth';
import { requireRecentAuth } from '../auth';
import { requirePolicyAccess } from '../policies';
import { acceptInvite, changeRole, invite, inviteDetails, leave, listMembers, removeMember } from './sharing.service';

function requireRecentAuthToMakeEditor(req: Request, res: Response, next: NextFunction): void {
  if ((req.body as ShareRoleUpdate).role !== 'editor') return next();
  requireRecentAuth(req, res, next);
}

/** Household sharing (issue 27). Who may do what is decided by policies/policy-access.ts. */
/**
 * `getPolicy` (flows/policy-lifecycle.ts, passed in by routes.ts) answers the accepted policy as the member sees it,
 * with its quotes: the sharing module does not import the modules above it (issue 48).
 */
export function createSharingRouter({ config, mailer, logger }: AppDeps, { getPolicy }: { getPolicy: (userId: string, id: string) => Promise<Policy> }): Router {
  const router = Router();
  const { windowMs } = config.rateLimit;

  // Owner: everyone with access or invited, with role and state. Member: their own access only.
  router.get('/policies/:id/members', requireAuth, validate({ params: objectIdParamSchema, query: nothing }), async (req, res) => {
    res.json(await listMembers(currentUser(req).id, String(req.params.id)));
  });

  // Owner only. Counted per inviting user (before the body is checked: junk counts too), then per invited address
  // only once the access check has passed: invitations to a policy that is not the sender's never use up an
  // address's allowance, so nobody can lock the real owner out of inviting it (issue 36).
  router.post(
    '/policies/:id/invites',
    requireAuth,
    // Sharing a car is sensitive (issue 40): a sign-in or re-authentication in the last 10 minutes.
    requireRecentAuth,
    dbRateLimit([{ name: 'share-invite-user', limit: SHARE_INVITES_PER_USER_PER_WINDOW, windowMs, key: (req) => req.user?.id }]),
    validate({ params: objectIdParamSchema, body: shareInviteInputSchema, query: nothing }),
    async (req, _res, next) => {
      await requirePolicyAccess(currentUser(req).id, String(req.params.id), 'manage');
      next();
    },
    dbRateLimit([
      {
        name: 'share-invite-address',
        limit: SHARE_INVITES_PER_ADDRESS_PER_WINDOW,
        windowMs,
        key: (req) => normaliseEmail((req.body as ShareInviteInput).email),
      },
    ]),
    async (req, res) => {
      const member = await invite({ mailer, appOrigin: config.appOrigin, logger }, currentUser(req).id, String(req.params.id), req.body as ShareInviteInput);
      res.status(201).json(member);
    },
  );

  // Owner only: a member's or an open invitation's role. Making someone an editor is sensitive as sharing is (V3.7.1);
  // making them a viewer only takes a right away and is never held up.
  router.patch(
    '/policies/:id/members/:memberId',
    requireAuth,
    validate({ params: policyMemberParamsSchema, body: shareRoleUpdateSchema, query: nothing }),
    requireRecentAuthToMakeEditor,
    async (req, res) => {
      const { role } = req.body as ShareRoleUpdate;
      res.json(await changeRole(currentUser(req).id, String(req.params.id), String(req.params.memberId), role));
    },
  );

  // Owner only: removes a member (and what they hold for the policy) or revokes an invitation.
  router.delete(
    '/policies/:id/members/:memberId',
    requireAuth,
    validate({ params: policyMemberParamsSchema, body: nothing, query: nothing }),
    async (req, res) => {
      await removeMember(currentUser(req).id, String(req.params.id), String(req.params.memberId));
      res.status(204).end();
    },
  );

  // A member leaves (their reminders, deliveries and notifications for the policy go).
  router.post('/policies/:id/leave', requireAuth, validate({ params: objectIdParamSchema, body: nothing, query: nothing }), async (req, res) => {
    await leave(currentUser(req).id, String(req.params.id));
    res.status(204).end();
  });

  // No session needed: the /invite page shows what the invitation is before signing in; the token is the credential.
  // With a session, the answer says whether it is the invitee, the owner or someone else looking.
  router.get(
    '/invites/:token',
    dbRateLimit([{ name: 'share-invite-read-ip', limit: config.calendarFeedRateLimit.perAddressMax, windowMs, key: clientAddress }]),
    validate({ params: inviteTokenParamsSchema, query: nothing }),
    async (req, res) => {
      res.set('Cache-Control', 'no-store');
      res.json(await inviteDetails(String(req.params.token), req.user?.id));
    },
  );

  // Signed in with the invited address: the invitation becomes a membership; answers the policy as the member sees it.
  router.post('/invites/:token/accept', requireAuth, validate({ params: inviteTokenParamsSchema }), noInput, async (req, res) => {
    const userId = currentUser(req).id;
    const { policyId } = await acceptInvite(userId, String(req.params.token));
    res.json(await getPolicy(userId, policyId));
  });

  return router;
}
