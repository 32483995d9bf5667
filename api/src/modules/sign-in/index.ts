// The sign-in module's public entry (issue 48): signing in, registering, the password reset and re-authentication,
// built on modules/auth's low pieces and above two-step, passkeys, users and security-notices. Two-step and passkeys
// never import it: the pieces their routers need are passed in by routes.ts (signInPieces). Another module imports only
// this file, never one inside the folder (.dependency-cruiser.cjs checks it).
export { authenticate, findPublicUser } from './auth.service';
export { completeSignIn } from './complete-sign-in';
export { loginRateLimit, reauthRateLimit } from './sign-in-rate-limit';
export { signInPieces } from './sign-in-pieces';
