import { Router } from 'express';
import { policyIdParamSchema } from '@renewly/shared-contracts/features/schemas';
import type { AppDeps } from '../../core/app-deps';
import { nothing, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { generateQuotes } from './quotes.generate';

export function createQuotesRouter(_deps: AppDeps): Router {
  const router = Router();
  router.post(
    '/quotes/personalized/:policyId',
    requireAuth,
    validate({ params: policyIdParamSchema, body: nothing, query: nothing }),
    async (req, res) => {
      res.status(201).json(await generateQuotes(currentUser(req).id, String(req.params.policyId)));
    },
  );
  return router;
}
