import { Router } from 'express';
import { deleteAccountSchema, YOUR_DATA_MESSAGES } from '@renewly/shared-contracts/features/your-data';
import type { AppDeps } from '../../core/app-deps';
import { ApiError } from '../../core/http/api-error';
import { noInput, validate } from '../../core/http/validate';
import { dbRateLimit } from '../../core/http/rate-limit';
import { currentUser, requireAuth } from '../../core/http/require-auth';
import { clearSessionCookie } from '../auth';
import { requireRecentAuth } from '../auth';
import { verifyPassword } from '../auth';
import { UserModel } from '../users';
import { eraseUser } from './erase.service';
import { exportPoliciesCsv, exportUserData } from './export.service';
import { exportZip } from './export-zip';
import { documentsSetup } from '../policy-documents';

const today = () => new Date().toISOString().slice(0, 10);

export function createAccountRouter(deps: AppDeps): Router {
  const { config, connection } = deps;
  const router = Router();
  router.use('/account', requireAuth);
  // Exports and erasure are sensitive (issue 40): each needs a sign-in or re-authentication in the last 10 minutes.

  router.get('/account/export', requireRecentAuth, noInput, async (req, res) => {
    const data = await exportUserData(connection, currentUser(req).id);
    res.attachment(`renewly-data-${today()}.json`);
    res.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
  });

  router.get('/account/export/policies.csv', requireRecentAuth, noInput, async (req, res) => {
    const csv = await exportPoliciesCsv(currentUser(req).id);
    res.attachment(`renewly-policies-${today()}.csv`);
    res.type('text/csv; charset=utf-8').send(csv);
  });

  // Everything in one zip, the car's papers included (issue 49).
  router.get('/account/export.zip', requireRecentAuth, noInput, async (req, res) => {
    const zip = await exportZip(connection, documentsSetup(deps), currentUser(req).id);
    res.attachment(`renewly-${today()}.zip`);
    res.type('application/zip');
    zip.pipe(res);
  });

  // The password again (a left-open session must not be enough), counted like sign-in attempts per account.
  router.delete(
    '/account',
    requireRecentAuth,
    dbRateLimit([
      { name: 'erase-account', limit: config.rateLimit.loginAccountMax, windowMs: config.rateLimit.windowMs, key: (req) => req.user?.id },
    ]),
    validate({ body: deleteAccountSchema }),
    async (req, res, next) => {
      const user = currentUser(req);
      const stored = await UserModel.findById(user.id, { passwordHash: 1 }).lean();
      const check = await verifyPassword(req.body.password, stored?.passwordHash, config.argon2);
      if (!stored || !check.ok) return next(new ApiError(403, YOUR_DATA_MESSAGES.wrongPassword));
      const report = await eraseUser(connection, user.id, { mailer: deps.mailer, links: { appOrigin: deps.config.appOrigin, mailFrom: deps.config.mailFrom } });
      deps.logger.info({ deleted: report.deleted }, 'account erased');
      req.session.destroy(() => undefined);
      clearSessionCookie(res, config.appOrigin);
      res.json({ message: YOUR_DATA_MESSAGES.accountDeleted });
    },
  );

  return router;
}
