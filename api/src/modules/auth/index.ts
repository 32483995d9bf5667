// The auth module's public entry (issue 48): what the other modules may use. Another module imports
// only this file, never one inside the folder (.dependency-cruiser.cjs checks it).
export { deleteOtherUserSessions } from './account-sessions';
export { authenticate, findPublicUser } from './auth.service';
export { isBreachedPassword } from './breached-passwords';
export { completeSignIn } from './complete-sign-in';
export { normaliseEmail } from './email';
export { hashPassword, verifyPassword } from './passwords';
export { markAuthenticated, requireRecentAuth } from './recent-auth';
export { ResetTokenModel } from './reset-token.model';
export { HOST_SESSION_COOKIE_NAME, SESSION_COOKIE_NAME, clearSessionCookie } from './session-cookie';
export { deleteUserSessions } from './session-store';
export { loginRateLimit, reauthRateLimit } from './sign-in-rate-limit';
