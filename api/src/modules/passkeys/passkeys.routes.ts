// Passkeys (issue 40): Profile → Passkeys (/api/passkeys), the passkey sign-in (/api/auth/passkey, signed out) and the
// re-authentication with a passkey (/api/auth/reauth/passkey). Every body is checked by the shared schemas first.
import { Router } from 'express';
import type { User } from '@renewly/shared-contracts';
import { objectIdParamSchema } from '@renewly/shared-contracts/features/schemas';
import {
  PASSKEY_TEXTS,
  passkeyAssertionSchema,
  passkeyRegistrationSchema,
  passkeyRenameSchema,
  type PasskeyAssertionInput,
  type PasskeyRegistrationInput,
} from '@renewly/shared-contracts/features/passkeys';
import type { AppDeps } from '../../core/app-deps';
import { ApiError } from '../../core/http/api-error';
import { noInput, nothing, validate } from '../../core/http/validate';
import { clientAddress, dbRateLimit } from '../../core/http/rate-limit';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { markAuthenticated, requireRecentAuth, type SignInPieces } from '../auth';
import {
  authenticationOptions,
  listPasskeys,
  registrationOptions,
  removePasskey,
  renamePasskey,
  verifyAssertion,
  verifyRegistration,
} from './passkeys.service';

/** `signIn`: modules/sign-in's pieces, passed in by routes.ts (sign-in is above passkeys: a reset removes them). */
export function createPasskeysRouter(deps: AppDeps, { loginRateLimit, findPublicUser, completeSignIn }: SignInPieces): Router {
  const { config } = deps;
  const router = Router();

  router.get('/passkeys', requireAuth, noInput, async (req, res) => {
    res.json(await listPasskeys(currentUser(req).id));
  });

  // A passkey is a lasting way in (a full sign-in on its own), so adding one is sensitive (V3.7.1). Checked at both
  // steps: options fetched inside the window may be answered after it.
  router.post('/passkeys/registration/options', requireAuth, noInput, requireRecentAuth, async (req, res) => {
    res.json(await registrationOptions(req, currentUser(req).id, deps));
  });

  // Refused before the challenge is taken out: once the user has confirmed, the page sends the same answer again.
  router.post('/passkeys/registration/verify', requireAuth, validate({ body: passkeyRegistrationSchema, query: nothing }), requireRecentAuth, async (req, res) => {
    res.status(201).json(await verifyRegistration(req, currentUser(req).id, req.body as PasskeyRegistrationInput, deps));
  });

  router.patch('/passkeys/:id', requireAuth, validate({ params: objectIdParamSchema, body: passkeyRenameSchema, query: nothing }), async (req, res) => {
    res.json(await renamePasskey(currentUser(req).id, String(req.params.id), (req.body as { name: string }).name));
  });

  // A sensitive change (V3.7.1): a sign-in or confirmation within the last 10 minutes.
  router.delete('/passkeys/:id', requireAuth, validate({ params: objectIdParamSchema, body: nothing, query: nothing }), requireRecentAuth, async (req, res) => {
    await removePasskey(currentUser(req).id, String(req.params.id), deps);
    res.status(204).end();
  });

  // Signed out: any passkey of this site (the browser offers the ones it holds); the verified passkey names the user.
  // Each answer keeps its challenge in a new session: limited per address, so no one fills the session store.
  const optionsLimit = dbRateLimit([{ name: 'passkey-options-ip', limit: config.rateLimit.passkeyOptionsMax, windowMs: config.rateLimit.windowMs, key: clientAddress }]);
  router.post('/auth/passkey/options', optionsLimit, noInput, async (req, res) => {
    res.json(await authenticationOptions(req, 'sign-in', deps));
  });

  // A passkey with user verification is two factors (the device and the PIN or biometric): the sign-in is complete.
  router.post('/auth/passkey/verify', loginRateLimit(config), validate({ body: passkeyAssertionSchema, query: nothing }), async (req, res) => {
    const passkey = await verifyAssertion(req, 'sign-in', req.body as PasskeyAssertionInput, deps);
    const user: User | null = await findPublicUser(String(passkey.userId));
    if (!user) throw new ApiError(401, PASSKEY_TEXTS.signInFailed);
    await completeSignIn(req, user, deps);
    res.json(user);
  });

  router.post('/auth/reauth/passkey/options', requireAuth, noInput, async (req, res) => {
    res.json(await authenticationOptions(req, 'reauth', deps, currentUser(req).id));
  });

  router.post('/auth/reauth/passkey/verify', requireAuth, validate({ body: passkeyAssertionSchema, query: nothing }), async (req, res) => {
    await verifyAssertion(req, 'reauth', req.body as PasskeyAssertionInput, deps, currentUser(req).id);
    markAuthenticated(req);
    res.json({ message: PASSKEY_TEXTS.confirmed });
  });

  return router;
}
