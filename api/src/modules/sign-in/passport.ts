import { Passport } from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import { authenticate, findPublicUser, type AuthenticateDeps } from './auth.service';

export type AppPassport = InstanceType<typeof Passport>;

/** One Passport per app (not the global singleton), so several apps can live in one process (tests). */
export function createPassport(deps: AuthenticateDeps): AppPassport {
  const passport = new Passport();
  passport.use(
    new LocalStrategy({ usernameField: 'email', passwordField: 'password', session: true }, (email, password, done) => {
      authenticate(email, password, deps).then(
        (user) => done(null, user ?? false),
        (err: unknown) => done(err),
      );
    }),
  );
  passport.serializeUser((user, done) => done(null, user.id));
  passport.deserializeUser((id: string, done) => {
    findPublicUser(id).then(
      (user) => done(null, user ?? false),
      (err: unknown) => done(err),
    );
  });
  return passport;
}
