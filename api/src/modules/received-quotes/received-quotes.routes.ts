import { Router } from 'express';
import { objectIdParamSchema } from '@renewly/shared-contracts/features/schemas';
import { receivedQuoteInputSchema, receivedQuoteParamsSchema, type ReceivedQuoteInput } from '@renewly/shared-contracts/features/received-quotes';
import type { AppDeps } from '../../core/app-deps';
import { nothing, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { addReceivedQuote, deleteReceivedQuote, listReceivedQuotes, updateReceivedQuote } from './received-quotes.service';

/** "Quotes you got" (issue 39 §3): the real quotes of a policy's current insurance year. */
export function createReceivedQuotesRouter(_deps: AppDeps): Router {
  const router = Router();
  const path = '/policies/:id/received-quotes';

  router.get(path, requireAuth, validate({ params: objectIdParamSchema, query: nothing }), async (req, res) => {
    res.json(await listReceivedQuotes(currentUser(req).id, String(req.params.id)));
  });

  router.post(path, requireAuth, validate({ params: objectIdParamSchema, body: receivedQuoteInputSchema, query: nothing }), async (req, res) => {
    res.status(201).json(await addReceivedQuote(currentUser(req).id, String(req.params.id), req.body as ReceivedQuoteInput));
  });

  router.put(
    `${path}/:quoteId`,
    requireAuth,
    validate({ params: receivedQuoteParamsSchema, body: receivedQuoteInputSchema, query: nothing }),
    async (req, res) => {
      const { id, quoteId } = req.params as { id: string; quoteId: string };
      res.json(await updateReceivedQuote(currentUser(req).id, id, quoteId, req.body as ReceivedQuoteInput));
    },
  );

  router.delete(`${path}/:quoteId`, requireAuth, validate({ params: receivedQuoteParamsSchema, body: nothing, query: nothing }), async (req, res) => {
    const { id, quoteId } = req.params as { id: string; quoteId: string };
    await deleteReceivedQuote(currentUser(req).id, id, quoteId);
    res.status(204).end();
  });

  return router;
}
