import { Router } from 'express';
import type { AppPassport } from './modules/sign-in/passport';
import type { AppDeps } from './core/app-deps';
import { getPolicy, policyLifecycle } from './flows/policy-lifecycle';
import { reminderLinks } from './flows/reminder-links';
import { signInPieces } from './modules/sign-in';
import { createAuthRouter } from './modules/sign-in/auth.routes';
import { createReauthRouter } from './modules/sign-in/reauth.routes';
import { createSessionsRouter } from './modules/auth/sessions.routes';
import { createMessagingRouter } from './modules/messaging/messaging.routes';
import { createNotificationsRouter } from './modules/notifications/notifications.routes';
import { createUsersRouter } from './modules/account/users.routes';
import { createVerificationRouter } from './modules/verification/verification.routes';
import { createEmailRestoreRouter } from './modules/email-restore/email-restore.routes';
import { createDeliveryPreferencesRouter } from './modules/delivery-preferences/delivery-preferences.routes';
import { createDashboardRouter } from './modules/dashboard/dashboard.routes';
import { createMarketRouter } from './modules/market/market.routes';
import { createQuotesRouter } from './modules/quotes/quotes.routes';
import { createPoliciesRouter } from './modules/policies/policies.routes';
import { createPushRouter } from './modules/push/push.routes';
import { createSharingRouter } from './modules/sharing/sharing.routes';
import { createReceivedQuotesRouter } from './modules/received-quotes/received-quotes.routes';
import { createRemindersRouter } from './modules/reminders/reminders.routes';
import { createTipsRouter } from './modules/tips/tips.routes';
import { createVehicleRouter } from './modules/vehicle/vehicle.routes';
import { createCalendarRouter } from './modules/calendar/calendar.routes';
import { createForwardingAddressRouter, createInboundReadingsRouter } from './modules/inbound-mail';
import { createPolicyDocumentsRouter, keepNoticeWithPolicy } from './modules/policy-documents';
import { requireRecentAuth } from './modules/auth';
import { createAccountRouter } from './modules/account/account.routes';
import { createApiDocsRouter } from './modules/api-docs/api-docs.routes';
import { createUserChannelsRouter } from './modules/user-channels/user-channels.routes';
import { createUnsubscribeRouter } from './modules/unsubscribe/unsubscribe.routes';
import { createTwoStepRouter } from './modules/two-step/two-step.routes';
import { createPasskeysRouter } from './modules/passkeys/passkeys.routes';

/**
 * Every feature router, mounted under /api. Each module exports `create<Name>Router(deps: AppDeps): Router`
 * declaring full paths below /api (e.g. `router.get('/policies', ...)`).
 */
export function createApiRouter(deps: AppDeps & { passport: AppPassport }): Router {
  const api = Router();
  api.use(createAuthRouter(deps));
  api.use(createReauthRouter(deps));
  api.use(createSessionsRouter(deps));
  api.use(createPasskeysRouter(deps, signInPieces));
  api.use(createUsersRouter(deps));
  api.use(createVerificationRouter(deps));
  api.use(createEmailRestoreRouter(deps));
  api.use(createTwoStepRouter(deps, signInPieces));
  api.use(createDeliveryPreferencesRouter(deps));
  api.use(createUserChannelsRouter(deps));
  api.use(createUnsubscribeRouter(deps));
  api.use(createNotificationsRouter(deps));
  api.use(createPoliciesRouter(deps, policyLifecycle(deps)));
  api.use(createSharingRouter(deps, { getPolicy }));
  api.use(createReceivedQuotesRouter(deps));
  api.use(createRemindersRouter(deps, reminderLinks));
  api.use(createQuotesRouter(deps));
  api.use(createMarketRouter(deps));
  api.use(createDashboardRouter(deps));
  api.use(createTipsRouter(deps));
  api.use(createVehicleRouter(deps));
  api.use(createMessagingRouter(deps));
  api.use(createPushRouter(deps));
  api.use(createCalendarRouter(deps));
  api.use(createForwardingAddressRouter(deps, requireRecentAuth));
  api.use(createInboundReadingsRouter(deps, keepNoticeWithPolicy(deps)));
  api.use(createPolicyDocumentsRouter(deps));
  api.use(createAccountRouter(deps));
  api.use(createApiDocsRouter(deps));
  return api;
}
