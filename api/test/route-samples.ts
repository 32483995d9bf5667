// One valid request for every API route, keyed "METHOD /api/path" as in the route table. The isolation walk and the
// fuzz run both start from the route table and fail on a route missing here, so a new route cannot be forgotten.
import type { RouteEntry } from '../src/core/http/route-table';
import { subscriptionBody, testPushSubscription } from './push-fixtures';

/** Ids a request may point at: in the isolation walk, the other user's. */
export interface SampleIds {
  policyId: string;
  reminderId: string;
  notificationId: string;
  email: string;
  mobile: string;
  /** A web push endpoint the user has subscribed. */
  pushEndpoint: string;
  /** A passkey's credential id (base64url) of the user (issue 40); a made-up one when absent. */
  passkeyCredentialId?: string;
}

export interface RouteSample {
  body?: unknown;
  query?: Record<string, string>;
  /** Pointed at another user's data (by id in the path or in the body): must never answer 2xx. */
  refusesForeign?: boolean;
  /** Ends the caller's session: walked last. */
  endsSession?: boolean;
}

/** A browser of the caller's own (another user's endpoint would move to the caller: that is the same browser). */
const ownPushSubscription = subscriptionBody(testPushSubscription('https://push.example.test/send/route-sample'));

const inDays = (n: number) => new Date(Date.now() + n * 86400000).toISOString().slice(0, 10);

export const policyBody = (registrationNumber = 'ZZ99ISO') => ({
  registrationNumber,
  carManufacturer: 'Ford',
  carModel: 'Focus',
  renewalDate: inDays(90),
  isActive: true,
});

/** A real quote the user was given ("Quotes you got", issue 39 §3). */
export const receivedQuoteBody = () => ({
  insurer: 'Admiral',
  annualPrice: 528.4,
  excess: 250,
  coverage: 'Comprehensive',
  source: 'gocompare',
  quotedOn: inDays(-1),
  reference: 'GC-12345',
});
/** A WebAuthn answer of the right shape that no challenge matches (issue 40: refused with 400/401, nothing changed). */
const sampleAssertion = (credentialId = 'c2FtcGxlLWNyZWRlbnRpYWw') => ({
  id: credentialId,
  rawId: credentialId,
  response: {
    clientDataJSON: Buffer.from('{"type":"webauthn.get","challenge":"c2FtcGxl","origin":"http://127.0.0.1:3000"}').toString('base64url'),
    authenticatorData: 'SZYN5YgOjGh0NBcPZHZgW4_krrmihjLHmVzzuoMdl2MFAAAAAQ',
    signature: 'MEUCIQDsample',
  },
  clientExtensionResults: {},
  type: 'public-key',
});
const sampleRegistration = {
  id: 'c2FtcGxlLW5ldy1jcmVkZW50aWFs',
  rawId: 'c2FtcGxlLW5ldy1jcmVkZW50aWFs',
  response: {
    clientDataJSON: Buffer.from('{"type":"webauthn.create","challenge":"c2FtcGxl","origin":"http://127.0.0.1:3000"}').toString('base64url'),
    attestationObject: 'o2NmbXRkbm9uZWdhdHRTdG10oGhhdXRoRGF0YUA',
    transports: ['internal'],
  },
  clientExtensionResults: {},
  type: 'public-key',
};

export function routeSamples(ids: SampleIds): Record<string, RouteSample> {
  const reminder = { policyId: ids.policyId, title: '30 day renewal reminder', daysBefore: 30, notificationMethods: ['app'] };
  return {
    'GET /api/auth/user': {},
    'GET /api/auth/registration': {},
    'POST /api/auth/register': {
      body: { email: ids.email, username: ids.email, password: 'a long pass 123', firstName: 'A', lastName: 'B', mobileNumber: ids.mobile },
    },
    'POST /api/auth/login': { body: { email: ids.email, password: 'not their password' } },
    'POST /api/auth/logout': { endsSession: true },
    'POST /api/auth/logout-all': { endsSession: true },
    'POST /api/auth/forgot-password': { body: { email: ids.email } },
    'POST /api/auth/reset-password': {
      body: { token: 'f'.repeat(64), newPassword: 'a long pass 123', confirmPassword: 'a long pass 123' },
    },
    // Issue 40: re-authentication (a wrong password is refused), the caller's own sessions (':publicId' is filled
    // with the other user's session's public id in the isolation walk), the sign-in email and password.
    'GET /api/auth/reauth/methods': {},
    'POST /api/auth/reauth/password': { body: { password: 'not their password' } },
    'GET /api/auth/sessions': {},
    'DELETE /api/auth/sessions/:publicId': { refusesForeign: true },
    // Passkeys (issue 40): ':id' is filled like the other ids; an answer no challenge matches is refused.
    'GET /api/passkeys': {},
    'POST /api/passkeys/registration/options': {},
    'POST /api/passkeys/registration/verify': { body: { name: 'Sample passkey', credential: sampleRegistration } },
    'PATCH /api/passkeys/:id': { body: { name: 'Probe' }, refusesForeign: true },
    'DELETE /api/passkeys/:id': { refusesForeign: true },
    'POST /api/auth/passkey/options': {},
    'POST /api/auth/passkey/verify': { body: { credential: sampleAssertion(ids.passkeyCredentialId) }, refusesForeign: true },
    'POST /api/auth/reauth/passkey/options': {},
    'POST /api/auth/reauth/passkey/verify': { body: { credential: sampleAssertion(ids.passkeyCredentialId) }, refusesForeign: true },
    'GET /api/user': {},
    'PUT /api/user': { body: { firstName: 'Mallory', lastName: 'Probe', mobileNumber: '07700900999' } },
    // Issue 51: another user's address is answered as a free one (that address is told by email); nothing of hers changes.
    'PUT /api/user/email': { body: { email: ids.email } },
    'PUT /api/user/password': { body: { currentPassword: 'a wrong guess', newPassword: 'a walker passphrase 9', confirmPassword: 'a walker passphrase 9' } },
    // Issue 36: the caller's own number and address only (no id in them); a made-up code or link is a 400.
    'POST /api/user/mobile/send-code': {},
    'POST /api/user/mobile/verify': { body: { code: '123456' } },
    'POST /api/user/email/send-link': {},
    'POST /api/auth/verify-email': { body: { token: `${ids.policyId}.${'e'.repeat(64)}` } },
    // Issue 51: the old address's link to take the account back; a made-up one is a 400.
    'POST /api/auth/restore-email': { body: { token: 'e'.repeat(64), newPassword: 'a long pass 123', confirmPassword: 'a long pass 123' } },
    // Two-step sign-in (issue 40): the caller's own set-up (no id in it); a made-up code is a 400, or a 401 at the
    // sign-in's code step, which needs a half-signed-in session.
    'GET /api/two-step': {},
    'POST /api/two-step/setup': {},
    'POST /api/two-step/enable': { body: { code: '123456' } },
    'POST /api/two-step/recovery-codes': {},
    'DELETE /api/two-step': {},
    'POST /api/auth/two-step': { body: { code: '123456' } },
    'POST /api/auth/reauth/code': { body: { code: '123456' } },
    'GET /api/user/delivery-preferences': {},
    'PUT /api/user/delivery-preferences': {
      body: { deliveryHour: 7, quietHours: { enabled: true, start: 22, end: 7 }, defaultChannels: ['email', 'app'] },
    },
    // Other channels (issue 41): a webhook on the tests' allowed loopback host (nothing listens on port 9).
    'GET /api/channels': {},
    'GET /api/channels/status': {},
    'POST /api/channels': { body: { kind: 'webhook', name: 'Sample hook', url: 'http://127.0.0.1:9/route-sample' } },
    'PATCH /api/channels/:id': { body: { enabled: false, name: 'Probe' }, refusesForeign: true },
    'DELETE /api/channels/:id': { refusesForeign: true },
    'POST /api/channels/:id/test': { refusesForeign: true },
    // One-click unsubscribe (issue 41): public, the token is the credential; a made-up one is a 404.
    'GET /api/unsubscribe/:token': {},
    'POST /api/unsubscribe/:token': { refusesForeign: true },
    'GET /api/notifications': { query: { limit: '100' } },
    'PATCH /api/notifications/read-all': {},
    'PATCH /api/notifications/:id/read': { refusesForeign: true },
    'GET /api/policies': {},
    'POST /api/policies': { body: policyBody('ZZ98ISO') },
    'PUT /api/policies/:id': { body: { ...policyBody('ZZ97ISO'), dvlaRefresh: false }, refusesForeign: true },
    'PATCH /api/policies/:id/status': { body: { isActive: false }, refusesForeign: true },
    'DELETE /api/policies/:id': { refusesForeign: true },
    // 'Check with the DVLA now' (issue 36): the test apps have no DVLA key, so the owner's own call answers 409.
    'POST /api/policies/:id/dvla-check': { refusesForeign: true },
    // Issue 39: the renewal answer (90 days ahead: too early, a 400 for the owner) and the history edit.
    'POST /api/policies/:id/renewal': { body: { answer: 'renewed', forRenewalDate: inDays(90), price: '500' }, refusesForeign: true },
    'PUT /api/policies/:id/terms': { body: { terms: [] }, refusesForeign: true },
    // Household sharing (issue 27): ':memberId' and ':token' are filled like ids (a made-up one is a 404).
    'GET /api/policies/:id/members': { refusesForeign: true },
    'POST /api/policies/:id/invites': { body: { email: 'household.sample@example.test', role: 'viewer' }, refusesForeign: true },
    'PATCH /api/policies/:id/members/:memberId': { body: { role: 'editor' }, refusesForeign: true },
    'DELETE /api/policies/:id/members/:memberId': { refusesForeign: true },
    'POST /api/policies/:id/leave': { refusesForeign: true },
    // Public: the token is the credential.
    'GET /api/invites/:token': {},
    'POST /api/invites/:token/accept': { refusesForeign: true },
    'GET /api/reminders': {},
    'POST /api/reminders': { body: reminder, refusesForeign: true },
    'PUT /api/reminders/:id': { body: reminder, refusesForeign: true },
    'DELETE /api/reminders/:id': { refusesForeign: true },
    'POST /api/quotes/personalized/:policyId': { refusesForeign: true },
    'GET /api/policies/:id/received-quotes': { refusesForeign: true },
    'POST /api/policies/:id/received-quotes': { body: receivedQuoteBody(), refusesForeign: true },
    'PUT /api/policies/:id/received-quotes/:quoteId': { body: receivedQuoteBody(), refusesForeign: true },
    'DELETE /api/policies/:id/received-quotes/:quoteId': { refusesForeign: true },
    'GET /api/market-trends/user-vehicles': {},
    'GET /api/dashboard/stats': {},
    'GET /api/insurance-tips': {},
    'GET /api/vehicle/lookup/:registration': {},
    'GET /api/sms/status': {},
    'POST /api/test-sms': { body: { to: ids.mobile } },
    'POST /api/send-sms': { body: { to: ids.mobile, message: 'hello' }, refusesForeign: true },
    'POST /api/send-email': { body: { to: ids.email, subject: 'hi', message: 'hello' }, refusesForeign: true },
    'GET /api/push/public-key': {},
    'POST /api/push/subscriptions': { body: ownPushSubscription },
    'DELETE /api/push/subscriptions': { body: { endpoint: ids.pushEndpoint }, refusesForeign: true },
    'GET /api/calendar-feed': {},
    'POST /api/calendar-feed': {},
    'DELETE /api/calendar-feed': {},
    'GET /api/forwarding-address': {},
    'POST /api/forwarding-address': {},
    'PUT /api/forwarding-address': { body: { enabled: false } },
    'PUT /api/forwarding-address/email-when-read': { body: { emailWhenRead: false } },
    // The car's papers (issue 49): ':id' is a policy's id here, so the document routes answer 404 for anyone; the
    // documents' own tests walk the roles with real documents (policy-documents.routes.test.ts).
    'GET /api/documents/usage': {},
    'GET /api/policies/:id/documents': { refusesForeign: true },
    'POST /api/policies/:id/documents': { query: { kind: 'mot', name: 'mot.pdf' }, refusesForeign: true },
    'GET /api/policy-documents/:id/file': { refusesForeign: true },
    'PATCH /api/policy-documents/:id': { body: { private: true }, refusesForeign: true },
    'DELETE /api/policy-documents/:id': { refusesForeign: true },
    'GET /api/inbound-readings': {},
    'GET /api/inbound-readings/:id': { refusesForeign: true },
    'POST /api/inbound-readings/:id/reviewed': { refusesForeign: true },
    // Forwarded mail posted by a mail provider (issue 49): no session; the path's secret and the body's HMAC are the
    // credentials (a made-up secret is a 404).
    'POST /api/inbound-mail/:secret': { refusesForeign: true },
    // Public: the token is the credential; a made-up one is a 404.
    'GET /api/calendar/:token.ics': {},
    'GET /api/account/export': {},
    'GET /api/account/export/policies.csv': {},
    'GET /api/account/export.zip': {},
    // A wrong password: refused, nothing deleted (the walk must not erase the walker).
    'DELETE /api/account': { body: { password: 'not their password' }, refusesForeign: true },
    'GET /api/openapi.json': {},
    'GET /api/docs': {},
  };
}

export const routeKey = (r: RouteEntry) => `${r.method} ${r.path}`;

/** The path with its parameters filled: ids with `id`, the registration with a valid plate. */
export function fillPath(path: string, id: string): string {
  return path.replace(/:registration\b/, 'AB12CDE').replace(/:[A-Za-z]+/g, id);
}
