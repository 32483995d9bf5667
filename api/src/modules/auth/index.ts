// The auth module's public entry (issue 48): the low pieces of signing in that the other modules may use (email
// normalising, passwords, sessions, recent-auth, the device a session runs on, the reset token). The sign-in routes
// and flow that use them live in modules/sign-in, above. Another module imports only this file, never one inside the
// folder (.dependency-cruiser.cjs checks it).
export { deleteOtherUserSessions } from './account-sessions';
export { isBreachedPassword } from './breached-passwords';
export { normaliseEmail } from './email';
export { type Argon2Params, hashPassword, verifyPassword } from './passwords';
export { markAuthenticated, requireRecentAuth } from './recent-auth';
export { ResetTokenModel } from './reset-token.model';
export { HOST_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME, clearSessionCookie } from './session-cookie';
export { describeDevice } from './session-device';
export { capUserSessions } from './session-lifetime';
export { deleteUserSessions } from './session-store';
export type { SignInPieces } from './sign-in-pieces';
