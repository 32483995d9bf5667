import { Router } from 'express';
import { type ReminderInput } from '@renewly/shared-contracts';
import { objectIdParamSchema, reminderInputSchema } from '@renewly/shared-contracts/features/schemas';
import type { AppDeps } from '../../core/app-deps';
import { nothing, validate } from '../../core/http/validate';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import type { ReminderLinks } from './reminder-links';
import { createReminder, deleteReminder, listReminders, updateReminder } from './reminders.service';

// The body's title is accepted (the spec's payload carries it) but the stored title is always generated from the days.
// `links`: the user's channels and the delivery logs (flows/reminder-links.ts, passed in by routes.ts).
export function createRemindersRouter(_deps: AppDeps, links: ReminderLinks): Router {
  const router = Router();
  router.use('/reminders', requireAuth);

  router.get('/reminders', async (req, res) => {
    res.json(await listReminders(currentUser(req).id, links));
  });

  router.post('/reminders', validate({ body: reminderInputSchema }), async (req, res) => {
    res.status(201).json(await createReminder(currentUser(req).id, req.body as ReminderInput, links));
  });

  router.put('/reminders/:id', validate({ params: objectIdParamSchema, body: reminderInputSchema }), async (req, res) => {
    res.json(await updateReminder(currentUser(req).id, String(req.params.id), req.body as ReminderInput, links));
  });

  router.delete('/reminders/:id', validate({ params: objectIdParamSchema, body: nothing, query: nothing }), async (req, res) => {
    await deleteReminder(currentUser(req).id, String(req.params.id), links);
    res.status(204).end();
  });

  return router;
}
