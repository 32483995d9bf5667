import { Router } from 'express';
import { type CreatedPolicy, type Policy, type PolicyInput } from '@renewly/shared-contracts';
import { objectIdParamSchema, policyStatusUpdateSchema } from '@renewly/shared-contracts/features/schemas';
import { policyInputSchema } from '@renewly/shared-contracts/features/policy-input';
import { renewalAnswerSchema, termsInputSchema, type RenewalAnswer, type TermsInput } from '@renewly/shared-contracts/features/policy-terms-input';
import type { AppDeps } from '../../core/app-deps';
import { nothing, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { noticeAnswersRenewal } from './policy-rollover';
import { replaceTermHistory } from './policy-terms.service';

/**
 * What the policy routes do that reaches other modules (the policy as the user sees it with its quotes and owner's
 * name, its first reminders, what a delete takes with it, the DVLA check, the reminders re-armed by a renewal):
 * flows/policy-lifecycle.ts, passed in by routes.ts, so this module never imports the modules above it (issue 48).
 */
export interface PolicyLifecycle {
  listPolicies(userId: string): Promise<Policy[]>;
  getPolicy(userId: string, id: string): Promise<Policy>;
  createPolicy(userId: string, input: PolicyInput, maxPolicies: number): Promise<{ policy: Policy; remindersCreated: number }>;
  updatePolicy(userId: string, id: string, input: PolicyInput): Promise<Policy>;
  setPolicyActive(userId: string, id: string, isActive: boolean): Promise<Policy>;
  deletePolicy(userId: string, id: string): Promise<unknown>;
  answerRenewal(userId: string, id: string, answer: RenewalAnswer, now: Date): Promise<void>;
  checkWithDvlaNow(userId: string, id: string): Promise<void>;
}

export function createPoliciesRouter({ config, now = () => new Date() }: AppDeps, lifecycle: PolicyLifecycle): Router {
  const { listPolicies, getPolicy, createPolicy, updatePolicy, setPolicyActive, deletePolicy, answerRenewal } = lifecycle;
  const router = Router();
  // The dialog's 'Keep MOT and tax dates up to date from the DVLA' is only offered with a DVLA key.
  const dvlaRefreshAvailable = !!config.dvla.apiKey;
  const withDvla = <T extends Policy>(p: T): T => ({ ...p, dvlaRefreshAvailable });
  router.use('/policies', requireAuth);

  router.get('/policies', async (req, res) => {
    res.json((await listPolicies(currentUser(req).id)).map(withDvla));
  });

  // Answers the policy plus `remindersCreated`, for the 'Policy created successfully with N reminder(s)' toast.
  router.post('/policies', validate({ body: policyInputSchema }), async (req, res) => {
    const userId = currentUser(req).id;
    const { policy, remindersCreated } = await createPolicy(userId, req.body as PolicyInput, config.maxPoliciesPerUser);
    const created: CreatedPolicy = { ...withDvla(policy), remindersCreated };
    res.status(201).json(created);
  });

  router.put(
    '/policies/:id',
    validate({ params: objectIdParamSchema, body: policyInputSchema }),
    async (req, res) => {
      const userId = currentUser(req).id;
      const id = String(req.params.id);
      const input = req.body as PolicyInput;
      const passed = await noticeAnswersRenewal(id, input, now());
      const updated = await updatePolicy(userId, id, input);
      if (!passed || !input.renewalOffer) return res.json(withDvla(updated));
      // A renewal notice imported after its date: the driver renewed at the notice's price (issue 39 §5).
      await answerRenewal(userId, id, { answer: 'renewed', forRenewalDate: passed, price: input.renewalOffer }, now());
      res.json(withDvla(await getPolicy(userId, id)));
    },
  );

  router.patch(
    '/policies/:id/status',
    validate({ params: objectIdParamSchema, body: policyStatusUpdateSchema }),
    async (req, res) => {
      const { isActive } = req.body as { isActive: boolean };
      res.json(withDvla(await setPolicyActive(currentUser(req).id, String(req.params.id), isActive)));
    },
  );

  // 'Check with the DVLA now' (owner or editor; once an hour per car): answers the policy as the card shows it.
  router.post('/policies/:id/dvla-check', validate({ params: objectIdParamSchema, body: nothing, query: nothing }), async (req, res) => {
    const userId = currentUser(req).id;
    await lifecycle.checkWithDvlaNow(userId, String(req.params.id));
    res.json(withDvla(await getPolicy(userId, String(req.params.id))));
  });

  // "What happened at renewal?" (issue 39 §5): owner or editor; answers the policy as it now stands.
  router.post('/policies/:id/renewal', validate({ params: objectIdParamSchema, body: renewalAnswerSchema, query: nothing }), async (req, res) => {
    const userId = currentUser(req).id;
    await answerRenewal(userId, String(req.params.id), req.body as RenewalAnswer, now());
    res.json(withDvla(await getPolicy(userId, String(req.params.id))));
  });

  // The earlier years (issue 39 §1): owner or editor replaces the history (no two years overlapping).
  router.put('/policies/:id/terms', validate({ params: objectIdParamSchema, body: termsInputSchema, query: nothing }), async (req, res) => {
    const userId = currentUser(req).id;
    await replaceTermHistory(userId, String(req.params.id), (req.body as TermsInput).terms, now());
    res.json(withDvla(await getPolicy(userId, String(req.params.id))));
  });

  router.delete('/policies/:id', validate({ params: objectIdParamSchema, body: nothing, query: nothing }), async (req, res) => {
    await deletePolicy(currentUser(req).id, String(req.params.id));
    res.status(204).end();
  });

  return router;
}
