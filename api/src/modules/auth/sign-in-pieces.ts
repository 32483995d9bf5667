// What the routers below modules/sign-in need of it (issue 48): two-step and passkeys complete a sign-in. routes.ts
// passes modules/sign-in's functions in, so those modules never import the module above them (sign-in starts the
// two-step code and removes the passkeys on a password reset).
import type { Request, RequestHandler } from 'express';
import type { User } from '@renewly/shared-contracts';
import type { AppDeps } from '../../core/app-deps';
import type { Limits } from '../../core/http/rate-limit';

export interface SignInPieces {
  /** The sign-in rate limits (per address, per account, known devices apart); `accountOf` names the account tried. */
  loginRateLimit(limits: Limits, accountOf?: (req: Request) => string | undefined): RequestHandler;
  findPublicUser(id: string): Promise<User | null>;
  /** The one way a sign-in is completed (a new session, the device noted, a new one told to the account's address). */
  completeSignIn(req: Request, user: User, deps: Pick<AppDeps, 'connection' | 'config' | 'mailer' | 'logger'>): Promise<void>;
}
