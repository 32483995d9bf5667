import type { SignInPieces } from '../auth';
import { authenticate, findPublicUser } from './auth.service';
import { completeSignIn } from './complete-sign-in';
import { loginRateLimit, reauthRateLimit } from './sign-in-rate-limit';

/** What the two-step, passkeys and users routers receive from routes.ts (the type: auth/sign-in-pieces.ts). */
export const signInPieces: SignInPieces = { loginRateLimit, reauthRateLimit, authenticate, findPublicUser, completeSignIn };
