// The HTTPS way in for forwarded mail (issue 49), for operators who do not run port 25: a mail provider posts the raw
// message (RFC 5322) to /api/inbound-mail/<INBOUND_WEBHOOK_SECRET> with the recipient in X-Renewly-Recipient and
// X-Renewly-Signature: sha256=<hex HMAC-SHA256 of the body with INBOUND_WEBHOOK_HMAC_KEY>. Mounted before the API's
// browser middleware (origin check, JSON bodies, sessions): the caller is a machine, proven by the two secrets.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import express, { Router, type Request } from 'express';
import type { AppDeps } from '../../core/app-deps';
import { ApiError } from '../../core/http/api-error';
import { databaseAvailable } from '../../core/http/database-available';
import { takeMessageForAddress, userForRecipient } from './forwarding-address.service';
import { createForwardedMailReceiver } from './inbound-reading.service';

export const INBOUND_WEBHOOK_MESSAGES = {
  notFound: 'Not found',
  badSignature: 'The signature does not match the message',
  noRecipient: 'X-Renewly-Recipient must name a forwarding address',
  unknownRecipient: 'No such forwarding address',
  emptyBody: 'The body must be the raw message',
  tooMany: 'Too many messages for this address today: try again later',
} as const;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
const sameSecret = (given: string, expected: string) => timingSafeEqual(digest(given), digest(expected));

function signatureMatches(req: Request, body: Buffer, key: string): boolean {
  const header = req.get('x-renewly-signature') ?? '';
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header.trim());
  if (!match) return false;
  const expected = createHmac('sha256', key).update(body).digest();
  return timingSafeEqual(Buffer.from(match[1]!, 'hex'), expected);
}

export function createInboundWebhookRouter(deps: AppDeps): Router {
  const { config, connection } = deps;
  const router = Router();
  const receive = createForwardedMailReceiver(deps);
  const webhook = config.inboundWebhook;
  const domain = config.inboundDomain;
  router.post(
    '/inbound-mail/:secret',
    // The path's secret first: nobody else gets as far as sending a body to be read.
    (req, _res, next) => {
      if (!webhook || !domain || !sameSecret(String(req.params.secret), webhook.pathSecret)) return next(new ApiError(404, INBOUND_WEBHOOK_MESSAGES.notFound));
      next();
    },
    databaseAvailable(connection, config.mongoServerSelectionTimeoutMs),
    express.raw({ type: () => true, limit: config.inboundSmtp.maxMessageBytes }),
    async (req, res) => {
      if (!webhook || !domain) throw new ApiError(404, INBOUND_WEBHOOK_MESSAGES.notFound);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      if (!signatureMatches(req, body, webhook.hmacKey)) throw new ApiError(401, INBOUND_WEBHOOK_MESSAGES.badSignature);
      if (body.length === 0) throw new ApiError(400, INBOUND_WEBHOOK_MESSAGES.emptyBody);
      const recipient = req.get('x-renewly-recipient')?.trim();
      if (!recipient) throw new ApiError(400, INBOUND_WEBHOOK_MESSAGES.noRecipient);
      const userId = await userForRecipient(recipient, domain);
      if (!userId) throw new ApiError(404, INBOUND_WEBHOOK_MESSAGES.unknownRecipient);
      if (!(await takeMessageForAddress(userId, config.inboundSmtp.perAddressPerDay))) throw new ApiError(429, INBOUND_WEBHOOK_MESSAGES.tooMany);
      const reading = await receive(userId, body);
      res.status(202).json({ id: String(reading._id) });
    },
  );
  return router;
}
