import type { Agenda } from 'agenda';
import type { AppDeps } from '../core/app-deps';
import { askRenewalQuestions } from '../flows/renewal-questions';
import { createAlertChannels } from '../modules/vehicle-refresh/refresh-alert-channels';

export const ASK_RENEWAL_QUESTIONS_JOB = 'policies:ask-renewal-questions';

/**
 * Every 15 minutes: the renewal question in the bell and by each person's channels (issue 39 §5). Two processes may
 * run it at once: each notice is claimed by its bell notification's insert (renewal-questions.ts).
 */
export async function registerAskRenewalQuestionsJob(agenda: Agenda, deps: AppDeps, { every = '15 minutes' }: { every?: string } = {}): Promise<void> {
  const { config, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const alertChannels = createAlertChannels({ mailer: deps.mailer, sms: deps.sms, push: deps.push, appOrigin: config.appOrigin, mailFrom: config.mailFrom, logger, now });
  agenda.define(ASK_RENEWAL_QUESTIONS_JOB, async () => {
    try {
      const created = await askRenewalQuestions({ now: now(), alertChannels, logger });
      if (created > 0) logger.info({ created }, 'renewal questions asked');
    } catch (err) {
      logger.error({ err }, 'asking the renewal questions failed');
    }
  });
  await agenda.every(every, ASK_RENEWAL_QUESTIONS_JOB);
}
