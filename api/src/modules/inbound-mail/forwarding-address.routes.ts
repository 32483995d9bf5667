import { Router, type RequestHandler } from 'express';
import { forwardingAddressSchema, forwardingAddressUpdateSchema, forwardingEmailWhenReadSchema } from '@renewly/shared-contracts/features/forwarding-address';
import type { AppDeps } from '../../core/app-deps';
import { noInput, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { createOrRotateForwardingAddress, forwardingAddressStatus, setEmailWhenRead, setForwardingAddressEnabled } from './forwarding-address.service';

/**
 * `requireRecentAuth` is auth's guard, passed in by the app layer (auth sits above this module). Making, replacing
 * and switching on an address are guarded as the calendar feed's link is; turning it off only narrows, so it is not.
 */
export function createForwardingAddressRouter({ config }: AppDeps, requireRecentAuth: RequestHandler): Router {
  const router = Router();
  const domain = config.inboundDomain;
  const requireRecentAuthToSwitchOn: RequestHandler = (req, res, next) =>
    (req.body as { enabled?: unknown }).enabled === true ? requireRecentAuth(req, res, next) : next();

  router.get('/forwarding-address', requireAuth, noInput, async (req, res) => {
    res.json(forwardingAddressSchema.parse(await forwardingAddressStatus(currentUser(req).id, domain)));
  });

  // Makes the address, or a new one in its place: the old one stops taking mail at once.
  router.post('/forwarding-address', requireAuth, noInput, requireRecentAuth, async (req, res) => {
    res.status(201).json(await createOrRotateForwardingAddress(currentUser(req).id, domain));
  });

  router.put('/forwarding-address', requireAuth, validate({ body: forwardingAddressUpdateSchema }), requireRecentAuthToSwitchOn, async (req, res) => {
    const { enabled } = req.body as { enabled: boolean };
    res.json(await setForwardingAddressEnabled(currentUser(req).id, domain, enabled));
  });

  // The email when a forwarded notice is read, on or off. No recent sign-in: it only ever goes to the account's own
  // verified address, as the notice emails' switch in Settings.
  router.put('/forwarding-address/email-when-read', requireAuth, validate({ body: forwardingEmailWhenReadSchema }), async (req, res) => {
    const { emailWhenRead } = req.body as { emailWhenRead: boolean };
    res.json(await setEmailWhenRead(currentUser(req).id, domain, emailWhenRead));
  });

  return router;
}
