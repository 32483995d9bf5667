import type { SignInPieces } from '../auth';
import { findPublicUser } from './auth.service';
import { completeSignIn } from './complete-sign-in';
import { loginRateLimit } from './sign-in-rate-limit';

/** What the two-step and passkeys routers receive from routes.ts (the type: auth/sign-in-pieces.ts). */
export const signInPieces: SignInPieces = { loginRateLimit, findPublicUser, completeSignIn };
