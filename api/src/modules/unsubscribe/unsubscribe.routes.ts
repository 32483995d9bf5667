// GET/POST /api/unsubscribe/:token (issue 41): no session. GET shows the page (a link scanner's GET changes
// nothing); POST is RFC 8058's one-click (a mail provider POSTs 'List-Unsubscribe=One-Click' with no cookie) or the
// page's buttons (?scope=all for every reminder). A notice email's token ('notices') turns the user's notice emails
// off whatever the scope says; its page's undo button POSTs ?scope=notices-undo, and the page after ?scope=all offers
// ?scope=all-undo. The pages name the reminder and its car. Unknown, malformed or expired tokens: 404 with the same page.
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../../core/app-deps';
import { validate } from '../../core/http/validate';
import { displayRegistration } from '@renewly/shared-contracts';
import { PolicyModel } from '../policies';
import { ReminderModel } from '../reminders';
import type { UnsubscribeTokenRecord } from './unsubscribe.model';
import { choicePage, donePage, expiredPage, noticeChoicePage, noticeDonePage, undoPage, type ReminderNamed } from './unsubscribe-page';
import { findUnsubscribeToken, scopesOf, unsubscribe } from './unsubscribe.service';

const params = z.object({ token: z.string().max(100) }).strict();
const query = z.object({ scope: z.enum(['reminder', 'all', 'all-undo', 'notices', 'notices-undo']).optional() }).strict();

/** The token's reminder (the user's own) and its car, as the page names them; null when the reminder is gone. */
async function reminderNamed(record: UnsubscribeTokenRecord): Promise<ReminderNamed | null> {
  const reminder = await ReminderModel.findOne({ _id: record.reminderId, userId: record.userId }, { title: 1, policyId: 1 }).lean();
  if (!reminder) return null;
  const car = await PolicyModel.findById(reminder.policyId, { registrationNumber: 1, carManufacturer: 1, carModel: 1 }).lean();
  const makeModel = car ? [car.carManufacturer, car.carModel].filter(Boolean).join(' ') : '';
  return { title: reminder.title, car: car ? `${displayRegistration(car.registrationNumber)}${makeModel ? ` (${makeModel})` : ''}` : null };
}

const wantsHtml = (req: Request) => (req.get('accept') ?? '').includes('text/html');

function html(res: Response, status: number, body: string) {
  // 'no-referrer' (the API's) makes a browser send 'Origin: null' with the page's form POSTs, which the origin check
  // refuses; 'same-origin' sends the page's own origin (and still nothing to other sites).
  res.status(status).type('html').set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' }).send(body);
}

export function createUnsubscribeRouter(deps: AppDeps): Router {
  const router = Router();
  const { appOrigin } = deps.config;

  router.get('/unsubscribe/:token', validate({ params, query: z.object({}).strict() }), async (req, res) => {
    const record = await findUnsubscribeToken(String(req.params.token));
    if (!record) return html(res, 404, expiredPage(appOrigin));
    if (record.purpose === 'notices') return html(res, 200, noticeChoicePage(String(req.params.token), appOrigin));
    html(res, 200, choicePage(String(req.params.token), await reminderNamed(record), appOrigin));
  });

  // The body (the provider's 'List-Unsubscribe=One-Click' form) is not read: the token says everything.
  router.post('/unsubscribe/:token', validate({ params, query }), async (req, res) => {
    const token = String(req.params.token);
    const asked = (res.locals.query as z.infer<typeof query>).scope;
    const record = await findUnsubscribeToken(token);
    if (!record) {
      if (wantsHtml(req)) return html(res, 404, expiredPage(appOrigin));
      return res.status(404).json({ message: 'This unsubscribe link is not valid any more' });
    }
    // A scope the token does not serve means its first (the one-click purpose).
    const scopes = scopesOf(record);
    const scope = asked && scopes.includes(asked) ? asked : scopes[0]!;
    const outcome = await unsubscribe(record, scope);
    if (scope === 'notices' || scope === 'notices-undo') {
      const page = noticeDonePage(scope, outcome, token, appOrigin);
      if (wantsHtml(req)) return html(res, 200, page.html);
      return res.json({ message: page.message });
    }
    if (scope === 'all-undo') {
      if (wantsHtml(req)) return html(res, 200, undoPage(outcome, appOrigin));
      return res.json({ message: outcome === 'done' ? 'Email is on again for the reminders this link turned off' : 'Nothing to put back with this link' });
    }
    if (wantsHtml(req)) return html(res, 200, donePage(scope, outcome, token, await reminderNamed(record), appOrigin));
    res.json({ message: outcome === 'done' ? 'Email is off for this reminder' : 'Email was already turned off with this link' });
  });

  return router;
}
