import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { REGISTRATION_MESSAGES, type RegistrationMode } from '@renewly/shared-contracts/features/registration';
import { AUTH_HEADINGS, type AuthMode } from './auth-mode';
import { useRegistrationMode } from './use-registration-mode';
import { LoginForm } from './login-form';
import { PasskeySignInButton } from './passkey-sign-in';
import { RegisterForm } from './register-form';
import { ForgotPasswordForm } from './forgot-password-form';
import { ResetPasswordForm } from './reset-password-form';
import { RestoreEmailForm } from './restore-email-form';
import { recoveryLinkIn, type RecoveryLink } from './recovery-link';
import { TwoStepSignInForm } from './two-step-sign-in-form';
import { BrandMark } from '../header/brand-mark';
import { pathAfterSignIn } from './after-sign-in';

export const TAGLINE = 'Manage your car insurance policies with ease';

const recoveryLinkHere = (): RecoveryLink | null => (typeof window === 'undefined' ? null : recoveryLinkIn());

export interface AuthScreenProps {
  /**
   * Shown to a signed-in user for a link from a security email (issue 51): only that link's form, and `onLeave` when
   * it is done or left (the session may have ended: the caller reads the user again).
   */
  signedIn?: boolean;
  onLeave?: () => void;
}

/** The signed-out screen: sign in, create account, forgot password and reset with token (spec §2, §4). */
export function AuthScreen({ signedIn = false, onLeave }: AuthScreenProps = {}) {
  const [recovery, setRecovery] = useState(recoveryLinkHere);
  const [mode, setMode] = useState<AuthMode>(recovery?.mode ?? 'login');
  const resetToken = recovery?.mode === 'reset' ? recovery.token : '';
  // The link is in the form now: keep it out of the address bar and history (and out of a later reload).
  useEffect(() => {
    if (recovery) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [recovery]);
  // A link opened in a tab where the app already runs changes only the fragment: no page load follows.
  useEffect(() => {
    const onHashChange = () => {
      const next = recoveryLinkIn();
      if (!next) return;
      setRecovery(next);
      setMode(next.mode);
    };
    window.addEventListener('hashchange', onHashChange);
    return () => window.removeEventListener('hashchange', onHashChange);
  }, []);
  // Done, or left: signed out, back to signing in; signed in, back to the app.
  const done = () => (signedIn ? onLeave?.() : setMode('login'));
  const link = (label: string, to: AuthMode) => (
    <Button type="link" size="small" className="renewly-auth-link" onClick={() => setMode(to)}>
      {label}
    </Button>
  );
  const backToLogin = signedIn ? (
    <Button type="link" size="small" className="renewly-auth-link" onClick={done}>
      ← Back to Renewly
    </Button>
  ) : (
    link('← Back to login', 'login')
  );
  const registration: RegistrationMode = useRegistrationMode();

  return (
    <main className="renewly-auth">
      <div className="renewly-auth-brand">
        {/* The page's one level-1 heading is the product name; each form's title is a level 2 under it. */}
        <h1 className="renewly-auth-title">
          <BrandMark size="large" />
        </h1>
        <p className="renewly-auth-tagline">{TAGLINE}</p>
      </div>
      <div className="renewly-auth-card">
        <h2 className="renewly-auth-heading">{AUTH_HEADINGS[mode]}</h2>
        {typeof window !== 'undefined' && pathAfterSignIn() !== '/' && (mode === 'login' || mode === 'register') && (
          <p className="renewly-auth-invite" data-testid="invite-hint">
            Someone shared a car with you. Sign in, or sign up, with the email address the invitation was sent to, and
            you can accept it.
          </p>
        )}

        {mode === 'login' && (
          <>
            <LoginForm onTwoStepRequired={() => setMode('two-step')} />
            <PasskeySignInButton />
            <div className="renewly-auth-links">
              <span>{link('Forgot your password?', 'forgot')}</span>
              {/* Sign-up closed or by invitation on this server (REGISTRATION): no open offer to sign up. */}
              {registration === 'open' ? (
                <span>Don&apos;t have an account? {link('Sign up', 'register')}</span>
              ) : (
                <span data-testid="registration-hint">
                  {REGISTRATION_MESSAGES.notOpenHint}
                  {registration === 'invite' ? <> {link('Invited? Create your account', 'register')}</> : null}
                </span>
              )}
            </div>
          </>
        )}

        {mode === 'two-step' && <TwoStepSignInForm onStartAgain={() => setMode('login')} />}

        {mode === 'register' && (
          <>
            <RegisterForm onRegistered={() => setMode('login')} />
            <div className="renewly-auth-links">
              <span>Already have an account? {link('Sign in', 'login')}</span>
            </div>
          </>
        )}

        {mode === 'forgot' && (
          <>
            <ForgotPasswordForm onSent={done} />
            <div className="renewly-auth-links">
              <span>Have a reset token? {link('Reset password with token', 'reset')}</span>
              <span>{backToLogin}</span>
            </div>
          </>
        )}

        {mode === 'restore' && recovery?.mode === 'restore' && (
          <>
            <RestoreEmailForm key={recovery.token} token={recovery.token} onRestored={done} />
            <div className="renewly-auth-links">
              <span>{backToLogin}</span>
            </div>
          </>
        )}

        {mode === 'reset' && (
          <>
            <ResetPasswordForm key={resetToken} initialToken={resetToken} onReset={done} />
            <div className="renewly-auth-links">
              <span>{backToLogin}</span>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
