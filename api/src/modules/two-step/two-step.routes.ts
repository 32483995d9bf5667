// Two-step sign-in (issue 40): the profile's set-up, recovery codes and turning off (signed in), the code step after
// the password (half signed in), and re-authentication with a code (signed in).
import { Router } from 'express';
import { twoStepCodeSchema, twoStepProofSchema, TWO_STEP_TEXTS as TEXT } from '@renewly/shared-contracts/features/two-step';
import type { AppDeps } from '../../core/app-deps';
import { ApiError } from '../../core/http/api-error';
import { noInput, validate } from '../../core/http/validate';
import { dbRateLimit } from '../../core/http/rate-limit';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { hitRateWindow } from '../../core/security/rate-counter';
import { markAuthenticated, requireRecentAuth, type SignInPieces } from '../auth';
import { clearPendingSignIn, PENDING_SIGN_IN_MS, readPendingSignIn } from './pending-sign-in';
import {
  checkTwoStepProof,
  disableTwoStep,
  enableTwoStep,
  renewRecoveryCodes,
  startTwoStepSetup,
  twoStepStatus,
} from './two-step.service';

/** Code tries per half-signed-in state; past them the password is asked again (whose tries count too). */
export const PENDING_CODE_TRIES = 5;

/** `signIn`: modules/sign-in's pieces, passed in by routes.ts (sign-in is above two-step: it starts the code step). */
export function createTwoStepRouter(deps: AppDeps, { loginRateLimit, findPublicUser, completeSignIn }: SignInPieces): Router {
  const { config } = deps;
  const router = Router();
  // Wrong codes of a signed-in user (set-up, re-authentication): as many as sign-ins per account, per window.
  const perUser = (name: string) =>
    dbRateLimit([{ name, limit: config.rateLimit.loginAccountMax, windowMs: config.rateLimit.windowMs, key: (req) => req.user?.id }]);

  router.get('/two-step', requireAuth, noInput, async (req, res) => {
    res.json(await twoStepStatus(currentUser(req).id));
  });

  router.post('/two-step/setup', requireAuth, noInput, async (req, res) => {
    const user = currentUser(req);
    res.json(await startTwoStepSetup(deps, { id: user.id, email: user.email }));
  });

  // Adding a factor, like removing one, needs a recent sign-in: a session left open must not be able to lock the owner out.
  router.post('/two-step/enable', requireAuth, requireRecentAuth, perUser('two-step-enable'), validate({ body: twoStepCodeSchema }), async (req, res) => {
    res.json(await enableTwoStep(deps, currentUser(req).id, req.body.code));
  });

  router.post('/two-step/recovery-codes', requireAuth, requireRecentAuth, noInput, async (req, res) => {
    res.json(await renewRecoveryCodes(deps, currentUser(req).id));
  });

  router.delete('/two-step', requireAuth, requireRecentAuth, noInput, async (req, res) => {
    res.json(await disableTwoStep(deps, currentUser(req).id));
  });

  // The code step of a sign-in: counted on the sign-in limits (per address, per account from that address, the
  // account-wide slow-down) with the account the half-signed-in session names.
  router.post(
    '/auth/two-step',
    loginRateLimit(config, (req) => req.session?.twoStepPending?.email),
    validate({ body: twoStepProofSchema }),
    async (req, res) => {
      const pending = readPendingSignIn(req);
      if (pending === 'none') throw new ApiError(401, TEXT.noPendingSignIn);
      if (pending === 'expired') {
        clearPendingSignIn(req);
        throw new ApiError(401, TEXT.pendingExpired);
      }
      // Counted in one window for the pending state's whole life (anchored on its start): a window of the clock that
      // ended during it would have given it twice the tries.
      const tries = await hitRateWindow(
        { name: 'two-step-pending-try', key: pending.id, limit: PENDING_CODE_TRIES, windowMs: PENDING_SIGN_IN_MS * 2 },
        pending.at,
      );
      if (!tries.allowed) {
        clearPendingSignIn(req);
        throw new ApiError(401, TEXT.tooManyWrongCodes);
      }
      const result = await checkTwoStepProof(deps, pending.userId, req.body);
      if (!result.ok) throw new ApiError(401, result.message);
      const user = await findPublicUser(pending.userId);
      if (!user) {
        clearPendingSignIn(req);
        throw new ApiError(401, TEXT.noPendingSignIn);
      }
      await completeSignIn(req, user, deps);
      res.json(user);
    },
  );

  // Re-authentication with a code or a recovery code (the lead wires it into the "confirm it's you" dialog).
  router.post('/auth/reauth/code', requireAuth, perUser('reauth-code'), validate({ body: twoStepProofSchema }), async (req, res) => {
    const result = await checkTwoStepProof(deps, currentUser(req).id, req.body);
    if (!result.ok) throw new ApiError(400, result.message);
    markAuthenticated(req);
    res.json({ message: TEXT.confirmed });
  });

  return router;
}
